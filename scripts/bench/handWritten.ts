/**
 * The baseline of the checkout benches (issue 25): the hand-written lead page of the same build
 * (pages/bench/lead.tsx), served when the bench's server runs with TRILHA_BENCH_PAGES=1.
 */
export const HAND_WRITTEN_PATH = '/bench/lead';

/** One figure's line: value, baseline, ratio, target and PASS/FAIL. */
export function verdictLine(
  name: string,
  value: string,
  baseline: string,
  ratio: number | undefined,
  target: string,
  pass: boolean,
): string {
  const ratioText = ratio === undefined ? '' : `  ${ratio.toFixed(2)}×`;
  return `${name.padEnd(34)} ${value.padStart(11)}  (hand-written ${baseline})${ratioText}  target ${target}  ${pass ? 'PASS' : 'FAIL'}`;
}

/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
