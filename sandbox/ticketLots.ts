import type { Ticket } from '@/schemas/generated/apiTypes';
import type { CataloguePlan } from '@/sandbox/catalogueTypes';
import { unprocessable } from '@/lib/http/httpError';

/** Tickets left in the lot a plan sells; null when the catalogue does not count its lot. */
export function ticketsLeft(plan: CataloguePlan): number | null {
  const lot = plan.ticketLot;
  return lot === undefined ? null : Math.max(0, lot.capacity - lot.sold);
}

/**
 * A plan as a ticket lot (GET /api/v1/product/{code}/tickets): its price and installments, the
 * lot's name (else the plan's), what is left and whether it can still be bought. Read from the
 * catalogue's `ticketLot`; a plan without one is an uncounted lot, always available.
 */
export function ticketOf(plan: CataloguePlan): Ticket {
  const remaining = ticketsLeft(plan);
  return {
    id: `tkt_${plan.id}`,
    planId: plan.id,
    name: plan.ticketLot?.name ?? plan.name,
    currency: plan.currency,
    amount: plan.amount,
    installments: plan.installments,
    available: remaining === null || remaining > 0,
    remaining,
  };
}

/** A payment of a sold-out lot is refused: 422 `ticket_sold_out` naming the plan field. */
export function requireTicketsLeft(plan: CataloguePlan, field = 'planId'): void {
  if (ticketsLeft(plan) === 0) {
    throw unprocessable(
      field,
      'ticket_sold_out',
      `names plan '${plan.id}', whose ticket lot '${plan.ticketLot?.name ?? plan.name}' is sold out`,
    );
  }
}
