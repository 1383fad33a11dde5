/**
 * How a total is split into card installments: the one rule the checkout's labels, the plan
 * summaries, the receipt and the sandbox's prices follow. Amounts are integer minor units.
 */

/** A total split into installments: the first carries the cents the division leaves over. */
export interface InstallmentSplit {
  /** How many installments. */
  count: number;
  /** The first installment: `rest` plus the remainder of the division. */
  first: number;
  /** Each of the other `count - 1` installments. */
  rest: number;
}

/**
 * Splits `total` into `count` installments whose sum is exactly `total`: every installment
 * is the total divided by the count, rounded down, and the first one also carries the
 * remainder, as card schedules do (R$1.237,00 in 12x: R$103,12 then 11 of R$103,08).
 *
 * @throws RangeError when `total` is not a non-negative integer or `count` not a positive one.
 */
export function splitInstallments(total: number, count: number): InstallmentSplit {
  if (!Number.isInteger(total) || total < 0) {
    throw new RangeError(`INSTALLMENT_TOTAL_INVALID: ${total} is not a non-negative integer`);
  }
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`INSTALLMENT_COUNT_INVALID: ${count} is not a positive integer`);
  }
  const rest = Math.floor(total / count);
  return { count, first: rest + (total - rest * count), rest };
}

/** Every installment of a split, in order (the first carries the remainder). */
export function installmentAmounts(split: InstallmentSplit): number[] {
  return Array.from({ length: split.count }, (_, index) =>
    index === 0 ? split.first : split.rest,
  );
}

/** Whether every installment of a split is the same amount. */
export function isEvenSplit(split: InstallmentSplit): boolean {
  return split.first === split.rest;
}
