import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { readBuyerPurchase } from '@/checkout/journey/journeyFacts';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';

/**
 * A step reached without what it needs (no payment in this session on a success page, no Pix
 * code, a purchase already gone): nothing is said to be confirmed; the buyer can start again
 * at the flow's first step. A flow that starts from a link naming a record (/recovery/[id],
 * /payment/[id], /renew/[id]) starts again at that record when the session knows it; otherwise
 * the buyer is told to open the link again, instead of a button that cannot work.
 */
export function JourneyLostView() {
  const { page } = useCheckout();
  const { restart, canRestart, navigating } = useStepNavigation();
  const copy = useCopy();
  const [params] = useState<Record<string, string>>(() => {
    const id = readBuyerPurchase()?.recordId ?? page.routeParams.id;
    const known: Record<string, string> = id ? { id } : {};
    return known;
  });
  const restartable = canRestart(params);
  return (
    <div data-success-variant="none" data-journey-lost="">
      <Heading>Não encontramos um pagamento seu</Heading>
      {restartable ? (
        <>
          <Text>{copy.journeyLost.canRestart}</Text>
          <Button block busy={navigating} onClick={() => void restart({ params })}>
            Começar de novo
          </Button>
        </>
      ) : (
        <Text>{copy.journeyLost.cannotRestart}</Text>
      )}
    </div>
  );
}
