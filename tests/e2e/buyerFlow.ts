/**
 * Steps a buyer takes, shared by the browser tests: fill the lead form, fill the card form,
 * and read the sandbox's database to count what the backend recorded.
 */
import type { Page } from 'playwright-core';
import { catalogues } from '@/checkout/copy/catalogues';
import type { Copy } from '@/checkout/copy/ptBR';

// The sandbox's payments are read in one place (sandboxPayments.ts); the buyer-flow tests
// import them from here with the steps they follow.
export { openSandboxDatabase, paymentsOf } from './sandboxPayments';

/** A unique e-mail per test, so records can be counted per buyer. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The copy catalogue of the language the page declares (`<html lang>`: pt-BR or pt-MZ). */
export async function pageCopy(page: Page): Promise<Copy> {
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'pt-BR' && lang !== 'pt-MZ')
    throw new Error(`pageCopy: unknown page language '${lang}'`);
  return catalogues[lang];
}

/**
 * Fills and submits the lead step ('Nome Completo', 'E-mail', 'Celular' or, in pt-MZ,
 * 'Telemóvel', 'Continuar').
 */
export async function submitLead(
  page: Page,
  buyer: { name: string; email: string; phone: string },
): Promise<void> {
  await page.getByLabel('Nome Completo', { exact: true }).fill(buyer.name);
  await page.getByLabel('E-mail', { exact: true }).fill(buyer.email);
  const copy = await pageCopy(page);
  await page.getByLabel(copy.lead.phoneLabel, { exact: true }).fill(buyer.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Fills the card form of the payment step (brand detected from the number). */
export async function fillCard(
  page: Page,
  card: { holder: string; number: string; expiry: string; cvv: string; document?: string },
): Promise<void> {
  await page.getByLabel('Nome impresso no cartão').fill(card.holder);
  await page.getByLabel('Número do cartão').fill(card.number);
  await page.getByLabel('Validade (MM/AA)').fill(card.expiry);
  await page.getByLabel('Código de segurança (CVV)').fill(card.cvv);
  if (card.document !== undefined)
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill(card.document);
}

/** A valid expiry two years ahead, as 'MM/AA'. */
export function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}
