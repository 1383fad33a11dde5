/**
 * The card-number checksum exactly as spec §5 states it: spaces are removed; an empty value is
 * valid (whether the field is required is another rule); anything non-numeric is invalid;
 * otherwise the Luhn digit sum must be a non-zero multiple of 10.
 */
export function luhnCheck(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (digits === '') return true;
  if (!/^\d+$/.test(digits)) return false;

  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return sum !== 0 && sum % 10 === 0;
}
