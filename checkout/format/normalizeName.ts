/**
 * One character in another case when that is one character too; otherwise the character as it
 * is. 'ß' upper-cases to 'SS', 'ŉ' to 'ʼN', 'ǰ' to 'J' + U+030C and 'İ' lower-cases to 'i' +
 * U+0307: each would make the name longer than what the buyer typed, and a name the rule
 * accepted (40 letters in the first word, 120 in all) would be refused by the API.
 */
function sameLength(character: string, changed: string): string {
  return [...changed].length === 1 ? changed : character;
}

/** A word capitalised (first letter upper, the rest lower), one character for one. */
function capitaliseWord(word: string): string {
  const [first = '', ...rest] = [...word];
  const lowered = rest.map((character) =>
    sameLength(character, character.toLocaleLowerCase('pt-BR')),
  );
  const capitalised = sameLength(first, first.toLocaleUpperCase('pt-BR'));
  const result = capitalised + lowered.join('');
  // Composed again (NFC), the word must not grow either (a case change that would not compose).
  return [...result.normalize('NFC')].length > [...word].length ? word : result;
}

/**
 * Name normalisation of spec §5: capitalises each word of a person's name and lowers the rest
 * ('JOÃO d’ávila  SILVA' → 'João D’ávila Silva'), keeping accents and apostrophes, trimming
 * the ends and collapsing runs of spaces. Unicode NFC first (the form the API judges), and a
 * character whose other case is more than one character ('ß' → 'SS') is kept as typed, so the
 * name sent is never longer than the name the buyer typed and the rule accepted
 * ('ßaaa silva' → 'ßaaa Silva'). Use it on the value sent to the backend.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(capitaliseWord)
    .join(' ');
}
