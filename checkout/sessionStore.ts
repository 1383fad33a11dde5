/**
 * Typed access to the checkout's session-storage keys (spec §3). Every value is JSON.
 * Reads survive anything a browser can hold: a missing key, bad JSON or a disabled or
 * full storage all read as `undefined` and never throw, so a buyer's page never breaks on
 * what an earlier page (or an extension) left behind.
 *
 * Card number, CVV and expiry are deliberately absent from these types: card data never
 * leaves the payment form except in the payment call.
 */

import type {
  LiveloAccount,
  LiveloDevice,
  LiveloPaymentType,
  Plan,
  TestLocation,
  TrialSchedule,
} from '@/checkout/api/types';
import type { CardBrandValue } from '@/schemas/generated/types';

/** What the lead step stores about the buyer. */
export interface StoredLead {
  leadId: string;
  name: string;
  email: string;
  phone: string;
  /** The phone confirmed by SMS on the phone-verification step, so Voltar does not ask again. */
  verifiedPhone?: string;
  /**
   * The last SMS code sent on the phone-verification step: to which number (masked, as the
   * backend answered), for which phone, and when (Unix ms); a reload within the resend wait
   * shows it instead of asking for another.
   */
  smsSent?: { phone: string; sentTo: string; at: number };
}

/** The buyer's form data, restored into the checkout context on the next page. */
export interface StoredForm {
  name?: string;
  email?: string;
  phone?: string;
  document?: string;
  /** The city (and UF) a military-exam buyer chose to sit the exam in. */
  testLocation?: TestLocation;
}

/** What the Pix step needs to show its code again after a reload. */
export interface StoredPix {
  paymentId: string;
  brCode: string;
  expiresAt: string;
  amount: number;
  /** The purchase token of the payment, for the success step once the Pix is paid. */
  token?: string;
}

/**
 * What the Livelo steps carry from one to the next (/livelo/cpf to /livelo/payment): the CPF,
 * the account as priced for the plan, and the buyer's choices. Not one of spec §3's keys: the
 * spec names the Livelo routes but not their storage.
 */
export interface StoredLivelo {
  /** The CPF as typed, '000.000.000-00'. */
  cpf: string;
  mode: 'livelo' | 'livelo-accrual';
  account: LiveloAccount;
  type?: LiveloPaymentType;
  device?: LiveloDevice;
  sentTo?: string;
  /** Unix ms before which no new code may be asked for. */
  resendAt?: number;
  /** The authorization a verified code gave; cleared once paid. */
  authorization?: string;
}

/**
 * A purchase the buyer made in this session, written when the backend accepts a payment: the
 * success steps show it (and say nothing is confirmed without it), the payment step shows it
 * instead of charging again, and the journey guard reads from it what the journey has (spec
 * §3 has no such key). No card data: method and brand only.
 */
export interface StoredPurchase {
  /** The lead the payment was made for: a purchase of another buyer is not shown. */
  leadId?: string;
  /**
   * The account record the payment was made for (a purchase to recover, an invoice, a
   * subscription), for journeys that start from a link and have no lead.
   */
  recordId?: string;
  /** The product the purchase belongs to. */
  productCode?: string;
  /** The payment id, shown as the order reference. */
  reference: string;
  /**
   * The product the payment step charged for, as it named it: the page's product for the main
   * purchase, the upsell's own product for an upsell. Absent on purchases recorded without it
   * (the receipt then names the page's product).
   */
  productName?: string;
  planId: string;
  planName: string;
  /**
   * The add-ons paid in the same payment (an order bump), each priced as the payment that the
   * backend accepted sent it; `amount` includes them. Absent when there were none.
   */
  addOns?: StoredAddOn[];
  /** Amount charged now, in minor units (0 when the payment started a free trial). */
  amount: number;
  currency: Plan['currency'];
  /** How it was paid (spec §3 payment method values). */
  method:
    | 'credit-card'
    | 'pix'
    | 'bankslip'
    | 'm-pesa'
    | 'credit-card-in-person'
    | 'pix-in-person'
    | 'cash'
    | 'cheque'
    | 'livelo';
  /**
   * Paid: a card approved (or verified for a free trial: nothing is owed now), a Pix seen paid,
   * points redeemed. False or absent while a Pix waits to be paid, a boleto is issued or an
   * attendant has the order.
   */
  paid?: boolean;
  /**
   * The free trial the payment started, as the payment answer gave it (days, the date and
   * amount of the first charge and its installments); absent when the payment was charged now.
   */
  trial?: TrialSchedule;
  /** Not confirmed yet: an in-person payment waits for the attendant's back office. */
  pending?: boolean;
  installments: number;
  /**
   * Where the payment answer (`redirect`) sends the buyer once the purchase succeeded: a path on
   * the product's site, the success screens' access button. Absent when the answer named none.
   */
  redirect?: string;
  /**
   * The card this purchase was paid with, as the backend keeps it for later charges (the first
   * of the answer's `paymentProfileIds`): the upsell offers to pay with it instead of asking for
   * the card again. The profile id, brand and last four digits only; never the card's data.
   */
  cardOnFile?: StoredCardOnFile;
  /** What a Livelo redemption took: points, and the cash part paid by card (minor units). */
  livelo?: { type: LiveloPaymentType; amountPoints: number; amountCash: number };
}

/** An add-on bought with a purchase: its plan, its name and its cash price (minor units). */
export interface StoredAddOn {
  planId: string;
  name: string;
  amount: number;
}

