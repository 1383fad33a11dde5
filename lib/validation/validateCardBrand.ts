import { cardBrands } from '@/lib/card/cardBrand';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import type { ValidationMessage } from '@/lib/validation/messages';
import { validateCardBrandChoice } from '@/lib/validation/validateCardBrandChoice';
import { validateCardCompany } from '@/lib/validation/validateCardCompany';

/**
 * The card brand field of every card form, its two spec §5 rules in order: nothing chosen is
 * 'Selecione a bandeira do cartão' (`validateCardBrandChoice`); a chosen brand that is not
 * offered or not the card number's is 'Revise a bandeira do cartão.' (CARD_COMPANY,
 * `validateCardCompany`).
 */
export function validateCardBrand(
  brand: string,
  cardNumber: string,
  offered: readonly CardBrandOption[] = cardBrands,
): ValidationMessage | undefined {
  return validateCardBrandChoice(brand) ?? validateCardCompany(brand, cardNumber, offered);
}
