import type { CardInput, PaymentMethodInput, Plan } from '@/schemas/generated/apiTypes';
import type { CardBrandValue } from '@/schemas/generated/types';
import { unprocessable } from '@/lib/http/httpError';
// The backend checks cards with the same rules as the checkout's form (spec §5): the very
// functions, so the two can never disagree (docs/field-rules.md).
import { cardCvvLength } from '@/lib/validation/cardCvvLength';
import { judgeCardExpiry } from '@/lib/validation/judgeCardExpiry';
import { normalizeName } from '@/lib/validation/normalizeName';
import { validateCardCvv } from '@/lib/validation/validateCardCvv';
import { validateCardNumber } from '@/lib/validation/validateCardNumber';
import { detectCardBrand } from '@/lib/card/detectCardBrand';

/** A checked card, held in memory for the authorisation only. */
export interface CardDetails {
  /** The card number's digits: pass to the acquirer, never store or log. */
  digits: string;
  brand: CardBrandValue;
  last4: string;
  holderName: string;
}

/** The methods an attendant takes in person at a seller's desk (spec §3). */
export const inPersonMethods = [
  'credit-card-in-person',
  'pix-in-person',
  'cash',
  'cheque',
] as const;

/** One of the in-person methods. */
export type InPersonMethod = (typeof inPersonMethods)[number];

/** Whether a method type is taken in person. */
export function isInPersonMethod(type: string): type is InPersonMethod {
  return (inPersonMethods as readonly string[]).includes(type);
}

/** The one payment method of a payment request, checked against the plan. */
export type PaymentMethodChoice =
  | { type: 'credit-card'; installments: number; card: CardDetails }
  | { type: 'pix'; installments: 1 }
  | { type: 'bankslip'; installments: 1 }
  | { type: InPersonMethod; installments: 1 }
  | { type: 'm-pesa'; installments: 1; phone: string }
  | {
      type: 'default-credit-card';
      installments: number;
      brand: string;
      last4: string;
      /** The payment profile charged (a card on file named by its profile). */
      paymentProfileId?: string;
    };

/** A card on file as the payment that created its profile keeps it (brand and last four). */
export interface PaymentProfile {
  brand: string;
  last4: string;
}

/** What else of the request decides whether a method may be used. */
export interface PaymentMethodContext {
  /** The request's seller: an in-person payment needs one other than 'performance'. */
  seller?: string;
  /** The request's `isPaymentInPerson`: required true for an in-person method. */
  isPaymentInPerson?: boolean;
  /**
   * The buyer's card on file of a payment profile id, undefined when the profile is unknown or
   * another buyer's; without it the card on file (`default-credit-card`) is refused.
   */
  paymentProfile?: (paymentProfileId: string) => PaymentProfile | undefined;
}

/**
 * Checks what the contract cannot: the number (15 or 16 digits passing Luhn), the brand
 * against the number, the expiry against today, the CVV length for the brand (422 otherwise).
 * `prefix` names the card in error answers (`paymentMethods[0].card`); answers never echo the
 * number, CVV or expiry.
 */
export function checkCard(card: CardInput, now: Date, prefix = ''): CardDetails {
  const field = (name: string): string => (prefix === '' ? name : `${prefix}.${name}`);
  if (validateCardNumber(card.number) !== undefined) {
    throw unprocessable(
      field('number'),
      'invalid_card_number',
      'is not a valid card number (15 or 16 digits passing the Luhn check)',
    );
  }
  const digits = card.number.replace(/ /g, '');
  const detected = detectCardBrand(digits);
  if (detected !== undefined && detected !== card.brand) {
    throw unprocessable(
      field('brand'),
      'brand_mismatch',
      `does not match the card number, which is ${detected}`,
    );
  }
  const expiryCheck = judgeCardExpiry(card.expiry, now);
  if (expiryCheck === 'invalid')
    throw unprocessable(
      field('expiry'),
      'invalid_expiry',
      'must be a month 01-12 at most 10 years ahead',
    );
  if (expiryCheck === 'expired')
    throw unprocessable(field('expiry'), 'card_expired', 'is in the past: the card has expired');
  const cvvLength = cardCvvLength(card.brand);
  if (validateCardCvv(card.cvv, cvvLength) !== undefined)
    throw unprocessable(field('cvv'), 'invalid_cvv', `must be ${cvvLength} digits`);
  return {
    digits,
    brand: card.brand,
    last4: digits.slice(-4),
    holderName: normalizeName(card.holderName),
  };
}

