/**
 * A person's name as the checkout keeps it and the API stores it: Unicode NFC (so 'José'
 * typed as 'e' + U+0301 is the same four letters as the precomposed 'José'), trimmed, single
 * spaces. The name rule (`validateName`) judges this form, so a name is counted in the letters
 * a reader sees, whatever the keyboard produced.
 */
export function normalizeName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}
