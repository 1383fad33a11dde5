import { useCheckout } from '@/checkout/CheckoutContext';
import { formatMoney } from '@/checkout/format/formatMoney';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { purchaseCopy } from '@/checkout/purchase/purchaseCopy';
import type { LedgerPix } from '@/checkout/purchase/purchaseLedger';
import { Button } from '@/ui/Button';
import { StatusMessage } from '@/ui/StatusMessage';

/**
 * What a payment form says above its methods about the purchase: a Pix code of it waits to be
 * paid (paying otherwise cancels it; 'Voltar ao código Pix' goes back to it, when the flow has a
 * Pix step), or the attempt sent before a reload turned out not to be paid (nothing charged).
 */
export function PurchaseNotice({ pendingPix, retry }: { pendingPix?: LedgerPix; retry?: boolean }) {
  const { page, isMozambique } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const copy = purchaseCopy(isMozambique);
  if (pendingPix) {
    const hasPixStep = Boolean(page.step.nextStepIds.pix);
    return (
      <div data-purchase-notice="pix">
        <StatusMessage tone="info">
          {fillCopy(copy.pendingPix, {
            amount: formatMoney(pendingPix.amount, pendingPix.currency),
          })}
        </StatusMessage>
        {hasPixStep ? (
          <Button
            type="button"
            variant="secondary"
            block
            busy={navigating}
            onClick={() => void goNext({ outcome: 'pix' })}
          >
            {copy.backToPix}
          </Button>
        ) : null}
      </div>
    );
  }
  return retry ? <StatusMessage tone="info">{copy.retryText}</StatusMessage> : null;
}
