import { installmentAmounts, isEvenSplit, splitInstallments } from '@/lib/money/installments';

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('splitInstallments', () => {
  it.each([
    // The three schedules issue 21 found that did not add up.
    { total: 123700, count: 12, first: 10312, rest: 10308 },
    { total: 11900, count: 3, first: 3968, rest: 3966 },
    { total: 106067, count: 12, first: 8849, rest: 8838 },
    // Even splits stay as the catalogue reads them.
    { total: 114000, count: 12, first: 9500, rest: 9500 },
    { total: 18720, count: 12, first: 1560, rest: 1560 },
  ])('should split $total in $count as $first then $rest', ({ total, count, first, rest }) => {
    const split = splitInstallments(total, count);
    expect(split).toEqual({ count, first, rest });
    expect(sum(installmentAmounts(split))).toBe(total);
  });

  it('should always add up to the total, the first carrying the remainder (10 000 random cases)', () => {
    const next = random(21);
    for (let run = 0; run < 10_000; run += 1) {
      // Totals from 0 to R$1.000.000,00 and 1 to 24 installments (the catalogue's maximum).
      const total = Math.floor(next() * 100_000_001);
      const count = 1 + Math.floor(next() * 24);
      const split = splitInstallments(total, count);
      const amounts = installmentAmounts(split);
      const remainder = total % count;
      const context = { total, count, split };
      expect({ ...context, sum: sum(amounts) }).toEqual({ ...context, sum: total });
      expect(amounts).toHaveLength(count);
      // Installments differ by the remainder at most, and only the first one differs.
      expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(remainder);
      expect(split.first - split.rest).toBe(remainder);
      expect(amounts.slice(1).every((amount) => amount === split.rest)).toBe(true);
      expect(isEvenSplit(split)).toBe(remainder === 0);
    }
  });

  it('should refuse what is no amount or no count', () => {
    expect(() => splitInstallments(100.5, 2)).toThrow(/INSTALLMENT_TOTAL_INVALID/);
    expect(() => splitInstallments(-1, 2)).toThrow(/INSTALLMENT_TOTAL_INVALID/);
    expect(() => splitInstallments(100, 0)).toThrow(/INSTALLMENT_COUNT_INVALID/);
    expect(() => splitInstallments(100, 1.5)).toThrow(/INSTALLMENT_COUNT_INVALID/);
  });
});
