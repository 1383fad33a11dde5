/**
 * A card brand the checkout accepts (spec §3 "Card brands"), as sent to the backend.
 */
export type CardBrand = 'american_express' | 'visa' | 'mastercard' | 'elo' | 'diners';

/** One entry of the card-brand choice: the value sent to the backend and the name shown. */
export interface CardBrandOption {
  value: CardBrand;
  name: string;
}

/** The card brands of spec §3 in display order, with the names a buyer sees. */
export const cardBrands: readonly CardBrandOption[] = [
  { value: 'american_express', name: 'Amex' },
  { value: 'visa', name: 'Visa' },
  { value: 'mastercard', name: 'Mastercard' },
  { value: 'elo', name: 'Elo' },
  { value: 'diners', name: 'Diners' },
];

/** Tells whether a string (e.g. a form value) is one of the accepted card brands. */
export function isCardBrand(value: string | null | undefined): value is CardBrand {
  return cardBrands.some((brand) => brand.value === value);
}
