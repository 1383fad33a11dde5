const addressText = /^[\p{L}\p{M}\d]+(?: [\p{L}\p{M}\d]+)*$/u;
/** The longest line of an address the checkout and the API take, in characters. */
export const maxAddressLineLength = 120;

/**
 * The character rule the address fields share (spec §5 ADDRESS, NEIGHBOURHOOD, CITY, COUNTRY,
 * COMPLEMENT): letters (accents included), digits and single spaces between words, after
 * surrounding spaces are trimmed. Punctuation is not part of the rule, so 'Av. Paulista' is
 * rejected. An empty value does not match, nor one over `maxAddressLineLength` characters.
 */
export function isAddressText(value: string): boolean {
  const trimmed = value.trim();
  return [...trimmed].length <= maxAddressLineLength && addressText.test(trimmed);
}