/**
 * The card on file (`default-credit-card`): the plan must offer cards and the installments, and
 * the payment profile must be the buyer's (422 `payment_profile_not_found` otherwise).
 */
function checkCardOnFile(
  entry: Extract<PaymentMethodInput, { type: 'default-credit-card' }>,
  plan: Plan,
  request: PaymentMethodContext,
): PaymentMethodChoice {
  if (!offers(plan, 'credit-card')) {
    throw unprocessable(
      'paymentMethods[0].type',
      'payment_method_not_offered',
      `'default-credit-card' is not offered by plan '${plan.id}' (it takes no card; offers ${plan.paymentMethods.join(', ')})`,
    );
  }
  if (!plan.installments.some((option) => option.id === entry.installments)) {
    const offered = plan.installments.map((option) => option.id).join(', ');
    throw unprocessable(
      'paymentMethods[0].installments',
      'installments_not_offered',
      `must be one of ${offered} for plan '${plan.id}'`,
    );
  }
  const profile = request.paymentProfile?.(entry.paymentProfileId);
  if (!profile) {
    throw unprocessable(
      'paymentMethods[0].paymentProfileId',
      'payment_profile_not_found',
      `names no card on file of this buyer ('${entry.paymentProfileId}')`,
    );
  }
  return {
    type: 'default-credit-card',
    installments: entry.installments,
    brand: profile.brand,
    last4: profile.last4,
    paymentProfileId: entry.paymentProfileId,
  };
}

function offers(plan: Plan, type: string): boolean {
  const methods = plan.paymentMethods as string[];
  return methods.includes(type) || (type === 'bankslip' && methods.includes('bank-slip'));
}

/**
 * Checks the payment method (the contract allows exactly one) against the plan. An in-person
 * method is the seller desk's: any plan may be paid so, but only with `isPaymentInPerson: true`
 * and an attendant (a seller other than 'performance'), 422 otherwise; a payment that says it
 * is in person must use an in-person method.
 */
export function checkPaymentMethod(
  methods: readonly PaymentMethodInput[],
  plan: Plan,
  now: Date,
  request: PaymentMethodContext = {},
): PaymentMethodChoice {
  const entry = methods[0] as PaymentMethodInput;
  const type = entry.type === 'bank-slip' ? 'bankslip' : entry.type;
  if (isInPersonMethod(type)) {
    if (request.isPaymentInPerson !== true) {
      throw unprocessable(
        'isPaymentInPerson',
        'in_person_flag_missing',
        `must be true for the in-person method '${type}'`,
      );
    }
    const seller = request.seller?.trim() ?? '';
    if (seller === '' || seller === 'performance') {
      throw unprocessable(
        'seller',
        'in_person_needs_seller',
        `must name the attendant taking the '${type}' payment (not '${seller || 'empty'}')`,
      );
    }
    return { type, installments: 1 };
  }
  if (request.isPaymentInPerson === true) {
    throw unprocessable(
      'paymentMethods[0].type',
      'not_an_in_person_method',
      `'${type}' is not taken in person (in-person methods: ${inPersonMethods.join(', ')})`,
    );
  }
  if (entry.type === 'default-credit-card') return checkCardOnFile(entry, plan, request);
  if (!offers(plan, type)) {
    throw unprocessable(
      'paymentMethods[0].type',
      'payment_method_not_offered',
      `'${type}' is not offered by plan '${plan.id}' (offers ${plan.paymentMethods.join(', ')})`,
    );
  }
  if (entry.type === 'm-pesa') return { type: 'm-pesa', installments: 1, phone: entry.phone };
  if (entry.type !== 'credit-card') return { type: type as 'pix' | 'bankslip', installments: 1 };
  if (!plan.installments.some((option) => option.id === entry.installments)) {
    const offered = plan.installments.map((option) => option.id).join(', ');
    throw unprocessable(
      'paymentMethods[0].installments',
      'installments_not_offered',
      `must be one of ${offered} for plan '${plan.id}'`,
    );
  }
  return {
    type: 'credit-card',
    installments: entry.installments,
    card: checkCard(entry.card, now, 'paymentMethods[0].card'),
  };
}
