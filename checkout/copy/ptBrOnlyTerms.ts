/** A word Brazilian buyers read that a Mozambican buyer would not, and what pt-MZ says instead. */
export interface PtBrOnlyTerm {
  /** The word or phrase as it appears in pt-BR copy (matched whole-word, case-sensitive). */
  term: string;
  /** What the pt-MZ catalogue writes in its place. */
  ptMZ: string;
}

/**
 * The pt-BR words a pt-MZ page must never show (issue 21 item 6). The pt-MZ catalogue is
 * checked against this list (tests/checkout/copy/copyCatalogue.test.ts) and so is the text of
 * every pt-MZ screen a buyer walks (tests/e2e/mozambicanCopy.e2e.ts). Add a word here when
 * a Mozambican reviewer flags one.
 */
export const ptBrOnlyTerms: readonly PtBrOnlyTerm[] = [
  { term: 'CEP', ptMZ: 'código postal' },
  { term: 'Celular', ptMZ: 'Telemóvel' },
  { term: 'celular', ptMZ: 'telemóvel' },
  { term: 'você', ptMZ: 'the verb alone, or o senhor / a senhora' },
  { term: 'Você', ptMZ: 'the verb alone' },
  { term: 'Enviamos', ptMZ: 'Enviámos' },
  { term: 'parcelado', ptMZ: 'nothing: installments are off in Mozambique (spec §9)' },
  { term: 'estado válido', ptMZ: 'província válida' },
  // A possessive opening a sentence without its article is Brazilian ('Seu pedido').
  { term: 'Seu', ptMZ: 'O seu' },
  { term: 'Sua', ptMZ: 'A sua' },
];

/** The pt-BR-only terms a text contains (whole words, as written), in list order. */
export function ptBrOnlyTermsIn(text: string): string[] {
  return ptBrOnlyTerms
    .filter(({ term }) => new RegExp(`(^|[^\\p{L}])${term}($|[^\\p{L}])`, 'u').test(text))
    .map(({ term }) => term);
}
