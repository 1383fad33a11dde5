import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';

/**
 * Thrown when another tab of this browser is paying the same purchase: nothing was sent. The
 * form shows that a payment is under way in another tab, and the receipt once it is paid.
 */
export class PaymentInAnotherTabError extends Error {
  readonly purchaseId: string;

  constructor(purchaseId: string) {
    super(`PAYMENT_IN_ANOTHER_TAB: purchase '${purchaseId}' is being paid in another tab`);
    this.name = 'PaymentInAnotherTabError';
    this.purchaseId = purchaseId;
  }
}

/** Whether an error says another tab is paying the purchase. */
export function isPaymentInAnotherTab(error: unknown): error is PaymentInAnotherTabError {
  return error instanceof PaymentInAnotherTabError;
}

/** The purchases this tab is paying now (its own attempts, which its guard does not wait for). */
const payingHere = new Set<string>();

/** Whether this tab is paying the purchase now. */
export function isPayingHere(purchaseId: string): boolean {
  return payingHere.has(purchaseId);
}

/** The Web Lock a purchase's attempt holds while it is under way. */
export function purchaseLockName(purchaseId: string): string {
  return `trilha-purchase:${purchaseId}`;
}

/**
 * Runs one attempt of a purchase (its retries included) so that no other tab of this browser
 * pays the purchase at the same time: it holds the purchase's Web Lock, taken only if free
 * (another tab holding it rejects with {@link PaymentInAnotherTabError} at once, nothing sent),
 * and marks the attempt in the purchase ledger until it ends, so a page reloaded meanwhile (its
 * lock is gone with it) knows to ask the API how the attempt ended before offering to pay again.
 * A browser without Web Locks runs the attempt as it is: the API's purchase guard still
 * refuses a second charge (409 payment_in_progress).
 */
export async function payPurchaseExclusively<R>(
  purchaseId: string,
  work: () => Promise<R>,
): Promise<R> {
  const marked = async () => {
    payingHere.add(purchaseId);
    updatePurchaseLedger(purchaseId, { attemptStartedAt: Date.now() });
    try {
      return await work();
    } finally {
      payingHere.delete(purchaseId);
      updatePurchaseLedger(purchaseId, { attemptStartedAt: undefined });
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return marked();
  return locks.request(purchaseLockName(purchaseId), { ifAvailable: true }, async (lock) => {
    if (!lock) throw new PaymentInAnotherTabError(purchaseId);
    return marked();
  });
}

/** Whether another tab of this browser holds the purchase's lock (an attempt under way there). */
export async function isBeingPaidInAnotherTab(purchaseId: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return false;
  const state = await locks.query();
  return (state.held ?? []).some((lock) => lock.name === purchaseLockName(purchaseId));
}
