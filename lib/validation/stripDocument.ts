/**
 * The document helper of spec §5: removes the dots, dashes and slashes of a formatted CPF or
 * CNPJ ('295.379.955-93' → '29537995593'), leaving every other character for the validators
 * to judge.
 */
export function stripDocument(value: string): string {
  return value.replace(/[./-]/g, '');
}
