/**
 * Unsaved drafts kept in the browser (issue 24: drafts survive a reload and a product switch):
 * one entry per product file in localStorage, with the version the draft was made from (its
 * hash and data), so a draft of a file that changed on disk since can be re-applied to the new
 * version (`rebaseEdits`) rather than written over it.
 */
export interface StoredDraft {
  /** sha-256 of the text the draft was opened from (the save's `baseHash`). */
  baseHash: string;
  /** The file's data at that version. */
  base: unknown;
  draft: unknown;
  /** When it was last written (ms since the epoch), to tell the ops person how old it is. */
  at: number;
}

const PREFIX = 'trilha-studio:draft:';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readDraft(store: KeyValueStore, file: string): StoredDraft | null {
  try {
    const entry = JSON.parse(store.getItem(PREFIX + file) ?? 'null') as StoredDraft | null;
    return entry && typeof entry.baseHash === 'string' && 'draft' in entry ? entry : null;
  } catch {
    // A broken entry is no draft.
    return null;
  }
}

export function writeDraft(store: KeyValueStore, file: string, entry: StoredDraft): void {
  try {
    store.setItem(PREFIX + file, JSON.stringify(entry));
  } catch {
    // Storage full or refused (private window): the draft lives on in the page only.
  }
}

export function discardDraft(store: KeyValueStore, file: string): void {
  store.removeItem(PREFIX + file);
}
