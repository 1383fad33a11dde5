/**
 * Drafts for the studio page: each change of an open file's draft is kept in localStorage
 * (`draftStore`), and dropped once the draft matches the file again (saved, undone, discarded);
 * when a file opens with a kept draft, the draft comes back — re-applied on the version on disk
 * when the file changed since (`rebaseEdits`) — with a notice; leaving the page with unsaved
 * edits asks first (beforeunload).
 */
import { useEffect, useState } from 'react';
import { discardDraft, readDraft, writeDraft } from '@/studio/drafts/draftStore';
import { rebaseEdits } from '@/studio/drafts/rebaseEdits';

/** What the ops person is told about a draft brought back. */
export interface DraftNotice {
  /** 'restored': a kept draft came back on opening; 'reapplied': after a 409, on the new version. */
  kind: 'restored' | 'reapplied';
  file: string;
  at: number;
  /** Edits of the kept draft that no longer apply to the file on disk. */
  conflicts: string[];
}

interface OpenedFile<T> {
  file: string;
  hash: string;
  data: T;
}

export function useDrafts<T>({
  opened,
  draft,
  onRestore,
}: {
  opened: OpenedFile<T> | null;
  draft: T | null;
  /** Puts a kept draft back as an undoable edit of the file opened. */
  onRestore: (draft: T) => void;
}): {
  notice: DraftNotice | null;
  dismiss: () => void;
  discard: () => void;
  /** The draft's edits re-applied on `fresh`, the file's newer version; the notice says which did not apply. */
  reapply: (fresh: OpenedFile<T>) => T;
  dirty: boolean;
} {
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  /** The opened file the kept draft was last looked for: a newly opened one is looked up. */
  const [checked, setChecked] = useState<OpenedFile<T> | null>(null);
  const dirty = Boolean(opened && draft && JSON.stringify(opened.data) !== JSON.stringify(draft));

  // Looked up while rendering (not in an effect), so the first frame of the file shows the draft
  // and nothing overwrites the kept entry before it is read.
  if (opened !== checked) {
    setChecked(opened);
    if (opened && checked?.file !== opened.file) {
      const kept = readDraft(window.localStorage, opened.file);
      if (kept && JSON.stringify(kept.draft) !== JSON.stringify(opened.data)) {
        const { data, conflicts } =
          kept.baseHash === opened.hash
            ? { data: kept.draft, conflicts: [] }
            : rebaseEdits(kept.base, kept.draft, opened.data);
        onRestore(data as T);
        setNotice({ kind: 'restored', file: opened.file, at: kept.at, conflicts });
      } else setNotice(null);
    }
  }

  useEffect(() => {
    if (!opened || checked !== opened) return;
    if (dirty)
      writeDraft(window.localStorage, opened.file, {
        baseHash: opened.hash,
        base: opened.data,
        draft,
        at: Date.now(),
      });
    else discardDraft(window.localStorage, opened.file);
  }, [opened, checked, draft, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    notice,
    dismiss: () => setNotice(null),
    discard: () => {
      if (opened) discardDraft(window.localStorage, opened.file);
      setNotice(null);
    },
    reapply: (fresh) => {
      const { data, conflicts } = rebaseEdits(opened?.data, draft, fresh.data);
      setNotice({ kind: 'reapplied', file: fresh.file, at: Date.now(), conflicts });
      return data as T;
    },
    dirty,
  };
}
