/** The 27 Brazilian federative units (26 states and the Federal District), by two-letter code. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** A Brazilian state code of `brazilianStates`, e.g. 'SP'. */
export type BrazilianState = (typeof brazilianStates)[number];
