import { useCheckout } from '@/checkout/CheckoutContext';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { formatMoney } from '@/checkout/format/formatMoney';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { purchaseCopy } from '@/checkout/purchase/purchaseCopy';
import { readSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/**
 * A record's payment page opened again after a boleto or a Pix code was issued for it (the buyer
 * pressed 'Voltar'): what was issued, the way to it ('Ver boleto', 'Voltar ao código Pix'), and
 * what choosing another method means (the issued one is cancelled once the other pays). The
 * form is shown only when the buyer chooses another method.
 */
export function IssuedForRecord({
  purchase,
  onChooseOther,
}: {
  purchase: StoredPurchase;
  onChooseOther: () => void;
}) {
  const { isMozambique } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const copy = purchaseCopy(isMozambique);
  const amount = formatMoney(purchase.amount, purchase.currency);
  const boleto = purchase.method === 'bankslip' ? readSession('dataBoleto') : undefined;
  const pix = purchase.method === 'pix' ? readSession('dataPix') : undefined;
  return (
    <div data-purchase-issued={purchase.method}>
      <Heading>
        {purchase.method === 'bankslip' ? copy.boletoIssuedHeading : copy.pixIssuedHeading}
      </Heading>
      <Text>
        {fillCopy(purchase.method === 'bankslip' ? copy.boletoIssued : copy.pixIssued, { amount })}
      </Text>
      {boleto?.paymentId === purchase.reference ? (
        <LinkButton href={boleto.url} target="_blank" rel="noopener noreferrer">
          {copy.viewBoleto}
        </LinkButton>
      ) : null}
      {pix?.paymentId === purchase.reference ? (
        <Button block busy={navigating} onClick={() => void goNext({ outcome: 'pix' })}>
          {copy.backToPix}
        </Button>
      ) : null}
      <Button block variant="secondary" onClick={onChooseOther}>
        {copy.chooseOther}
      </Button>
    </div>
  );
}
