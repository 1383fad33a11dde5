/**
 * Undo and redo over every edit of the studio's draft (issue 24, 'Undo/redo'), pure: the
 * drafts before and after the present one. Keystrokes of one field follow each other as one
 * edit (same `group` within `GROUP_MS`), so one undo takes back a word typed, not a letter.
 */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group and time of the last edit, to merge the next one of the same group into it. */
  last: { group: string; at: number } | null;
}

/** Edits of one group closer than this are one undo step. */
export const GROUP_MS = 1000;
/** How many edits can be undone. */
export const MAX_UNDO = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], last: null };
}

/**
 * The history after an edit to `next`. `group` names what was edited (a step's props) for
 * typing to merge; null never merges (adding, removing or moving a step).
 */
export function recordEdit<T>(
  history: EditHistory<T>,
  next: T,
  group: string | null,
  at: number,
): EditHistory<T> {
  const merges =
    group !== null &&
    history.last !== null &&
    history.last.group === group &&
    at - history.last.at < GROUP_MS &&
    history.past.length > 0;
  return {
    past: merges ? history.past : [...history.past, history.present].slice(-MAX_UNDO),
    present: next,
    future: [],
    last: group === null ? null : { group, at },
  };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    last: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, last: null };
}
