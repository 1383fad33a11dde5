/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to `value` when it is close enough to be a likely typo (same letters in
 * another case, or an edit distance of at most a third of the length, at least 1); otherwise
 * `undefined`. Ties go to the earlier candidate.
 */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  const sameLetters = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters !== undefined && sameLetters !== value) return sameLetters;
  const limit = Math.max(1, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === value) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The hint of an "unknown name" sentence: `; você quis dizer 'payment'?` when a candidate is a
 * likely typo of `value`, else `''`.
 */
export function suggestionHint(value: string, candidates: readonly string[]): string {
  const suggestion = didYouMean(value, candidates);
  return suggestion === undefined ? '' : `; você quis dizer '${suggestion}'?`;
}

/**
 * The tail of an "unknown value" sentence: `; você quis dizer 'payment'? conhecidos: lead,
 * payment` (the suggestion only when there is one). `label` names the list (`conhecidos`,
 * `permitidos`).
 */
export function suggestionTail(
  value: string,
  candidates: readonly string[],
  label: string,
): string {
  const hint = suggestionHint(value, candidates);
  return `${hint === '' ? ';' : hint} ${label}: ${candidates.join(', ')}`;
}
