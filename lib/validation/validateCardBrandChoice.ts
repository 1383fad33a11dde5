import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * The card brand selector of a card form (spec §5 "Card brand choice", §8): a brand must be
 * chosen. Only whether one is: which one, and whether it fits the card, is CARD_COMPANY's rule
 * (`validateCardCompany`). Returns the message to show, or `undefined` when one is chosen.
 */
export function validateCardBrandChoice(
  value: string | null | undefined,
): ValidationMessage | undefined {
  return (value ?? '').trim() === '' ? messages.cardBrandChoice.required : undefined;
}
