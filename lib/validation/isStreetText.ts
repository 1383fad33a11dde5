import { maxAddressLineLength } from '@/lib/validation/isAddressText';

// Letters, digits and the punctuation streets are written with: 'Av.', 'R. 7 de Setembro, 45',
// '- apto 3', 'Qd 4/Lt 2', 'Nº 10', 'D'Ávila'. Single spaces between words. The API runs this
// very rule (docs/field-rules.md).
const streetText = /^[\p{L}\p{M}\d.,'º°ª/-]+(?: [\p{L}\p{M}\d.,'º°ª/-]+)*$/u;

/**
 * The character rule of the street and complement fields (spec §5 ADDRESS and COMPLEMENT):
 * `isAddressText`'s letters, digits and single spaces, plus the punctuation real addresses are
 * written with (abbreviations' dots, commas, dashes, slashes, 'º', apostrophes), after surrounding spaces are trimmed. The text must hold a letter or a digit. An empty
 * value does not match, nor one over `maxAddressLineLength` characters.
 */
export function isStreetText(value: string): boolean {
  const trimmed = value.trim();
  return (
    [...trimmed].length <= maxAddressLineLength &&
    streetText.test(trimmed) &&
    /[\p{L}\d]/u.test(trimmed)
  );
}
