import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { OrderReceipt } from '@/checkout/purchase/OrderReceipt';
import { trialChargeSentence } from '@/checkout/purchase/trialCopy';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { messages } from '@/lib/validation/messages';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

/** The outcome of the payment step the buyer left by when they paid this way. */
function outcomeOf(purchase: StoredPurchase): string {
  if (purchase.method === 'pix') return 'pix';
  if (purchase.method === 'm-pesa') return 'm-pesa';
  return 'approved';
}

/**
 * A payment step opened again after its purchase was paid (the buyer pressed 'Voltar' on the
 * next page, or reloaded it): no form, so nothing can be charged twice; the receipt of what was
 * paid (or of the free trial it started: nothing charged now, the first charge's date and amount)
 * and a button that goes on the way the payment went. A paid Pix goes on from the flow's
 * Pix step, where the `paid` outcome leads.
 */
export function AlreadyPaidView({
  purchase,
  productTitle,
  outcome: stepOutcome,
}: {
  purchase: StoredPurchase;
  productTitle: string;
  /** The outcome 'Continuar' leaves the step by, when the step says (the Pix step: `paid`). */
  outcome?: string;
}) {
  const { page } = useCheckout();
  const { goNext, goToStep, navigating } = useStepNavigation();
  const [failure, setFailure] = useState<string | undefined>(undefined);

  async function goOn() {
    setFailure(undefined);
    try {
      if (stepOutcome) {
        await goNext({ outcome: stepOutcome });
        return;
      }
      const outcome = outcomeOf(purchase);
      const pixStep = page.productFlow.steps.find((s) => s.id === page.step.nextStepIds.pix);
      const afterPix = pixStep?.nextStepIds.paid ?? pixStep?.defaultNextStepId;
      if (outcome === 'pix' && afterPix) await goToStep(afterPix);
      else await goNext({ outcome });
    } catch (error) {
      logger.error('PAID_STEP_NEXT_FAILED: could not go on from a payment already paid', {
        error,
        context: { stepId: page.step.id, reference: purchase.reference },
      });
      setFailure(messages.general.unexpected);
    }
  }

  return (
    <div data-already-paid="">
      {purchase.trial ? (
        <>
          <Heading>Período grátis já ativado</Heading>
          <Text>
            {`Seu período grátis já começou e este pedido não será feito de novo. ${trialChargeSentence(purchase.trial, purchase.currency)} Os detalhes foram enviados para o seu e-mail.`}
          </Text>
        </>
      ) : (
        <>
          <Heading>Pagamento já confirmado</Heading>
          <Text>
            Este pedido já foi pago e não será cobrado de novo. O comprovante foi enviado para o seu
            e-mail.
          </Text>
        </>
      )}
      <OrderReceipt purchase={purchase} productTitle={productTitle} />
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      <Button block busy={navigating} onClick={() => void goOn()}>
        Continuar
      </Button>
    </div>
  );
}
