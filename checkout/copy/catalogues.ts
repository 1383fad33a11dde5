import { pageLanguage } from '@/checkout/copy/pageLanguage';
import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';
import { ptMZ, ptMZOverrides } from '@/checkout/copy/ptMZ';
import type { CopyOverrides } from '@/checkout/copy/withOverrides';
import type { Language } from '@/schemas/generated/types';

export { pageLanguage };

/**
 * The copy catalogue of each language a page can be served in (spec §1: pt-BR, pt-MZ), whole:
 * for the server and the tests. A buyer's page gets pt-BR and its language's differences
 * (`copyOverridesOf`, `copyOfPage`).
 */
export const catalogues: Readonly<Record<Language, Copy>> = { 'pt-BR': ptBR, 'pt-MZ': ptMZ };

/**
 * What a page's language says otherwise than pt-BR (`CheckoutPageProps.copyOverrides`): sent
 * with the page's props, so a buyer's browser downloads only its own language's words (the
 * pt-BR catalogue and, on a pt-MZ page, these differences). Undefined for pt-BR.
 */
export function copyOverridesOf(page: {
  isMozambiqueTheme: boolean;
}): CopyOverrides<Copy> | undefined {
  return pageLanguage(page) === 'pt-MZ' ? ptMZOverrides : undefined;
}

/**
 * The language part of a page's props: whether it is the Mozambique variant and, when its
 * language differs from pt-BR, those differences. Every page builder uses it (the server, the
 * studio's preview, the test fixtures), so the two never disagree. The words sit below the page
 * props (`CheckoutPageProps` takes these two keys as they are), so this names no page type.
 */
export function pageLanguageProps(isMozambiqueTheme: boolean): {
  isMozambiqueTheme: boolean;
  copyOverrides?: CopyOverrides<Copy>;
} {
  const copyOverrides = copyOverridesOf({ isMozambiqueTheme });
  // Props cannot hold undefined: a pt-BR page has no key.
  return copyOverrides ? { isMozambiqueTheme, copyOverrides } : { isMozambiqueTheme };
}
