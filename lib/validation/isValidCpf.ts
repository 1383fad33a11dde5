/**
 * Whether eleven bare digits form a valid CPF: both check digits match and the digits are not
 * all the same ('11111111111' passes the arithmetic but is not a real CPF). Formatting is not
 * accepted here; strip it first with `stripDocument`.
 */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false;

  const values = [...digits].map(Number);
  const checkDigit = (count: number): number => {
    let sum = 0;
    for (let index = 0; index < count; index += 1) {
      sum += (values[index] ?? 0) * (count + 1 - index);
    }
    const remainder = (sum * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  return checkDigit(9) === values[9] && checkDigit(10) === values[10];
}
