/**
 * Proof of the design (issue 6): a brand made of configuration alone, in a temporary copy of
 * brands/, served by the same build with no code change, walked from lead to payment.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { scaffoldBrand } from '@/scripts/lib/scaffoldBrand';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';
import { launchBrowser, newContext, screenshot } from './browser';

describe('a brand from configuration alone', () => {
  let server: RunningServer;
  let browser: Browser;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trilha-proof-'));
    cpSync('brands', join(root, 'brands'), { recursive: true });
    cpSync('public', join(root, 'public'), { recursive: true });
    scaffoldBrand(root, { id: 'prova-viva', displayName: 'Prova Viva', productCode: 'PROVA' });
    server = await startServer({ BRANDS_DIR: join(root, 'brands') });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should render the new brand and walk lead → payment', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/lead?product=PROVA`);
    expect(await page.title()).toBe('Checkout - Prova Viva');
    await page.getByLabel('Nome Completo', { exact: true }).fill('Maria Souza');
    await page.getByLabel('E-mail', { exact: true }).fill('maria.souza@example.com');
    await page.getByLabel('Celular', { exact: true }).fill('11912345678');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?product=PROVA/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    await screenshot(page, 'proof-new-brand-payment-375');
    await context.close();
  });

  it('should serve a brand created while the server runs within seconds, without a restart', async () => {
    const url = `${server.baseUrl}/lead?product=NOVA`;
    const before = await fetch(url, { redirect: 'manual' });
    expect(before.status).toBe(307);
    const created = Date.now();
    scaffoldBrand(root, { id: 'nova-marca', displayName: 'Nova Marca', productCode: 'NOVA' });
    let status = 0;
    let html = '';
    while (Date.now() - created < 15_000) {
      const response = await fetch(url, { redirect: 'manual' });
      status = response.status;
      html = await response.text();
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect(html).toContain('Checkout - Nova Marca');
    // Within the config cache (5 s) plus the brand reload check (1 s), with room for a busy machine.
    expect(Date.now() - created).toBeLessThan(15_000);

    // Its logo and favicon too (public/ had no such files when the server started).
    const page = await (await newContext(browser)).newPage();
    await page.goto(url);
    const logo = page.getByRole('img', { name: 'Nova Marca' }).first();
    await logo.waitFor();
    await page.waitForFunction(() =>
      [...document.images].some(
        (img) => img.src.endsWith('/brands/nova-marca/logo.svg') && img.complete,
      ),
    );
    await expect(
      logo.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).resolves.toBeGreaterThan(0);
    for (const asset of ['logo.svg', 'favicon.svg']) {
      const response = await fetch(`${server.baseUrl}/brands/nova-marca/${asset}`);
      expect([asset, response.status, response.headers.get('content-type')]).toEqual([
        asset,
        200,
        'image/svg+xml',
      ]);
      expect(await response.text()).toBe(
        readFileSync(join(root, 'public/brands/nova-marca', asset), 'utf8'),
      );
    }
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toBe('/brands/nova-marca/favicon.svg');
    // Nothing but a brand's images that way.
    expect((await fetch(`${server.baseUrl}/brands/nova-marca/..%2f..%2fpackage.json`)).status).toBe(
      404,
    );
    await screenshot(page, 'proof-new-brand-live-logo-375');
    await page.context().close();
  });
});
