/**
 * The baselines of the checkout benches, measured in the same run:
 * - the bare app (issue 38): a separate small Next.js app on the project's Next.js, React and
 *   Stitches with nothing of Trilha (bench/baseline/, served by scripts/bench/baselineApp.ts).
 *   Every target is judged against it;
 * - the in-app page (issue 25): the hand-written lead page inside the checkout
 *   (pages/bench/lead.tsx, served when the bench's server runs with TRILHA_BENCH_PAGES=1). It
 *   carries the checkout's shell (_app, _document), so the ratio against it is the engine's own
 *   cost, and the gap between the two baselines is the shell's. Printed beside, never judged.
 */
import { BASELINE_PATH } from './baselineApp';

export const HAND_WRITTEN_PATH = '/bench/lead';

/** What each bench is given: the checkout and the bare app, both running. */
export interface BenchContext {
  /** The checkout's origin. */
  baseUrl: string;
  /** The bare app's origin. */
  baselineUrl: string;
}

/** The two baseline pages of a run, as full URLs: the bare app's and the in-app one. */
export function baselineUrls(ctx: BenchContext): { bare: string; inApp: string } {
  return {
    bare: `${ctx.baselineUrl}${BASELINE_PATH}`,
    inApp: `${ctx.baseUrl}${HAND_WRITTEN_PATH}`,
  };
}

/** One baseline's side of a figure: its value and the checkout's ratio to it. */
export interface BaselineFigure {
  value: string;
  ratio?: number;
}

/**
 * One figure's line: the checkout's value, the bare app's (the ratio judged) and the in-app
 * page's beside it, the target and PASS/FAIL.
 */
export function verdictLine(
  name: string,
  value: string,
  bare: BaselineFigure,
  inApp: BaselineFigure,
  target: string,
  pass: boolean,
): string {
  const side = (figure: BaselineFigure) =>
    `${figure.value.padStart(11)}${figure.ratio === undefined ? '' : ` ${figure.ratio.toFixed(2).padStart(5)}×`}`;
  return `${name.padEnd(34)} ${value.padStart(11)} | bare app ${side(bare)} | in-app page ${side(inApp)} | target ${target}  ${pass ? 'PASS' : 'FAIL'}`;
}

/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
