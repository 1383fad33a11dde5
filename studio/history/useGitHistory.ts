import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntry } from '@/studio/server/gitHistory';

export type { HistoryEntry };

/** What the studio knows of a file's saves in git. */
export type GitHistoryState =
  | { kind: 'loading' }
  /** The studio's folder is not a git work tree: saves only write the file. */
  | { kind: 'off' }
  | { kind: 'on'; author: string; saves: HistoryEntry[] }
  | { kind: 'error'; message: string };

/**
 * The saves of `file` (`/api/studio/history`), fetched again whenever `version` (the hash of
 * the text opened or saved) changes, so a save shows in the list at once.
 */
export function useGitHistory(file: string | null, version: string | undefined): GitHistoryState {
  const [state, setState] = useState<GitHistoryState>({ kind: 'loading' });
  useEffect(() => {
    if (!file || !version) return;
    let live = true;
    fetch(`/api/studio/history?file=${encodeURIComponent(file)}`)
      .then(async (response) => {
        const body = (await response.json()) as {
          git?: boolean;
          author?: string;
          saves?: HistoryEntry[];
          error?: string;
        };
        if (!response.ok) throw new Error(body.error ?? `o estúdio respondeu ${response.status}`);
        return body;
      })
      .then((body) => {
        if (!live) return;
        setState(
          body.git
            ? { kind: 'on', author: body.author ?? '', saves: body.saves ?? [] }
            : { kind: 'off' },
        );
      })
      .catch((error: unknown) => {
        if (live) setState({ kind: 'error', message: String(error) });
      });
    return () => {
      live = false;
    };
  }, [file, version]);
  return state;
}

/** The file's data at one of its saves, for a restore (which is then saved as a new save). */
export function useSaveFetcher(file: string | null) {
  return useCallback(
    async (commit: string): Promise<unknown> => {
      const response = await fetch(
        `/api/studio/history?file=${encodeURIComponent(file ?? '')}&commit=${commit}`,
      );
      const body = (await response.json()) as { data?: unknown; error?: string };
      if (!response.ok || body.data === undefined)
        throw new Error(body.error ?? `o estúdio respondeu ${response.status}`);
      return body.data;
    },
    [file],
  );
}
