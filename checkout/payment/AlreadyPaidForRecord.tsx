import type { ReactNode } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { AlreadyPaidView } from '@/checkout/payment/AlreadyPaidView';
import { usePaidPurchase } from '@/checkout/payment/usePaidPurchase';

/**
 * A record's payment page (an invoice, a recovery, a renewal, an upgrade) opened again after
 * this session paid that record (the buyer pressed 'Voltar', or reloaded): the receipt of what
 * was paid and no form, as the payment step does, so the record is never charged twice. Any
 * other buyer (no purchase, or one of another record) sees the page itself.
 */
export function AlreadyPaidForRecord({
  recordId,
  children,
}: {
  recordId: string;
  children: ReactNode;
}) {
  const { page } = useCheckout();
  const paid = usePaidPurchase('main');
  if (paid && recordId !== '' && paid.recordId === recordId)
    return <AlreadyPaidView purchase={paid} productTitle={page.productTitle} />;
  return <>{children}</>;
}
