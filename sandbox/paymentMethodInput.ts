import type { Plan } from '@/checkout/api/types';
import type { BodyReader } from '@/sandbox/bodyReader';
import { cardBrandValues } from '@/sandbox/domainEnums';
import type { CardBrandValue } from '@/sandbox/domainEnums';
import { checkExpiry } from '@/sandbox/paymentProcessor';
// The backend checks cards with the same rules as the checkout's form (spec §5).
import { detectCardBrand } from '@/checkout/validation/detectCardBrand';
import { luhnCheck } from '@/checkout/validation/luhnCheck';

/** A checked card, held in memory for the authorisation only. */
export interface CardDetails {
  /** The card number's digits: pass to the acquirer, never store or log. */
  digits: string;
  brand: CardBrandValue;
  last4: string;
  holderName: string;
}

/** The one payment method of a payment request, checked against the plan. */
export type PaymentMethodChoice =
  | { type: 'credit-card'; installments: number; card: CardDetails }
  | { type: 'pix'; installments: 1 }
  | { type: 'bankslip'; installments: 1 }
  | { type: 'default-credit-card'; installments: number; brand: string; last4: string };

const holderNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$/;

/**
 * Reads and checks card data (number with Luhn and 15/16 digits, brand, MM/AA expiry, CVV).
 * Error answers name the field but never echo the number, CVV or expiry.
 */
export function readCard(card: BodyReader, now: Date): CardDetails {
  const digits = card.string('number', { maxLength: 23 }).replace(/[\s-]/g, '');
  if (!/^\d{15,16}$/.test(digits) || !luhnCheck(digits)) {
    card.fail(
      'number',
      'invalid_card_number',
      'is not a valid card number (15 or 16 digits passing the Luhn check)',
    );
  }
  const brand = card.enumValue('brand', cardBrandValues);
  const detected = detectCardBrand(digits);
  if (detected !== undefined && detected !== brand) {
    card.fail('brand', 'brand_mismatch', `does not match the card number, which is ${detected}`);
  }
  const holderName = card.string('holderName', {
    maxLength: 80,
    pattern: holderNamePattern,
    patternReason: 'must be the name printed on the card, letters only',
  });
  const expiry = card.string('expiry', {
    pattern: /^\d{2}\/\d{2}$/,
    patternReason: 'must be MM/AA',
  });
  const expiryCheck = checkExpiry(expiry, now);
  if (expiryCheck === 'invalid')
    card.fail('expiry', 'invalid_expiry', 'must be a month 01-12 at most 10 years ahead');
  if (expiryCheck === 'expired')
    card.fail('expiry', 'card_expired', 'is in the past: the card has expired');
  const cvvLength = brand === 'american_express' ? 4 : 3;
  card.string('cvv', {
    pattern: new RegExp(`^\\d{${cvvLength}}$`),
    patternReason: `must be ${cvvLength} digits`,
  });
  return { digits, brand, last4: digits.slice(-4), holderName };
}

function offers(plan: Plan, type: string): boolean {
  const methods = plan.paymentMethods as string[];
  return methods.includes(type) || (type === 'bankslip' && methods.includes('bank-slip'));
}

/** Reads `paymentMethods` (exactly one entry) and checks the plan offers it. */
export function readPaymentMethod(reader: BodyReader, plan: Plan, now: Date): PaymentMethodChoice {
  const entries = reader.objectArray('paymentMethods');
  if (entries.length !== 1) {
    reader.fail(
      'paymentMethods',
      'unsupported',
      'must have exactly one entry (split payments are not supported)',
    );
  }
  const entry = entries[0] as BodyReader;
  const rawType = entry.enumValue('type', ['credit-card', 'pix', 'bankslip', 'bank-slip'] as const);
  const type = rawType === 'bank-slip' ? 'bankslip' : rawType;
  if (!offers(plan, type)) {
    entry.fail(
      'type',
      'payment_method_not_offered',
      `'${type}' is not offered by plan '${plan.id}' (offers ${plan.paymentMethods.join(', ')})`,
    );
  }
  if (type !== 'credit-card') return { type, installments: 1 };
  const installments = entry.integer('installments', { min: 1, max: 24 });
  if (!plan.installments.some((option) => option.id === installments)) {
    const offered = plan.installments.map((option) => option.id).join(', ');
    entry.fail(
      'installments',
      'installments_not_offered',
      `must be one of ${offered} for plan '${plan.id}'`,
    );
  }
  return { type, installments, card: readCard(entry.object('card'), now) };
}
