import type { ReactNode } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { AlreadyPaidView } from '@/checkout/payment/AlreadyPaidView';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { StepLoading } from '@/ui/StepLoading';

/**
 * A record's payment page (an invoice, a recovery, a renewal, an upgrade) opened again after
 * this session paid that record (the buyer pressed 'Voltar', or reloaded): the receipt of what
 * was paid and no form, as the payment step does, so the record is never charged twice. Any
 * other buyer (no purchase, or one of another record) sees the page itself, once the session
 * has been read: the page is not drawn (nor its record asked for) before that.
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
  if (purchase === undefined) return <StepLoading label="Carregando a página" />;
  if (purchase?.paid && recordId !== '' && purchase.recordId === recordId)
    return <AlreadyPaidView purchase={purchase} productTitle={page.productTitle} />;
  return <>{children}</>;
}
