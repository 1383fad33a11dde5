import dynamic from 'next/dynamic';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { AlreadyPaidView } from '@/checkout/payment/AlreadyPaidView';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { usePurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import type { PurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { StepLoading } from '@/ui/StepLoading';

// Shown only to a buyer who comes back to a record with a payment under way or issued.
const PurchaseGuardView = dynamic(
  () => import('@/checkout/purchase/PurchaseGuardView').then((module) => module.PurchaseGuardView),
  { loading: () => <StepLoading label="Verificando o pagamento" /> },
);
const IssuedForRecord = dynamic(
  () => import('@/checkout/purchase/IssuedForRecord').then((module) => module.IssuedForRecord),
  { loading: () => <StepLoading label="Carregando a página" /> },
);

/** What a record's payment form needs of its purchase: its id, and the guard's 409 handling. */
export interface RecordPurchase {
  /** The purchase of the record (lib/payment/purchase.ts), sent with every attempt. */
  purchaseId: string | undefined;
  /** Takes an attempt's failure about the purchase (see `PurchaseGuard.settleConflict`). */
  settleConflict: (error: unknown) => boolean;
}

const RecordPurchaseContext = createContext<RecordPurchase>({
  purchaseId: undefined,
  settleConflict: () => false,
});

/** The record's purchase, for the payment form inside {@link AlreadyPaidForRecord}. */
export function useRecordPurchase(): RecordPurchase {
  return useContext(RecordPurchaseContext);
}

/**
 * A record's payment page (an invoice, a recovery, a renewal, an upgrade) guarded like the
 * payment step, so the record is never charged twice:
 * - paid in this session (the buyer pressed 'Voltar', or reloaded), or in another tab: the
 *   receipt of what was paid and no form;
 * - an attempt under way in another tab, or sent before a reload: its outcome first;
 * - a boleto or a Pix code already issued for the record: that is said first ('Boleto emitido'),
 *   with the way to it, and the form only when the buyer chooses another method (the issued
 *   one is then cancelled when the other pays);
 * - otherwise the page itself, once the session has been read (the page is not drawn, nor its
 *   record asked for, before that). Every attempt of the form names the record's purchase
 *   (`useRecordPurchase`).
 */
export function AlreadyPaidForRecord({
  recordId,
  children,
}: {
  recordId: string;
  children: ReactNode;
}) {
  const { page } = useCheckout();
  const purchase = useBuyerPurchase();
  const ours = purchase && recordId !== '' && purchase.recordId === recordId ? purchase : null;
  const guard = usePurchaseGuard(
    () => (recordId ? { kind: 'record', recordId } : undefined),
    ours?.paid ? ours : undefined,
  );
  const [otherMethod, setOtherMethod] = useState(false);
  const purchaseId = recordId ? purchaseIdFor({ kind: 'record', recordId }) : undefined;
  const { settleConflict } = guard;
  const value = useMemo(() => ({ purchaseId, settleConflict }), [purchaseId, settleConflict]);

  if (purchase === undefined) return <StepLoading label="Carregando a página" />;
  const state = guard.state;
  if (state.kind === 'paid' && state.purchase)
    return <AlreadyPaidView purchase={state.purchase} productTitle={page.productTitle} />;
  if (state.kind !== 'free') return <RecordGuardView guard={guard} recordId={recordId} />;
  // A boleto or a Pix code issued for this record and not paid: said before any form.
  if (ours && !ours.paid && (ours.method === 'bankslip' || ours.method === 'pix') && !otherMethod)
    return <IssuedForRecord purchase={ours} onChooseOther={() => setOtherMethod(true)} />;
  return <RecordPurchaseContext.Provider value={value}>{children}</RecordPurchaseContext.Provider>;
}

function RecordGuardView({ guard, recordId }: { guard: PurchaseGuard; recordId: string }) {
  const { page } = useCheckout();
  return (
    <PurchaseGuardView
      guard={guard}
      sessionKey="dataPurchase"
      context={{
        recordId,
        productCode: page.productCode,
        productName: page.productTitle,
        planName: () => undefined,
      }}
    />
  );
}
