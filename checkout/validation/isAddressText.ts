const addressText = /^[\p{L}\p{M}\d]+(?: [\p{L}\p{M}\d]+)*$/u;

/**
 * The character rule the address fields share (spec §5 ADDRESS, NEIGHBOURHOOD, CITY, COUNTRY,
 * COMPLEMENT): letters (accents included), digits and single spaces between words, after
 * surrounding spaces are trimmed. Punctuation is not part of the rule, so 'Av. Paulista' is
 * rejected. An empty value does not match.
 */
export function isAddressText(value: string): boolean {
  return addressText.test(value.trim());
}
