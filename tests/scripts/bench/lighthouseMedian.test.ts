import {
  lighthouseCpuSlowdown,
  lighthouseRuns,
  medianRun,
  scoreTarget,
  type LighthouseFigures,
} from '@/scripts/bench/lighthouse.bench';

function run(score: number, tbtMs = 0): LighthouseFigures {
  return {
    score,
    cls: 0,
    lcpMs: 0,
    tbtMs,
    fcpMs: 0,
    benchmarkIndex: 2000,
    finalUrl: 'http://x/',
    runtimeError: null,
    mainThread: [],
    bootup: [],
  };
}

describe('Lighthouse bench: the judged run', () => {
  it('is the run with the median score, whole (its other figures come with it)', () => {
    const judged = medianRun([run(0.96, 240), run(0.85, 900), run(0.92, 347)]);
    expect(judged.score).toBe(0.92);
    expect(judged.tbtMs).toBe(347);
  });

  it('is the lower middle run for an even count, so a single good run cannot pass a route', () => {
    expect(medianRun([run(0.95), run(0.88)]).score).toBe(0.88);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow('LIGHTHOUSE_NO_RUNS');
  });

  it('runs three times (the median of 3 of issue 25) unless LIGHTHOUSE_RUNS names a positive count', () => {
    expect(lighthouseRuns({})).toBe(3);
    expect(lighthouseRuns({ LIGHTHOUSE_RUNS: '5' })).toBe(5);
    expect(lighthouseRuns({ LIGHTHOUSE_RUNS: '0' })).toBe(3);
    expect(lighthouseRuns({ LIGHTHOUSE_RUNS: 'many' })).toBe(3);
  });

  it('asks for 0.95 at the default slowdown and 0.9 at a 6x slower CPU', () => {
    expect(scoreTarget(4)).toBe(0.95);
    expect(scoreTarget(6)).toBe(0.9);
  });

  it('simulates a 4x slower CPU unless LIGHTHOUSE_CPU_SLOWDOWN names another, and refuses one that is not a slowdown', () => {
    expect(lighthouseCpuSlowdown({})).toBe(4);
    expect(lighthouseCpuSlowdown({ LIGHTHOUSE_CPU_SLOWDOWN: '6' })).toBe(6);
    expect(lighthouseCpuSlowdown({ LIGHTHOUSE_CPU_SLOWDOWN: ' 5.5 ' })).toBe(5.5);
    expect(() => lighthouseCpuSlowdown({ LIGHTHOUSE_CPU_SLOWDOWN: 'fast' })).toThrow(
      'LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20, not "fast"',
    );
    expect(() => lighthouseCpuSlowdown({ LIGHTHOUSE_CPU_SLOWDOWN: '0.5' })).toThrow('from 1 to 20');
  });
});
