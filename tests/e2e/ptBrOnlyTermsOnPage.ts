/**
 * The pt-MZ check of a browser page (issue 21 item 6): the pt-BR-only terms the buyer can read
 * on it, by the list kept beside the copy catalogue (checkout/copy/ptBrOnlyTerms.ts).
 */
import type { Page } from 'playwright-core';
import { ptBrOnlyTermsIn } from '@/checkout/copy/ptBrOnlyTerms';

/** The page's text as the buyer reads it (rendered text of the body, hidden parts left out). */
export function pageText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** Throws, naming the terms and the address, when a pt-MZ page shows a pt-BR-only term. */
export async function expectMozambicanWords(page: Page): Promise<void> {
  const terms = ptBrOnlyTermsIn(await pageText(page));
  if (terms.length > 0) {
    throw new Error(
      `the pt-MZ page ${new URL(page.url()).pathname} shows pt-BR-only terms: ${terms.join(', ')} (checkout/copy/ptBrOnlyTerms.ts)`,
    );
  }
}
