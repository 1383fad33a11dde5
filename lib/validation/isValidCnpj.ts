const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    // The alphanumeric CNPJ gives each character the value of its ASCII code minus 48, so
    // digits keep their value and 'A' is 17.
    sum += (characters.charCodeAt(index) - 48) * weight;
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Whether fourteen characters without formatting form a valid CNPJ: the classic all-digit
 * form or the alphanumeric form in force since July 2026 (uppercase letters A–Z or digits in
 * the first twelve positions, two numeric check digits computed mod 11). A value whose
 * characters are all the same is rejected. Strip formatting first with `stripDocument`.
 */
export function isValidCnpj(characters: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(characters)) return false;
  if (/^(.)\1{13}$/.test(characters)) return false;

  const first = checkDigit(characters, firstWeights);
  const second = checkDigit(characters, secondWeights);
  return characters[12] === String(first) && characters[13] === String(second);
}
