import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';
import { ptMZ } from '@/checkout/copy/ptMZ';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { Language } from '@/schemas/generated/types';

/** The copy catalogue of each language a page can be served in (spec §1: pt-BR, pt-MZ). */
export const catalogues: Readonly<Record<Language, Copy>> = { 'pt-BR': ptBR, 'pt-MZ': ptMZ };

/**
 * The language a page speaks: pt-MZ for the Mozambique variant (a pt-MZ brand, or any brand
 * with `lang=pt-mz`, see `isMozambiqueTheme`), else pt-BR. The `<html lang>` says the same.
 */
export function pageLanguage(page: Pick<CheckoutPageProps, 'isMozambiqueTheme'>): Language {
  return page.isMozambiqueTheme ? 'pt-MZ' : 'pt-BR';
}
