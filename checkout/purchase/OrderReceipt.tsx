import { formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { amountInInstallments } from '@/checkout/payment/installmentLabel';
import { firstChargeAmountText } from '@/checkout/purchase/trialCopy';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { Card } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $3',
  margin: 0,
  fontSize: '$sm',
});
const Term = styled('dt', { color: '$neutralPure' });
const Detail = styled('dd', {
  margin: 0,
  color: '$neutralHigh',
  fontWeight: '$semibold',
  textAlign: 'right',
  overflowWrap: 'anywhere',
});
const Receipt = styled(Card, { marginTop: '$4' });
const Title = styled('h2', { margin: '0 0 $3', fontSize: '$md', fontWeight: '$semibold' });

const methodNames: Record<StoredPurchase['method'], string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
  'm-pesa': 'M-Pesa',
  'credit-card-in-person': 'Cartão na maquininha (presencial)',
  'pix-in-person': 'Pix no balcão (presencial)',
  cash: 'Dinheiro (presencial)',
  cheque: 'Cheque (presencial)',
  livelo: 'Pontos Livelo',
};

/** How a purchase was paid, in the buyer's words ('Cartão de crédito', 'Pix', 'Boleto'…). */
export function purchaseMethodName(method: StoredPurchase['method']): string {
  return methodNames[method];
}

/**
 * What the buyer bought, on the success step: product, plan, amount (with the installments, as
 * they are charged: they add up to the amount), payment method and the order reference to quote
 * to support. A payment that started a free trial says nothing was charged now, and the amount
 * and date of the first charge (from the payment answer).
 */
export function OrderReceipt({
  purchase,
  productTitle,
}: {
  purchase: StoredPurchase;
  productTitle: string;
}) {
  const amount = purchase.livelo
    ? formatLiveloPrice(purchase.livelo)
    : amountInInstallments(purchase.amount, purchase.installments, purchase.currency);
  const trial = purchase.trial;
  return (
    <Receipt aria-labelledby="order-receipt-title">
      <Title id="order-receipt-title">Resumo do pedido</Title>
      <List>
        <Term>Produto</Term>
        <Detail>{productTitle}</Detail>
        {purchase.planName ? (
          <>
            <Term>Plano</Term>
            <Detail>{purchase.planName}</Detail>
          </>
        ) : null}
        {trial ? (
          <>
            <Term>Cobrado agora</Term>
            <Detail>{formatMoney(0, purchase.currency)}</Detail>
            <Term>Primeira cobrança</Term>
            <Detail>{firstChargeAmountText(trial, purchase.currency)}</Detail>
            <Term>Data da primeira cobrança</Term>
            <Detail>{formatDate(trial.firstChargeAt)}</Detail>
          </>
        ) : (
          <>
            <Term>Valor</Term>
            <Detail>{amount}</Detail>
          </>
        )}
        <Term>Forma de pagamento</Term>
        <Detail>{purchaseMethodName(purchase.method)}</Detail>
        <Term>Pedido</Term>
        <Detail>{purchase.reference}</Detail>
        {purchase.pending ? (
          <>
            <Term>Situação</Term>
            <Detail>Aguardando confirmação do atendimento</Detail>
          </>
        ) : null}
      </List>
    </Receipt>
  );
}
