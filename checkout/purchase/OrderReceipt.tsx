import { Fragment, useId } from 'react';
import { receiptRows } from '@/checkout/purchase/receiptRows';
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

/** The title of the upsell's receipt, next to the main purchase's 'Resumo do pedido'. */
export const upsellReceiptTitle = 'Resumo da compra adicional';

/**
 * What the buyer bought, on the success step: product, plan, each add-on with its price,
 * amount (with the installments, as they are charged: they add up to the amount), payment
 * method and the order reference to quote to support (see `receiptRows`). A payment that
 * started a free trial says nothing was charged now, and the amount and date of the first
 * charge (from the payment answer). `title` names the receipt when a page shows more than one
 * (the upsell's, next to the main purchase's).
 */
export function OrderReceipt({
  purchase,
  productTitle,
  title = 'Resumo do pedido',
}: {
  purchase: StoredPurchase;
  productTitle: string;
  title?: string;
}) {
  const titleId = useId();
  return (
    <Receipt aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <List>
        {receiptRows(purchase, productTitle).map((row, index) => (
          <Fragment key={`${row.term}-${index}`}>
            <Term>{row.term}</Term>
            <Detail>{row.detail}</Detail>
          </Fragment>
        ))}
      </List>
    </Receipt>
  );
}
