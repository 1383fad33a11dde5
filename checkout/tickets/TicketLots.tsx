import { useQuery } from '@tanstack/react-query';
import { getProductTickets } from '@/checkout/api/checkoutApi';
import type { Ticket } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatMoney } from '@/checkout/format/formatMoney';
import { styled } from '@/ui/stitches.config';

const Box = styled('section', {
  margin: '0 0 $5',
  padding: '$4',
  border: '1px solid $neutralMedium',
  borderRadius: '$md',
  backgroundColor: '$neutralLow',
  // Room for a heading and two lots while they load, so the form below does not jump.
  minHeight: '148px',
});
const Title = styled('h2', {
  margin: '0 0 $3',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Lot = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: '$3',
  rowGap: '$1',
  padding: '$2 0',
  borderTop: '1px solid $neutralMedium',
  color: '$neutralHigh',
  '&:first-child': { borderTop: 'none' },
  variants: { soldOut: { true: { color: '$neutralPure' } } },
});
const LotName = styled('span', { fontWeight: '$semibold' });
const LotPrice = styled('span', { textAlign: 'right' });
const LotStatus = styled('span', {
  gridColumn: '1 / -1',
  fontSize: '$sm',
  variants: {
    tone: {
      soldOut: { color: '$neutralPure' },
      chosen: { color: '$successHigh', fontWeight: '$semibold' },
      open: { color: '$neutralHigh' },
    },
  },
});
const Waiting = styled('p', { margin: 0, fontSize: '$sm', color: '$neutralPure' });

/** How long an answer of the tickets call is shown before it is asked again. */
const ticketsStaleTimeMs = 60_000;

function left(remaining: number): string {
  return remaining === 1 ? 'resta 1 ingresso' : `restam ${remaining} ingressos`;
}

/** What a lot's line says about it (sold out, the buyer's, how many are left). */
export function lotStatus(ticket: Ticket, chosenPlanId: string | undefined): string {
  if (!ticket.available) return 'Esgotado';
  const count = ticket.remaining === null ? undefined : left(ticket.remaining);
  if (ticket.planId === chosenPlanId)
    return count ? `Seu ingresso: ${count} neste lote` : 'Seu ingresso';
  return count ? `Disponível: ${count}` : 'Disponível';
}

/**
 * The ticket lots of an event product (GET /api/v1/product/{code}/tickets), on the payment step
 * of a flow that asks for them: each lot with its price and whether it is sold out, the one the
 * buyer is buying marked with the tickets left in it. The lots tell, they do not choose: the
 * step charges its plan as always. When the call fails the box is left out (the buyer can pay
 * without it) and the failure is reported by the API client.
 */
export function TicketLots({ chosenPlanId }: { chosenPlanId: string | undefined }) {
  const { page } = useCheckout();
  const tickets = useQuery({
    queryKey: ['product-tickets', page.productCode, page.business],
    queryFn: () => getProductTickets(page.productCode, { business: page.business }),
    staleTime: ticketsStaleTimeMs,
  });
  if (tickets.isError || (tickets.data && tickets.data.tickets.length === 0)) return null;
  return (
    <Box aria-labelledby="ticket-lots-heading" aria-busy={tickets.isPending}>
      <Title id="ticket-lots-heading">Lotes de ingressos</Title>
      {tickets.data ? (
        <List>
          {tickets.data.tickets.map((ticket) => {
            const soldOut = !ticket.available;
            const chosen = !soldOut && ticket.planId === chosenPlanId;
            return (
              <Lot key={ticket.id} soldOut={soldOut} aria-current={chosen ? 'true' : undefined}>
                <LotName>{ticket.name}</LotName>
                <LotPrice>{formatMoney(ticket.amount, ticket.currency)}</LotPrice>
                <LotStatus tone={soldOut ? 'soldOut' : chosen ? 'chosen' : 'open'}>
                  {lotStatus(ticket, chosenPlanId)}
                </LotStatus>
              </Lot>
            );
          })}
        </List>
      ) : (
        <Waiting>Carregando os lotes…</Waiting>
      )}
    </Box>
  );
}
