/** The market a request is served for (spec §3 page prop `area`): Brazil or Mozambique. */
export type Area = 'BR' | 'MZ';

/**
 * The area from the `lang` query parameter (spec §3, §4): 'MZ' for 'pt-mz' (any case, so
 * 'pt-MZ' too), else 'BR'.
 */
export function detectArea(lang: string | undefined): Area {
  return lang?.toLowerCase() === 'pt-mz' ? 'MZ' : 'BR';
}

/**
 * Whether an area is the Mozambique variant (spec §3 page prop `isMozambiqueTheme`; §2 form
 * width 465px, §9 installments off).
 */
export function isMozambique(area: Area): boolean {
  return area === 'MZ';
}
