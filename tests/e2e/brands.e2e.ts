/**
 * Every brand renders its own lead page (theme, logo, wording) and a buyer walks from lead to
 * payment in each (issue 6 "Done when"), all from configuration.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { galleryBrands } from '@/scripts/gallery';
import { baseUrl, launchBrowser, newContext } from './browser';
import { submitLead, uniqueEmail } from './buyerFlow';

interface ProductFile {
  title: string;
  checkoutFlow: {
    flows: Array<{
      id: string;
      steps: Array<{ id: string; templateId: string; defaultNextStepId?: string }>;
    }>;
  };
}

const brands = galleryBrands().map((brand) => {
  const product = JSON.parse(
    readFileSync(`brands/${brand.id}/products/${brand.productCode}.json`, 'utf8'),
  ) as ProductFile;
  const flow =
    product.checkoutFlow.flows.find((f) => f.id === 'default') ?? product.checkoutFlow.flows[0]!;
  const lead = flow.steps.find((s) => s.templateId === 'lead');
  const next = flow.steps.find((s) => s.id === lead?.defaultNextStepId);
  return {
    ...brand,
    title: product.title,
    walksToPayment: next?.templateId === 'payment',
    hasLead: Boolean(lead),
  };
});

describe('every brand', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('should include every brand folder', () => {
    expect(brands.length).toBeGreaterThanOrEqual(14);
  });

  it.each(brands.filter((b) => b.hasLead).map((b) => [b.id, b] as const))(
    'should render %s with its theme and logo and walk lead → payment',
    async (_id, brand) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const mz = brand.language === 'pt-MZ';
      await page.goto(
        `${baseUrl()}/lead?product=${encodeURIComponent(brand.productCode)}${mz ? '&lang=pt-mz' : ''}`,
      );
      expect(await page.title()).toBe(`Checkout - ${brand.title}`);
      await expect(page.locator('[data-ds-brand]').getAttribute('data-ds-brand')).resolves.toBe(
        brand.id,
      );
      await expect(
        page.getByRole('img', { name: brand.displayName }).first().getAttribute('src'),
      ).resolves.toMatch(new RegExp(`^/brands/${brand.id}/`));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(mz ? 'pt-MZ' : 'pt-BR');
      if (brand.walksToPayment) {
        await submitLead(page, {
          name: 'Maria Souza',
          email: uniqueEmail(brand.id),
          phone: mz ? '+258841234567' : '11912345678',
        });
        await page.waitForURL(/\/payment\?/);
        await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
      }
      await context.close();
    },
  );
});
