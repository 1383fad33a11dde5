/**
 * Formats a Brazilian mobile number '(DD) 9DDDD-DDDD' as the buyer types: keeps at most eleven
 * digits, opens the parenthesis with the first digit, closes it when the number after the
 * area code begins, and adds the dash once the last four digits begin ('1191234' →
 * '(11) 91234'). Not for international numbers starting with '+'.
 */
export function formatBrazilianPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits === '') return '';
  const areaCode = digits.slice(0, 2);
  const head = digits.slice(2, 7);
  const tail = digits.slice(7);
  if (head === '') return `(${areaCode}`;
  if (tail === '') return `(${areaCode}) ${head}`;
  return `(${areaCode}) ${head}-${tail}`;
}
