/**
 * The page shell in Chromium against the built app (issue 3): title, 'Voltar', seller
 * banner, staging badge, cookies-disabled notice, generic-error redirect, no blank page.
 */
import type { Browser } from 'playwright-core';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { submitLead, uniqueEmail } from './buyerFlow';
import { firstUses } from './configuredFlows';
import { baseUrl, launchBrowser, newContext, screenshot } from './browser';

describe('page shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('should title the page after the product and show no Voltar on /lead', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lead?product=MS`);
    expect(await page.title()).toBe('Checkout - Revalida Medicina');
    await expect(page.getByRole('button', { name: 'Voltar' }).count()).resolves.toBe(0);
    await expect(page.getByRole('img').first().getAttribute('width')).resolves.toBe('110');
    await screenshot(page, 'shell-lead-375');
    await context.close();
  });

  it('should show Voltar on /payment and go back with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // A buyer reaches /payment after the lead (without one, /payment sends them to the lead).
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, {
      name: 'Ana Voltar',
      email: uniqueEmail('shell-back'),
      phone: '(11) 98765-4321',
    });
    await page.waitForURL(/\/payment\?product=MS/);
    const back = page.getByRole('button', { name: 'Voltar' });
    await back.waitFor();
    await back.click();
    await page.waitForURL(/\/lead\?product=MS/);
    await context.close();
  });

  it.each(['CONQUERMZ', 'WUPMZ', 'MS'])(
    'should keep Voltar clear of the logo on a 375 px phone (%s payment)',
    async (product) => {
      // Issue 21 item 9: on CONQUERMZ at 375 px 'Voltar' touched the brand's wide logo.
      const context = await newContext(browser, 375);
      const page = await context.newPage();
      const mozambique = product.endsWith('MZ');
      await page.goto(`${baseUrl()}/lead?product=${product}${mozambique ? '&lang=pt-mz' : ''}`);
      await submitLead(page, {
        name: 'Joana Machava',
        email: uniqueEmail(`shell-logo-${product}`.toLowerCase()),
        phone: mozambique ? '841234567' : '(11) 98765-4321',
      });
      await page.waitForURL(/\/payment\?/);
      const back = await page.getByRole('button', { name: 'Voltar' }).boundingBox();
      const logo = await page.locator('header img').boundingBox();
      if (!back || !logo) throw new Error('Voltar or the logo is not on the page');
      const gap = logo.x - (back.x + back.width);
      expect(gap).toBeGreaterThanOrEqual(8);
      // Centred: as much room on the right of the logo as on its left.
      expect(Math.abs(logo.x + logo.width / 2 - 375 / 2)).toBeLessThanOrEqual(1);
      await screenshot(page, `shell-voltar-logo-${product}-375`);
      await context.close();
    },
  );

  it('should show the seller banner for a seller and hide it for performance', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lead?product=MS&seller=ana.souza&source=ads-instagram`);
    await expect(page.getByText('Atendimento Ana Souza').count()).resolves.toBe(1);
    await page.goto(`${baseUrl()}/lead?product=MS&seller=performance`);
    await expect(page.getByText(/^Atendimento/).count()).resolves.toBe(0);
    await context.close();
  });

  it('should redirect to /generic-error keeping the query when the seller is unknown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/lead?product=MS&seller=nobody&source=ads-x`);
    expect(new URL(page.url()).pathname).toBe('/generic-error');
    expect(new URL(page.url()).search).toBe('?product=MS&seller=nobody&source=ads-x');
    expect(response?.request().redirectedFrom()).not.toBeNull();
    await expect(
      page
        .getByText('Ocorreu um erro inesperado, por gentileza tente novamente mais tarde')
        .count(),
    ).resolves.toBe(1);
    await context.close();
  });

  it('should show the general message on an unknown product, never a blank page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lead?product=NOPE`);
    expect(new URL(page.url()).pathname).toBe('/generic-error');
    await expect(page.getByRole('heading').first().textContent()).resolves.toBe('Algo deu errado');
    await context.close();
  });

  it('should show the staging badge and close it, dropping the cookie and the query parameter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lead?product=MS&homologacao=true`);
    // The badge loads in the browser, only on a staging page.
    await page.getByText('Homologação').waitFor();
    await expect(page.getByText('Homologação').count()).resolves.toBe(1);
    await screenshot(page, 'shell-staging-375');
    await page.getByRole('button', { name: 'Fechar homologação' }).click();
    await page.waitForURL((url) => !url.search.includes('homologacao'));
    await page.waitForLoadState('load');
    await expect(page.getByText('Homologação').count()).resolves.toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'homologacao')).toBeUndefined();
    await context.close();
  });

  it('should replace the page with the cookies notice when cookies are disabled', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await page.getByText('Os cookies do seu navegador estão desativados').waitFor();
    await expect(page.getByText('Ative e tente novamente.').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Tentar novamente' }).count()).resolves.toBe(1);
    await expect(page.getByLabel('Nome Completo', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('should answer /readiness and /healthcheck with 200', async () => {
    for (const path of ['/readiness', '/healthcheck']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
    }
  });
});

describe('a step whose template has no component yet', () => {
  // Configured flows that still reach a template without a component; once every template has
  // one, the renderer's fallback is covered by tests/renderer/StepRenderer.test.tsx alone.
  const uses = firstUses();
  const missing = Object.values(templateRegistry)
    .filter((entry) => entry.component === undefined && uses.has(entry.id))
    .map((entry) => ({ entry, use: uses.get(entry.id)! }));

  it('should show the general message and name the template outside production, never a blank page', async () => {
    if (missing.length === 0) {
      expect(
        Object.values(templateRegistry).filter(
          (entry) => entry.component === undefined && uses.has(entry.id),
        ),
      ).toEqual([]);
      return;
    }
    const { entry, use } = missing[0]!;
    const browser = await launchBrowser();
    const page = await browser.newPage();
    const path = entry.route.replace(/\[[^\]]+\]/g, 'sample');
    await page.goto(`${baseUrl()}${path}?product=${use.code}&flowId=${use.flowId}`);
    await expect(
      page
        .getByText('Ocorreu um erro inesperado, por gentileza tente novamente mais tarde')
        .count(),
    ).resolves.toBe(1);
    await expect(
      page
        .getByText(new RegExp(`TEMPLATE_COMPONENT_MISSING: step '.*' uses template '${entry.id}'`))
        .count(),
    ).resolves.toBe(1);
    await browser.close();
  });
});
