/**
 * The technical integrations with their sandbox receivers (issue 14 items 4 and 5), on a server
 * of their own: a copy of the flags file (flipped by the test), a 1.5 s flag poll, and a copy
 * of brands/ where WUP has no tag-manager id.
 * - Feature flags: the server's first render already follows the `pix-enabled` flag, and a
 *   change reaches an open payment page after one poll, without a reload.
 * - Tag manager: the stand-in gtm.js loads under the CSP with the nonce, receives begin_checkout,
 *   add_payment_info and purchase with no personal or card data; a product without `gtm` loads
 *   no tag-manager script.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';
import { isCspViolation, launchBrowser, newContext, screenshot } from './browser';
import { fillCard, futureExpiry, submitLead, uniqueEmail } from './buyerFlow';
import { unlistedScripts } from './scriptInventory';

interface FlagFile {
  flags: Record<string, { targeting?: Array<{ when: Record<string, string[]>; variant: string }> }>;
}

describe('integrations with their sandbox receivers', () => {
  let server: RunningServer;
  let browser: Browser;
  let root: string;
  let flagsFile: string;
  let baseFlags: FlagFile;

  function writeFlags(pixOffForMedvalida: boolean): void {
    const flags = structuredClone(baseFlags);
    const pix = flags.flags['pix-enabled'];
    if (!pix) throw new Error('sandbox/flags.json has no pix-enabled flag');
    pix.targeting = pixOffForMedvalida ? [{ when: { brand: ['medvalida'] }, variant: 'off' }] : [];
    writeFileSync(flagsFile, JSON.stringify(flags, null, 2));
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trilha-integrations-'));
    cpSync('brands', join(root, 'brands'), { recursive: true });
    const wup = join(root, 'brands', 'falamais', 'products', 'WUP.json');
    const config = JSON.parse(readFileSync(wup, 'utf8')) as Record<string, unknown>;
    delete config.gtm;
    writeFileSync(wup, JSON.stringify(config, null, 2));
    flagsFile = join(root, 'flags.json');
    baseFlags = JSON.parse(readFileSync('sandbox/flags.json', 'utf8')) as FlagFile;
    writeFlags(false);
    server = await startServer({
      BRANDS_DIR: join(root, 'brands'),
      FLAGS_FILE: flagsFile,
      FLAGS_POLL_INTERVAL_MS: '1500',
      FLAGS_CACHE_TTL_MS: '0',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function open(
    width: number,
  ): Promise<{ page: Page; consoleLines: string[]; close: () => Promise<void> }> {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    return { page, consoleLines, close: () => context.close() };
  }

  async function leadToPayment(page: Page, product: string, email: string): Promise<void> {
    await page.goto(`${server.baseUrl}/lead?product=${product}`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
  }

  it('should follow the pix-enabled flag on the first render and after a poll, without a reload', async () => {
    writeFlags(false);
    const { page, consoleLines, close } = await open(1280);
    await leadToPayment(page, 'MS', uniqueEmail('flags'));
    const pix = page.getByRole('button', { name: /^Pix/ });
    await pix.waitFor();
    await screenshot(page, 'flags-pix-on-1280');
    // A marker that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    writeFlags(true);
    await pix.waitFor({ state: 'detached', timeout: 10_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    await expect(page.getByRole('button', { name: /^Cartão de crédito/ }).count()).resolves.toBe(1);
    await screenshot(page, 'flags-pix-off-after-poll-1280');

    // The server's HTML already carries the flag, and Pix never shows on a fresh page.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('"pix-enabled":false');
    await page.addInitScript(() => {
      const seen = { pix: false };
      (window as unknown as { __pixSeen: typeof seen }).__pixSeen = seen;
      new MutationObserver(() => {
        if (
          Array.from(document.querySelectorAll('button')).some((b) =>
            /^Pix/.test(b.textContent ?? ''),
          )
        )
          seen.pix = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(
        () => (window as unknown as { __pixSeen: { pix: boolean } }).__pixSeen.pix,
      ),
    ).toBe(false);

    // The Pix step itself says Pix is unavailable and leads back.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(page.url().replace('/payment?', '/pix?'));
    await page.getByRole('heading', { name: 'Pix indisponível' }).waitFor();
    await page.getByRole('button', { name: 'Escolher outra forma de pagamento' }).waitFor();
    await screenshot(page, 'flags-pix-unavailable-375');
    await close();
    expect(consoleLines.filter(isCspViolation)).toEqual([]);
    writeFlags(false);
  });

  it('should load the stand-in tag manager under the CSP and push purchase without personal data', async () => {
    writeFlags(false);
    await fetch(`${server.baseUrl}/api/sandbox/gtm/events`, {
      method: 'DELETE',
      headers: { origin: server.baseUrl },
    });
    const { page, consoleLines, close } = await open(375);
    const email = uniqueEmail('gtm');
    await leadToPayment(page, 'MS', email);
    const gtmSrc = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script'))
        .map((s) => s.src)
        .find((src) => src.includes('gtm.js')),
    );
    expect(gtmSrc).toContain('/api/sandbox/gtm/gtm.js?id=GTM-MDV4L1D');
    expect(await unlistedScripts(page)).toEqual([]);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading').first().waitFor();
    await screenshot(page, 'gtm-success-375');

    const layer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer),
    );
    const entries = JSON.parse(layer) as Array<Record<string, unknown>>;
    const purchase = entries.find((entry) => entry.event === 'purchase') as
      | { ecommerce: { transaction_id: string; currency: string; value: number; items: unknown[] } }
      | undefined;
    expect(purchase?.ecommerce.currency).toBe('BRL');
    expect(purchase?.ecommerce.transaction_id).toBeTruthy();
    expect(entries.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['gtm.js', 'begin_checkout', 'add_payment_info', 'purchase']),
    );

    let received = '';
    for (let attempt = 0; attempt < 20 && !received.includes('"purchase"'); attempt += 1) {
      received = await (await fetch(`${server.baseUrl}/api/sandbox/gtm/events`)).text();
      if (!received.includes('"purchase"')) await new Promise((r) => setTimeout(r, 250));
    }
    expect(received).toContain(purchase?.ecommerce.transaction_id);
    for (const text of [layer, received]) {
      expect(text).not.toContain(email);
      expect(text).not.toMatch(/maria souza/i);
      expect(text).not.toMatch(/4111|11912345678|295\.?379\.?955/);
    }
    await close();
    expect(consoleLines.filter(isCspViolation)).toEqual([]);
  });

  it('should load no tag-manager script for a product without gtm', async () => {
    const { page, consoleLines, close } = await open(1280);
    await page.goto(`${server.baseUrl}/lead?product=WUP`);
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    const scripts = await page.evaluate(() => [
      ...Array.from(document.querySelectorAll('script')).map((s) => s.src),
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ]);
    expect(scripts.filter((src) => src.includes('gtm'))).toEqual([]);
    const csp = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('googletagmanager');
    await screenshot(page, 'gtm-none-1280');
    await close();
    expect(consoleLines.filter(isCspViolation)).toEqual([]);
  });
});
