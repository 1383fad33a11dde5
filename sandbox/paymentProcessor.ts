import type { CardBrandValue } from '@/schemas/generated/types';
import { integerSetting } from '@/lib/settings/settings';

/** What the simulated acquirer answers for a card. */
export type CardOutcome =
  | 'approved'
  | 'declined'
  | 'insufficient_funds'
  | 'processor_error'
  | 'slow'
  | 'slow_declined'
  | 'review';

/** A documented sandbox test card. */
export interface TestCard {
  number: string;
  brand: CardBrandValue;
  outcome: CardOutcome;
  description: string;
}

/**
 * The sandbox's test cards (documented in sandbox/README.md). Any other number that passes
 * the Luhn check is approved; the expiry must be a future MM/AA and the CVV 3 digits (4 for Amex).
 */
export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', description: 'Approved.' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'approved',
    description: 'Approved.',
  },
  {
    number: '378282246310005',
    brand: 'american_express',
    outcome: 'approved',
    description: 'Approved (15 digits, 4-digit CVV).',
  },
  { number: '6362970000457013', brand: 'elo', outcome: 'approved', description: 'Approved.' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    description: 'Declined: 402 card_declined.',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    description: 'Declined for insufficient funds: 402 insufficient_funds.',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'processor_error',
    description: 'The acquirer fails: 502 processor_error.',
  },
  {
    number: '4000000000000259',
    brand: 'visa',
    outcome: 'slow',
    description:
      'Approved after SANDBOX_SLOW_MS (default 65 000 ms), longer than the 60 s client time-out.',
  },
  {
    number: '4000000000000267',
    brand: 'visa',
    outcome: 'slow_declined',
    description:
      'Declined (402 card_declined) after SANDBOX_SLOW_MS (default 65 000 ms), longer than the 60 s client time-out.',
  },
  {
    number: '4000000000003063',
    brand: 'visa',
    outcome: 'review',
    description:
      'Held for review: the payment answers pending until POST /api/sandbox/payments/{paymentId}/approve; a card on file saved from it (visa 3063) is held the same way.',
  },
];

/**
 * The slow card's delay: `SANDBOX_SLOW_MS`, by default (lib/settings/) longer than the
 * checkout's 60 s time-out.
 */
export function resolveSlowMs(): number {
  return integerSetting('SANDBOX_SLOW_MS');
}

/** The outcome the simulated acquirer gives a card number. */
export function outcomeForCard(digits: string): CardOutcome {
  return testCards.find((card) => card.number === digits)?.outcome ?? 'approved';
}

/**
 * Whether a card on file (brand and last four digits, all the sandbox keeps of a card) was saved
 * from a test card held for review: charging it is held for review too.
 */
export function isReviewCardOnFile(brand: string, last4: string): boolean {
  return testCards.some(
    (card) => card.outcome === 'review' && card.brand === brand && card.number.endsWith(last4),
  );
}

/**
 * The acquirer's answer once any simulated delay has passed. `review`: the issuer approved it
 * but the acquirer holds the charge for review (the payment stays pending until approved).
 */
export type CardAuthorization =
  | { approved: true; review?: true }
  | { approved: false; code: 'card_declined' | 'insufficient_funds' | 'processor_error' };

/**
 * Authorises a card with the simulated acquirer. The number is used only here, in memory:
 * callers store the brand and the last four digits, never the number, CVV or expiry.
 */
export async function authorizeCard(
  digits: string,
  options: { slowMs: number },
): Promise<CardAuthorization> {
  const outcome = outcomeForCard(digits);
  if (outcome === 'slow' || outcome === 'slow_declined') {
    await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    return outcome === 'slow' ? { approved: true } : { approved: false, code: 'card_declined' };
  }
  if (outcome === 'approved') return { approved: true };
  if (outcome === 'review') return { approved: true, review: true };
  if (outcome === 'declined') return { approved: false, code: 'card_declined' };
  return { approved: false, code: outcome };
}
