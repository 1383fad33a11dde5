import { useEffect, useRef } from 'react';
import { getPurchase } from '@/checkout/api/checkoutApi';
import type { PurchaseResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { isBeingPaidInAnotherTab } from '@/checkout/purchase/payPurchase';
import { purchaseCopy } from '@/checkout/purchase/purchaseCopy';
import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import { storedPurchaseFromServer } from '@/checkout/purchase/storedPurchaseFromServer';
import type { PurchaseContext } from '@/checkout/purchase/storedPurchaseFromServer';
import type { PurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { logger } from '@/platform/logger';
import { Heading, Text } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';

/** How often the API is asked while an attempt of the purchase is under way, ms. */
export const purchasePollMs = 2000;

/** Which session key holds the purchase the form pays. */
export type PurchaseSessionKey = 'dataPurchase' | 'dataUpsell';

/** What the guard's views need besides the guard. */
export interface PurchaseGuardViewProps {
  guard: PurchaseGuard;
  /** What the page knows to make the receipt of a payment it did not see. */
  context: PurchaseContext;
  /** The session key the page keeps this purchase in. */
  sessionKey: PurchaseSessionKey;
}

/**
 * Records a purchase found paid (by the API, or by another tab through the ledger) where this
 * tab's next steps read it: the session key of the form's purchase, and the ledger.
 */
export function keepPaidPurchase(
  purchaseId: string,
  purchase: StoredPurchase,
  sessionKey: PurchaseSessionKey,
): void {
  if (readSession(sessionKey)?.reference !== purchase.reference || !readSession(sessionKey)?.paid)
    writeSession(sessionKey, purchase);
  updatePurchaseLedger(purchaseId, { paid: purchase, attemptStartedAt: undefined });
}

/**
 * Applies the API's answer about the purchase to the guard: paid (the receipt, kept), still in
 * progress (keep waiting), or open (the attempt ended without a payment: the form again, unless
 * another tab still holds the purchase).
 */
async function applyServerPurchase(
  purchase: PurchaseResponse,
  { guard, context, sessionKey }: PurchaseGuardViewProps,
): Promise<'done' | 'waiting'> {
  const purchaseId = guard.purchaseId;
  if (!purchaseId) return 'done';
  if (purchase.status === 'paid' && purchase.paid) {
    const stored = storedPurchaseFromServer(purchase.paid, context);
    keepPaidPurchase(purchaseId, stored, sessionKey);
    guard.markPaid(stored);
    return 'done';
  }
  if (purchase.status === 'in_progress') return 'waiting';
  if (await isBeingPaidInAnotherTab(purchaseId)) return 'waiting';
  updatePurchaseLedger(purchaseId, { attemptStartedAt: undefined });
  guard.markFailed();
  return 'done';
}

/**
 * The views of a payment form's purchase guard while the form may not pay: the purchase found
 * paid by the API (its receipt is recorded, then shown by the form's `AlreadyPaidView`), an
 * attempt being confirmed after a reload ('Estamos confirmando seu pagamento…'), another tab
 * paying it. While an attempt is under way it asks the API every 2 s (`purchasePollMs`) and
 * shows the outcome: the receipt once paid, the form again once the attempt is known to have
 * failed. Loaded only when needed (a buyer who reloads or pays in two tabs).
 */
export function PurchaseGuardView(props: PurchaseGuardViewProps) {
  const { isMozambique } = useCheckout();
  const copy = purchaseCopy(isMozambique);
  const { guard } = props;
  const state = guard.state;
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // Found paid by the API in a 409 answer: record and show the receipt.
  const fromServer = state.kind === 'paid' ? state.fromServer : undefined;
  useEffect(() => {
    if (fromServer) void applyServerPurchase(fromServer, latest.current);
  }, [fromServer]);

  // Paid in another tab (the ledger said so): this tab's next steps need it too.
  const paidElsewhere = state.kind === 'paid' ? state.purchase : undefined;
  useEffect(() => {
    const purchaseId = latest.current.guard.purchaseId;
    if (paidElsewhere && purchaseId)
      keepPaidPurchase(purchaseId, paidElsewhere, latest.current.sessionKey);
  }, [paidElsewhere]);

  const waiting = state.kind === 'confirming' || state.kind === 'elsewhere';
  useEffect(() => {
    const purchaseId = guard.purchaseId;
    if (!waiting || !purchaseId) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const purchase = await getPurchase(purchaseId);
        if (!live) return;
        if ((await applyServerPurchase(purchase, latest.current)) === 'done') return;
      } catch (error) {
        logger.warning('PURCHASE_STATUS_UNKNOWN: could not read the purchase; asking again', {
          error,
          context: { purchaseId },
        });
      }
      if (live) timer = setTimeout(() => void ask(), purchasePollMs);
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [waiting, guard.purchaseId]);

  if (state.kind === 'elsewhere') {
    return (
      <div data-purchase-guard="elsewhere">
        <Heading>{copy.elsewhereHeading}</Heading>
        <Text role="status">{copy.elsewhereText}</Text>
        <Spinner label={copy.waitingLabel} />
      </div>
    );
  }
  return (
    <div data-purchase-guard="confirming">
      <Heading>{copy.confirmingHeading}</Heading>
      <Text role="status">{copy.confirmingText}</Text>
      <Spinner label={copy.waitingLabel} />
    </div>
  );
}
