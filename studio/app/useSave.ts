/**
 * The safe save of the open file: 'Salvar…' asks the server for the diff (it validates the whole
 * tree with the edit in place), 'Confirmar e salvar' writes it (a git commit where the folder is
 * a work tree), a 409 offers to re-apply the edits on the new version, and a save of the git
 * history comes back into the draft and goes through the same checked save.
 */
import { useState } from 'react';
import type { ConfigError } from '@/scripts/lib/configError';
import { restoreCommitMessage } from '@/studio/save/commitDefaults';
import { useGitHistory, useSaveFetcher } from '@/studio/history/useGitHistory';
import type { HistoryEntry } from '@/studio/history/useGitHistory';
import type { DiffLine } from '@/studio/save/lineDiff';
import { saveProductFile } from '@/studio/save/studioFileApi';
import type { ProductFile } from '@/studio/app/useProductFile';
import type { ProductConfig } from '@/studio/studioTypes';

/** How the save's commit went (studio/server/gitHistory.ts), when the file was written. */
export type CommitOutcome =
  | { kind: 'committed'; commit: string; message: string }
  | { kind: 'not-git' }
  | { kind: 'failed'; message: string };

/** What the file API answers to a save; its errors are `npm run validate`'s own. */
interface SaveAnswer {
  message?: string;
  errors?: ConfigError[];
  diff?: DiffLine[];
  hash?: string;
  elsewhere?: ConfigError[];
  git?: CommitOutcome;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string }
  | { kind: 'diff'; diff: DiffLine[]; elsewhere: ConfigError[] }
  | { kind: 'saved'; file: string; elsewhere: ConfigError[]; git?: CommitOutcome }
  | { kind: 'refused'; message: string; errors: ConfigError[] }
  | { kind: 'stale'; message: string };

const IDLE: SaveState = { kind: 'idle' };

/** What the banner shows for the file API's answer to a save. */
function answered(
  response: { status: number; ok: boolean; body: SaveAnswer },
  dryRun: boolean,
  file: string,
): SaveState {
  const body = response.body;
  if (response.status === 409) return { kind: 'stale', message: body.message ?? 'Conflito.' };
  if (response.status === 422)
    return { kind: 'refused', message: body.message ?? 'Inválido.', errors: body.errors ?? [] };
  if (!response.ok)
    return { kind: 'refused', message: body.message ?? `Erro ${response.status}`, errors: [] };
  const elsewhere = body.elsewhere ?? [];
  if (dryRun) return { kind: 'diff', diff: body.diff ?? [], elsewhere };
  return { kind: 'saved', file, elsewhere, git: body.git };
}

export function useSave(product: ProductFile) {
  const { opened, draft } = product;
  const [state, setState] = useState<SaveState>(IDLE);
  const [commitInfo, setCommitInfo] = useState({ message: '', author: '' });
  const gitHistory = useGitHistory(product.file, opened?.hash);
  const fetchSave = useSaveFetcher(product.file);

  // A diff shown or a save done no longer describes the draft once it changes.
  const [seenDraft, setSeenDraft] = useState(draft);
  if (draft !== seenDraft) {
    setSeenDraft(draft);
    if (state.kind === 'saved' || state.kind === 'diff') setState(IDLE);
  }

  const request = async (dryRun: boolean, data: ProductConfig | null = draft) => {
    if (!opened || !data) return;
    setState({ kind: 'busy', label: dryRun ? 'Validando…' : 'Salvando…' });
    try {
      const response = await saveProductFile<ProductConfig, SaveAnswer>({
        file: opened.file,
        baseHash: opened.hash,
        data,
        dryRun,
        commit: commitInfo,
      });
      const next = answered(response, dryRun, opened.file);
      if (next.kind === 'saved') {
        product.saved(response.body.hash ?? opened.hash, data);
        setCommitInfo((c) => ({ ...c, message: '' }));
      }
      setState(next);
    } catch (error) {
      setState({
        kind: 'refused',
        message: `O estúdio não respondeu; nada foi salvo (${String(error)}).`,
        errors: [],
      });
    }
  };

  return {
    state,
    commitInfo,
    setCommitInfo,
    gitHistory,
    /** 'Salvar…': the diff, or why the save is refused. */
    ask: () => void request(true),
    confirm: () => void request(false),
    cancel: () => setState(IDLE),
    reload: () => {
      setState(IDLE);
      product.reload();
    },
    reapply: async () => {
      setState({ kind: 'busy', label: 'Reaplicando…' });
      try {
        await product.reapplyOnNewVersion();
        setState(IDLE);
      } catch (error) {
        setState({ kind: 'refused', message: String(error), errors: [] });
      }
    },
    /** A save of the history back in the draft, then the usual checked save (a new commit). */
    restore: async (entry: HistoryEntry) => {
      let data: ProductConfig;
      try {
        data = (await fetchSave(entry.commit)) as ProductConfig;
      } catch (error) {
        return setState({
          kind: 'refused',
          message: `Não foi possível restaurar: ${String(error)}`,
          errors: [],
        });
      }
      product.edit(data);
      setCommitInfo((c) => ({ ...c, message: restoreCommitMessage(entry.short, entry.subject) }));
      await request(true, data);
    },
  };
}
