/**
 * Name normalisation of spec §5: capitalises each word of a person's name and lowers the rest
 * ('JOÃO d’ávila  SILVA' → 'João D’ávila Silva'), keeping accents and apostrophes, trimming
 * the ends and collapsing runs of spaces. Use it on the value sent to the backend.
 */
export function normalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const [first = '', ...rest] = [...word.toLocaleLowerCase('pt-BR')];
      return first.toLocaleUpperCase('pt-BR') + rest.join('');
    })
    .join(' ');
}
