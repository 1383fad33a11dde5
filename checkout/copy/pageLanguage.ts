import type { Language } from '@/schemas/generated/types';

/**
 * The language a page speaks: pt-MZ for the Mozambique variant (a pt-MZ brand, or any brand
 * with `lang=pt-mz`, see `isMozambiqueTheme`), else pt-BR. The `<html lang>` says the same.
 */
export function pageLanguage(page: { isMozambiqueTheme: boolean }): Language {
  return page.isMozambiqueTheme ? 'pt-MZ' : 'pt-BR';
}
