import type { JourneyFact } from '@/schemas/generated/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { readSession, removeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * Whether a stored purchase is the current buyer's (a purchase of another lead typed later in
 * the same tab is not: that buyer has paid nothing): made for the lead in session, or, on a
 * journey without a lead (a recovery, an invoice), for an account record.
 */
export function isBuyersPurchase(
  purchase: StoredPurchase | undefined,
  leadId: string | undefined,
): purchase is StoredPurchase {
  if (!purchase) return false;
  if (purchase.leadId !== undefined) return purchase.leadId === leadId;
  return purchase.recordId !== undefined;
}

/**
 * A lead just created or restored on the lead step starts that buyer's journey: a stored
 * purchase of another journey (another lead's, or an account record's, made without a lead) is
 * dropped with its upsell, Pix and boleto, so the new journey's payment step does not take it
 * for its own ('Pagamento já confirmado') nor its Pix step show that code. The lead's own
 * purchase is kept (a buyer who went back to the lead step).
 */
export function startLeadJourney(leadId: string): void {
  const purchase = readSession('dataPurchase');
  if (!purchase || purchase.leadId === leadId) return;
  removeSession('dataPurchase');
  removeSession('dataUpsell');
  removeSession('dataPix');
  removeSession('dataBoleto');
}

/** Whether the backend took the purchase: paid, or a boleto issued, or left with an attendant. */
export function hasReceipt(purchase: StoredPurchase): boolean {
  return purchase.paid === true || purchase.method === 'bankslip' || purchase.pending === true;
}

/**
 * The buyer's main purchase of this session, when it is theirs (see `isBuyersPurchase`);
 * undefined otherwise. Reads session storage: call after mount.
 */
export function readBuyerPurchase(): StoredPurchase | undefined {
  const purchase = readSession('dataPurchase');
  return isBuyersPurchase(purchase, readSession('dataLead')?.leadId) ? purchase : undefined;
}

/**
 * The upsell the buyer bought after the main purchase in this session, when it is theirs (see
 * `isBuyersPurchase`); undefined otherwise. Reads session storage: call after mount.
 */
export function readBuyerUpsell(): StoredPurchase | undefined {
  const upsell = readSession('dataUpsell');
  return isBuyersPurchase(upsell, readSession('dataLead')?.leadId) ? upsell : undefined;
}

/**
 * What the buyer's journey has at this page (lib/journey/journeyModel.ts, docs/journeys.md),
 * read from the session and the page's link: the facts a template's `needs` are checked
 * against. Reads session storage: call after mount.
 */
export function readJourneyFacts(
  page: Pick<CheckoutPageProps, 'routeParams' | 'query'>,
): Set<JourneyFact> {
  const facts = new Set<JourneyFact>();
  const lead = readSession('dataLead');
  if (lead?.leadId) facts.add('lead');
  const purchase = readBuyerPurchase();
  if (purchase && hasReceipt(purchase)) facts.add('receipt');
  if (purchase?.paid) facts.add('paid');
  if (purchase?.recordId || page.routeParams.id || page.query.subscriptionId) facts.add('record');
  if (readSession('dataPix')?.paymentId) facts.add('pix');
  if (page.query.paymentId) facts.add('processing');
  if (readBuyerUpsell()?.paid) facts.add('upsell');
  return facts;
}
