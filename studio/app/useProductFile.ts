/**
 * The open product file and its draft: opening it (again after 'Recarregar do disco'), the
 * draft's edits with undo and redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y, in a field as well; each
 * says what it changed), and the unsaved drafts kept per file (`useDrafts`).
 */
import { useCallback, useEffect, useState } from 'react';
import { changedPlaces } from '@/studio/drafts/rebaseEdits';
import { useDrafts } from '@/studio/drafts/useDrafts';
import { recordEdit, redo, startHistory, undo } from '@/studio/history/editHistory';
import type { EditHistory } from '@/studio/history/editHistory';
import { openProductFile } from '@/studio/save/studioFileApi';
import type { OpenedFile } from '@/studio/save/studioFileApi';
import type { ProductConfig } from '@/studio/studioTypes';

type Config = ProductConfig;

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Which way through the history: `undo` or `redo`. */
export type Travel = typeof undo<Config>;

export function useProductFile(initialFile: string | null) {
  const [file, setFile] = useState<string | null>(initialFile);
  const [opened, setOpened] = useState<OpenedFile<Config> | null>(null);
  /** The draft and the drafts before and after it (undo, redo); null until a file is open. */
  const [history, setHistory] = useState<EditHistory<Config> | null>(null);
  const draft = history?.present ?? null;
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Bumped by 'Recarregar do disco': opens the file again. */
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!file) return;
    let live = true;
    openProductFile<Config>(file)
      .then((loaded) => {
        if (!live) return;
        setOpened(loaded);
        setHistory(startHistory(clone(loaded.data)));
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (!live) return;
        // Nothing of another file, nor an empty graph that says 'no problems', stays on screen.
        setOpened(null);
        setHistory(null);
        const reason = error instanceof Error ? error.message : String(error);
        // The server's reason names the file (file:line:column); a network failure does not.
        setLoadError(
          reason.startsWith(file)
            ? `Não foi possível abrir o arquivo: ${reason}`
            : `Não foi possível abrir ${file}: ${reason}`,
        );
      });
    return () => {
      live = false;
    };
  }, [file, reloads]);

  /** `group` names a field typed into (its keystrokes are one undo step); null for the rest. */
  const edit = useCallback((next: Config, group: string | null = null) => {
    setHistory((h) => h && recordEdit(h, clone(next), group, performance.now()));
  }, []);

  // Unsaved drafts kept per file (reload, product switch), brought back as one undoable edit.
  const drafts = useDrafts<Config>({ opened, draft, onRestore: edit });

  /** What the last undo or redo changed, for a polite live region ('Desfeito: …'). */
  const [travelled, setTravelled] = useState('');
  const travel = useCallback(
    (move: Travel) => {
      if (!history) return;
      const next = move(history);
      if (next === history) return;
      setHistory(next);
      const places = changedPlaces(history.present, next.present);
      const named =
        places.length > 3
          ? `${places.slice(0, 3).join('; ')} e mais ${places.length - 3}`
          : places.join('; ');
      setTravelled(`${move === undo ? 'Desfeito' : 'Refeito'}: ${named}`);
    },
    [history],
  );
  // The form shows the draft, so the browser's own undo of a text box would only fight it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      travel(key === 'y' || event.shiftKey ? redo : undo);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [travel]);

  return {
    file,
    opened,
    history,
    draft,
    loadError,
    travelled,
    dirty: drafts.dirty,
    drafts,
    edit,
    travel,
    /**
     * Opens another file. What was open goes at once: while the next file loads, the last one's
     * steps and form stayed under the new product's name, and a click or an edit there went to
     * a file no longer open (its draft came back only once the next file was in).
     */
    open: (next: string) => {
      if (next === file) return;
      setOpened(null);
      setHistory(null);
      setLoadError(null);
      setFile(next);
    },
    /** Opens the file again from disk, dropping the draft. */
    reload: () => {
      drafts.discard();
      setReloads((n) => n + 1);
    },
    /** Drops the kept draft: the draft is the file as opened. */
    discardDraft: () => {
      drafts.discard();
      if (opened) setHistory(startHistory(clone(opened.data)));
    },
    /** The file as just saved: `data` with the hash of its new text. */
    saved: (hash: string, data: Config) => {
      if (opened) setOpened({ file: opened.file, hash, data: clone(data) });
    },
    /** After a 409: the file's new version, with the draft's edits re-applied on it. */
    reapplyOnNewVersion: async () => {
      if (!opened) return;
      const fresh = await openProductFile<Config>(opened.file);
      const data = drafts.reapply(fresh);
      setOpened(fresh);
      setHistory(recordEdit(startHistory(clone(fresh.data)), clone(data), null, performance.now()));
    },
  };
}

export type ProductFile = ReturnType<typeof useProductFile>;
