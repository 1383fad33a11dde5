/** `1 arquivo`, `3 arquivos`: the count and the word that agrees with it (Portuguese plurals are irregular, so both are given). */
export function plural(count: number, singular: string, pluralWord: string): string {
  return `${count} ${count === 1 ? singular : pluralWord}`;
}
