/**
 * Steps a buyer takes, shared by the browser tests: fill the lead form, fill the card form,
 * and read the sandbox's database to count what the backend recorded.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { catalogues } from '@/checkout/copy/catalogues';
import type { Copy } from '@/checkout/copy/ptBR';

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

/**
 * The sandbox database of the browser tests' server (`E2E_DATA_DIR`), or of a test's own
 * server's `dataDir`, opened read-only. Close it when done.
 */
export function openSandboxDatabase(
  dataDir: string | undefined = process.env.E2E_DATA_DIR,
): Database.Database {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run browser tests with `npm run test:e2e`');
  return new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true, fileMustExist: true });
}

/** A payment as the sandbox stores it (amounts in minor units). */
export interface PaymentRecord {
  id: string;
  method: string;
  status: string;
  /** Charged now: 0 for a card that started a free trial. */
  amount: number;
  /** What a free trial's first charge takes; null without a trial. */
  first_charge_amount: number | null;
  request_json: string;
}

/**
 * Rows of the sandbox's payments table for a buyer e-mail (read-only), in the database of the
 * shared server (`E2E_DATA_DIR`) unless a test's own server's `dataDir` is given.
 */
export function paymentsOf(
  email: string,
  dataDir: string | undefined = process.env.E2E_DATA_DIR,
): PaymentRecord[] {
  const db = openSandboxDatabase(dataDir);
  try {
    return db
      .prepare(
        'SELECT id, method, status, amount, first_charge_amount, request_json FROM payments WHERE email = ? ORDER BY created_at',
      )
      .all(email) as PaymentRecord[];
  } finally {
    db.close();
  }
}
