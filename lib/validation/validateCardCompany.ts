import { cardBrands } from '@/lib/card/cardBrand';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import { detectCardBrand } from '@/lib/card/detectCardBrand';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * CARD_COMPANY (spec §5, 'Revise a bandeira do cartão.'): the brand chosen for a card must be
 * one the form offers (`offered`: the buyer's country's brands, see `cardBrandsFor`) and must
 * be the brand the card number belongs to, when the number tells (a Visa number with
 * Mastercard chosen; an Elo card in Mozambique, where Elo is not offered). A number whose brand
 * cannot be told from its digits is left to the backend, which accepts any brand for it. A
 * brand not chosen at all is the brand choice's message (`validateCardBrandChoice`), checked
 * first. Returns the message to show, or `undefined` when the brand fits.
 */
export function validateCardCompany(
  brand: string,
  cardNumber: string,
  offered: readonly CardBrandOption[] = cardBrands,
): ValidationMessage | undefined {
  if (!offered.some((option) => option.value === brand)) return messages.cardCompany.invalid;
  const detected = detectCardBrand(cardNumber);
  return detected !== undefined && detected !== brand ? messages.cardCompany.invalid : undefined;
}
