/**
 * Masks a phone number for display on the verification step, so a buyer recognises where the
 * SMS went without the screen showing the whole number: the area code (or the '+country'
 * prefix) and the last four digits stay, every other digit becomes '•'.
 * '(11) 98765-4321' → '(11) •••••-4321'; '+258 84 123 4567' → '+258 •• ••• 4567'.
 */
export function maskPhone(phone: string): string {
  const text = phone.trim();
  const total = text.replace(/\D/g, '').length;
  if (total === 0) return '';
  // The leading group is kept: '(11)' of a Brazilian number, '+258 ' of a spaced international one.
  const lead = /^(\(\d+\)|\+\d{1,3}(?=\D))/.exec(text)?.[0] ?? '';
  const keptAtStart = lead.replace(/\D/g, '').length;
  let seen = 0;
  let masked = '';
  for (const char of text.slice(lead.length)) {
    if (/\d/.test(char)) {
      seen += 1;
      masked += keptAtStart + seen > total - 4 ? char : '•';
    } else {
      masked += char;
    }
  }
  return lead + masked;
}
