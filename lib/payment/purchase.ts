/**
 * A purchase: one buyer's intent to buy one thing, charged at most once (issue 33; Stripe's
 * PaymentIntent is the model). Every payment attempt names its purchase in the `Purchase-Id`
 * header; the sandbox and the checkout's API proxy refuse a second charge of it. This module is
 * the one place that says how a purchase is named and which answers refuse a charge, so the
 * checkout, the sandbox, the proxy and the tests agree.
 */

/** The request header that names an attempt's purchase (`schemas/api/purchase.schema.json`). */
export const purchaseIdHeader = 'Purchase-Id';

/** The `error.code` of a 409 answered to an attempt on a purchase already paid. */
export const alreadyPaidCode = 'already_paid';

/** The `error.code` of a 409 answered while another attempt of the purchase is in flight. */
export const paymentInProgressCode = 'payment_in_progress';

/**
 * What a purchase is for:
 * - `main`: the product's main order of a buyer's lead (its plan, add-ons and profiles may
 *   change until it is paid: they are the order, not the purchase);
 * - `upsell`: the offer after the main purchase, for the same lead;
 * - `record`: an account record (an invoice, a subscription to renew or upgrade, a purchase to
 *   recover), named by its id.
 */
export type PurchaseIntent =
  | { kind: 'main' | 'upsell'; productCode: string; leadId: string }
  | { kind: 'record'; recordId: string };

/**
 * 53 bits of a string's cyrb53 hash with a seed (public domain, bryc): fast, synchronous and
 * the same in every browser and in Node. Two seeds give the id its 106 bits.
 */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The words an intent is named by, before hashing (kept apart by a character ids never hold). */
function intentText(intent: PurchaseIntent): string {
  return intent.kind === 'record'
    ? `record\u0000${intent.recordId}`
    : `${intent.kind}\u0000${intent.productCode}\u0000${intent.leadId}`;
}

/**
 * The purchase id of an intent: `pur_` and 22 base-36 characters, derived from the intent alone.
 * A reload, a duplicated tab, a window opened on the payment URL, and every method the buyer
 * tries name the same purchase without storing anything; another lead, product, kind or record
 * names another. It matches the contract's pattern (`^[A-Za-z0-9_-]{8,128}$`). Not a secret:
 * it names a purchase, it grants nothing.
 */
export function purchaseIdFor(intent: PurchaseIntent): string {
  const text = intentText(intent);
  const part = (seed: number) => cyrb53(text, seed).toString(36).padStart(11, '0');
  return `pur_${part(1)}${part(2)}`;
}
