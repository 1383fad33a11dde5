/** One line of a diff: kept, removed from the old text or added by the new one. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** Line number in the old text (same, removed) or the new one (added), from 1. */
  line: number;
}

/**
 * The most cells the longest-common-subsequence table may have (4 million: 16 MB, tens of
 * milliseconds); a larger changed middle is shown as removed, then added, in linear time.
 */
export const maxDiffCells = 4_000_000;

/**
 * A line diff of two texts (longest common subsequence), for the studio's "what will be
 * written" view before a save. The common head and tail are trimmed first; the table covers
 * only the changed middle, and when that would exceed {@link maxDiffCells} the middle is shown
 * as its old lines removed and its new lines added, so a huge edit never blocks the server.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail so the table covers only the changed middle.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const rows = midA.length + 1;
  const cols = midB.length + 1;
  if (rows * cols > maxDiffCells) {
    return [
      ...a.slice(0, start).map((text, k) => ({ kind: 'same' as const, text, line: k + 1 })),
      ...midA.map((text, k) => ({ kind: 'removed' as const, text, line: start + k + 1 })),
      ...midB.map((text, k) => ({ kind: 'added' as const, text, line: start + k + 1 })),
      ...a.slice(endA).map((text, k) => ({ kind: 'same' as const, text, line: endA + k + 1 })),
    ];
  }
  const table = new Uint32Array(rows * cols);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        midA[i] === midB[j]
          ? (table[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
    }
  }
  const out: DiffLine[] = [];
  for (let k = 0; k < start; k++) out.push({ kind: 'same', text: a[k] ?? '', line: k + 1 });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      out.push({ kind: 'same', text: midA[i] ?? '', line: start + i + 1 });
      i++;
      j++;
    } else if (
      i < midA.length &&
      (j >= midB.length || (table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0))
    ) {
      // A changed line reads as git writes it: the old line removed, then the new one added.
      out.push({ kind: 'removed', text: midA[i] ?? '', line: start + i + 1 });
      i++;
    } else {
      out.push({ kind: 'added', text: midB[j] ?? '', line: start + j + 1 });
      j++;
    }
  }
  for (let k = endA; k < a.length; k++) out.push({ kind: 'same', text: a[k] ?? '', line: k + 1 });
  return out;
}

/** Only the changed lines of a diff with `context` unchanged lines around each change. */
export function diffHunks(diff: readonly DiffLine[], context = 2): Array<DiffLine | null> {
  const keep = diff.map(() => false);
  diff.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(diff.length - 1, index + context); k++)
      keep[k] = true;
  });
  const out: Array<DiffLine | null> = [];
  diff.forEach((line, index) => {
    if (keep[index]) out.push(line);
    else if (index > 0 && keep[index - 1]) out.push(null);
  });
  return out;
}
