import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import type { PurchaseResponse } from '@/checkout/api/types';
import {
  isBeingPaidInAnotherTab,
  isPaymentInAnotherTab,
  isPayingHere,
} from '@/checkout/purchase/payPurchase';
import { readPurchaseLedger, subscribePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import type { LedgerPix } from '@/checkout/purchase/purchaseLedger';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdFor } from '@/lib/payment/purchase';
import type { PurchaseIntent } from '@/lib/payment/purchase';

/**
 * Where the buyer's purchase stands for a payment form, across reloads and tabs:
 * - `free`: the form may take a payment (`pendingPix`: a Pix code of the purchase waits to be
 *   paid, which the form says before offering another method; `retry`: an earlier attempt was
 *   found to have failed after a reload);
 * - `confirming`: an attempt this browser sent has no known end (the page was reloaded or
 *   closed while paying, or the API answered payment_in_progress): the API is asked until it
 *   ends; no form meanwhile;
 * - `elsewhere`: another tab of this browser is paying the purchase; no form meanwhile;
 * - `paid`: the purchase is paid: its receipt, never a second charge. `fromServer` carries the
 *   API's purchase when the receipt must be built from it.
 */
export type PurchaseGuardState =
  | { kind: 'free'; pendingPix?: LedgerPix; retry?: boolean }
  | { kind: 'confirming' }
  | { kind: 'elsewhere' }
  | { kind: 'paid'; purchase?: StoredPurchase; fromServer?: PurchaseResponse };

/** What a payment form gets from {@link usePurchaseGuard}. */
export interface PurchaseGuard {
  /** The purchase, once the guard found something about it (undefined while it is free). */
  purchaseId: string | undefined;
  /** The purchase the form pays now, from the buyer's session (read when paying). */
  currentId: () => string | undefined;
  state: PurchaseGuardState;
  /**
   * Takes a failed attempt's error: a 409 already_paid or payment_in_progress of the API, or
   * another tab paying, moves the guard (true: the form shows the guard's view, not a failure
   * message); anything else is the form's own failure (false).
   */
  settleConflict: (error: unknown) => boolean;
  /** The purchase was found paid (`confirming` asked the API): show its receipt. */
  markPaid: (purchase: StoredPurchase) => void;
  /** The attempt that was being confirmed ended without a payment: the form may pay again. */
  markFailed: () => void;
}

function isUnexpired(pix: LedgerPix | undefined): pix is LedgerPix {
  return pix !== undefined && Date.parse(pix.expiresAt) > Date.now();
}

/** The API's purchase carried by a 409 answer, if any. */
function conflictPurchase(error: unknown): PurchaseResponse | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  if (error.code !== alreadyPaidCode && error.code !== paymentInProgressCode) return undefined;
  const purchase = (error.body as { purchase?: PurchaseResponse } | undefined)?.purchase;
  return (
    purchase ?? {
      purchaseId: '',
      status: error.code === alreadyPaidCode ? 'paid' : 'in_progress',
      refunds: [],
    }
  );
}

/**
 * The purchase guard of a payment form (see {@link PurchaseGuardState}), from what this browser
 * knows of the purchase (the purchase ledger) and the API's answers. It follows the ledger: a
 * tab that pays tells the others, and a reloaded page finds the attempt it had sent. `intent`
 * names the purchase from the buyer's session; it is read after mount (the server's HTML and
 * the hydrating render have no session), and a form whose purchase the browser knows nothing of
 * is not rendered again for it. `paidHere` is the purchase this tab already holds as paid
 * (session storage), which wins.
 */
