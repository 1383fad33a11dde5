import { Card } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';

/**
 * A card of an account screen's summary (invoice, plans, amount due, buyer): the design-system
 * card without the space the last paragraph would leave at its bottom.
 */
export const SummaryCard = styled(Card, {
  '& > :last-child': { marginBottom: 0 },
});

/** The small heading of a summary card ('Plano atual', 'Valor a pagar'). */
export const SummaryLabel = styled('h2', {
  margin: '0 0 $2',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});
