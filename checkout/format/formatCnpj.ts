/**
 * Formats a CNPJ '00.000.000/0000-00' as the buyer types, alphanumeric form included: letters
 * and digits are kept in the first twelve positions (letters upper-cased), only digits in the
 * two check positions, at most fourteen characters; the dots, slash and dash appear once the
 * characters after them begin ('12abc3' → '12.ABC.3').
 */
export function formatCnpj(value: string): string {
  let characters = '';
  for (const character of value.toUpperCase()) {
    if (characters.length === 14) break;
    const allowed = characters.length < 12 ? /[0-9A-Z]/ : /\d/;
    if (allowed.test(character)) characters += character;
  }
  const separators: Record<number, string> = { 2: '.', 5: '.', 8: '/', 12: '-' };
  return [...characters].map((character, index) => (separators[index] ?? '') + character).join('');
}