export function usePurchaseGuard(
  intent: () => PurchaseIntent | undefined,
  paidHere?: StoredPurchase,
  sessionKey: 'dataPurchase' | 'dataUpsell' = 'dataPurchase',
): PurchaseGuard {
  const intentRef = useRef(intent);
  useEffect(() => {
    intentRef.current = intent;
  });
  const [found, setFound] = useState<{ purchaseId: string; state: PurchaseGuardState }>();

  useEffect(() => {
    const named = intentRef.current();
    if (!named) return undefined;
    const purchaseId = purchaseIdFor(named);
    let live = true;
    const show = (next: PurchaseGuardState) =>
      setFound((current) => {
        if (current ? sameState(current.state, next) : next.kind === 'free' && !next.pendingPix)
          return current;
        return { purchaseId, state: next };
      });
    const read = () => {
      const next = stateFromLedger(purchaseId);
      // Paid in another tab: this tab's next steps read the purchase from its own session.
      if (next.kind === 'paid' && next.purchase) keepInSession(next.purchase, sessionKey);
      if (next.kind !== 'confirming') {
        show(next);
        return;
      }
      // An attempt without an end: this browser's other tab paying it, or a page gone mid-payment.
      void isBeingPaidInAnotherTab(purchaseId).then((elsewhere) => {
        if (live) show(elsewhere ? { kind: 'elsewhere' } : next);
      });
    };
    read();
    const stop = subscribePurchaseLedger(purchaseId, read);
    return () => {
      live = false;
      stop();
    };
  }, [sessionKey]);

  const currentId = useCallback((): string | undefined => {
    const named = intentRef.current();
    return named ? purchaseIdFor(named) : undefined;
  }, []);
  const settleConflict = useCallback(
    (error: unknown): boolean => {
      const purchaseId = currentId();
      if (!purchaseId) return false;
      if (isPaymentInAnotherTab(error)) {
        setFound({ purchaseId, state: { kind: 'elsewhere' } });
        return true;
      }
      const purchase = conflictPurchase(error);
      if (!purchase) return false;
      setFound({
        purchaseId,
        state:
          purchase.status === 'paid'
            ? { kind: 'paid', fromServer: purchase }
            : { kind: 'confirming' },
      });
      return true;
    },
    [currentId],
  );
  const markPaid = useCallback(
    (purchase: StoredPurchase) => {
      const purchaseId = currentId();
      if (purchaseId) setFound({ purchaseId, state: { kind: 'paid', purchase } });
    },
    [currentId],
  );
  const markFailed = useCallback(() => {
    const purchaseId = currentId();
    if (purchaseId) setFound({ purchaseId, state: { kind: 'free', retry: true } });
  }, [currentId]);

  const state: PurchaseGuardState = paidHere
    ? { kind: 'paid', purchase: paidHere }
    : (found?.state ?? { kind: 'free' });
  return { purchaseId: found?.purchaseId, currentId, state, settleConflict, markPaid, markFailed };
}

/** Stores a purchase found paid elsewhere under the form's session key, unless it is there. */
function keepInSession(purchase: StoredPurchase, sessionKey: 'dataPurchase' | 'dataUpsell'): void {
  const stored = readSession(sessionKey);
  if (stored?.reference !== purchase.reference || !stored.paid) writeSession(sessionKey, purchase);
}

/** The guard's state from the ledger alone (`confirming` may turn out `elsewhere`). */
function stateFromLedger(purchaseId: string): PurchaseGuardState {
  const entry = readPurchaseLedger(purchaseId);
  if (entry?.paid) return { kind: 'paid', purchase: entry.paid };
  if (entry?.attemptStartedAt !== undefined && !isPayingHere(purchaseId))
    return { kind: 'confirming' };
  const pix = entry?.pix;
  return isUnexpired(pix) ? { kind: 'free', pendingPix: pix } : { kind: 'free' };
}

function sameState(a: PurchaseGuardState, b: PurchaseGuardState): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'free' && b.kind === 'free')
    return a.pendingPix?.paymentId === b.pendingPix?.paymentId && a.retry === b.retry;
  if (a.kind === 'paid' && b.kind === 'paid')
    return a.purchase?.reference === b.purchase?.reference;
  return true;
}