/** A card the backend keeps for the buyer (a payment profile), as the checkout may show it. */
export interface StoredCardOnFile {
  /** The payment profile id the payment answer gave (`paymentProfileIds[0]`). */
  paymentProfileId: string;
  brand: CardBrandValue;
  /** The card number's last four digits. */
  last4: string;
}

/**
 * The boleto the backend issued for the buyer's payment, stored when the payment answered:
 * the success step's 'Ver boleto' links to this and to nothing from the URL.
 */
export interface StoredBoleto {
  paymentId: string;
  /** The printable boleto's address, as the payment answer gave it. */
  url: string;
  digitableLine?: string;
  dueDate?: string;
}

/** The franchise unit the buyer chose on the select-school step. */
export interface StoredSchool {
  brand: string;
  country: 'BR' | 'MZ';
  region: string;
  city: string;
  unitId: string;
  unitName: string;
}

/**
 * An add-on the buyer ticked on an order-bump step; the payment step prices it by its plan
 * (the product call's answer), never by what is stored here.
 */
export interface StoredOrderBump {
  /** The add-on's id on its step. */
  id: string;
  planId: string;
  title: string;
}

/**
 * The shape of every session-storage key of spec §3 (plus `dataLivelo`, `selectedSchool`, `ORDER_BUMPS`,
 * `dataPurchase`, `dataUpsell`, `dataBoleto`, `checkoutSessionId` and `dataContract`).
 */
export interface SessionValues {
  dataLead: StoredLead;
  dataForm: StoredForm;
  dataPix: StoredPix;
  defaultSelectedPlan: string;
  isPaymentInPerson: boolean;
  PURCHASED_PROFILES_AMOUNT: number;
  PURCHASED_PLAN: string;
  shouldUseUpsellTheme: boolean;
  /** Not in spec §3: the Livelo steps' CPF, account and choices. */
  dataLivelo: StoredLivelo;
  /** Not in spec §3: the select-school step's choice, for the steps after it. */
  selectedSchool: StoredSchool;
  /** Not in spec §3: the add-ons chosen on an order-bump step, paid with the next payment. */
  ORDER_BUMPS: StoredOrderBump[];
  /** Not in spec §3: what the buyer bought in this session, for the success step. */
  dataPurchase: StoredPurchase;
  /** Not in spec §3: the upsell the buyer bought after the main purchase. */
  dataUpsell: StoredPurchase;
  /** Not in spec §3: the boleto the payment issued, for the success step. */
  dataBoleto: StoredBoleto;
  /** Not in spec §3: this tab's journey id, sent as `sessionId` (see `journeySessionId`). */
  checkoutSessionId: string;
  /** Not in spec §3: the contract generated for the lead and plan, shown again on a reload. */
  dataContract: { contractId: string; leadId: string; planId: string };
}

/** One of the session-storage keys of spec §3. */
export type SessionKey = keyof SessionValues;

/** The list of keys, in spec order, then the ones the spec does not name. */
export const sessionKeys: readonly SessionKey[] = [
  'dataLead',
  'dataForm',
  'dataPix',
  'defaultSelectedPlan',
  'isPaymentInPerson',
  'PURCHASED_PROFILES_AMOUNT',
  'PURCHASED_PLAN',
  'shouldUseUpsellTheme',
  'dataLivelo',
  'selectedSchool',
  'ORDER_BUMPS',
  'dataPurchase',
  'dataUpsell',
  'dataBoleto',
  'checkoutSessionId',
  'dataContract',
];

let replacedArea: Storage | undefined;

/**
 * Replaces the session storage in this page (undefined restores it): each of the studio's
 * preview frames keeps its own, since same-origin frames share the tab's, and the palette's
 * thumbnails would overwrite what the others' steps need.
 */
export function replaceSessionArea(area: Storage | undefined): void {
  replacedArea = area;
}

/**
 * The tab's session storage; undefined on the server and where the browser refuses it (storage
 * blocked). Shared with the step drafts (`checkout/draft/stepDraft.ts`).
 */
export function sessionArea(): Storage | undefined {
  if (replacedArea) return replacedArea;
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Accessing sessionStorage throws when cookies/storage are blocked by the browser.
    return undefined;
  }
}

/** A key's stored text; null when absent or unreadable. */
export function readSessionText(key: SessionKey): string | null {
  try {
    return sessionArea()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The value a key's stored text holds; `undefined` when there is none or it is not valid JSON. */
export function parseSessionText<K extends SessionKey>(
  _key: K,
  raw: string | null,
): SessionValues[K] | undefined {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as SessionValues[K];
  } catch {
    return undefined;
  }
}

/** Reads a key; `undefined` when absent, unreadable or not valid JSON. */
export function readSession<K extends SessionKey>(key: K): SessionValues[K] | undefined {
  return parseSessionText(key, readSessionText(key));
}

/** Writes a key as JSON; returns false when the browser refused (quota, privacy mode). */
export function writeSession<K extends SessionKey>(key: K, value: SessionValues[K]): boolean {
  const store = sessionArea();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Merges a partial object into an object-valued key (e.g. `dataForm`). */
export function mergeSession<K extends 'dataForm'>(
  key: K,
  patch: Partial<SessionValues[K]>,
): boolean {
  return writeSession(key, { ...(readSession(key) ?? {}), ...patch } as SessionValues[K]);
}

/** Removes a key. */
export function removeSession(key: SessionKey): void {
  try {
    sessionArea()?.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot touch holds nothing of ours.
  }
}
