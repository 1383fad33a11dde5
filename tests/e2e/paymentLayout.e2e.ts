/**
 * The payment page renders on the server with its plans (issue 10 item 16): a buyer with a
 * lead opens /payment on a 375 px phone with the CPU slowed 4×, and the page does not move
 * while it loads (cumulative layout shift ≤ 0.05, measured with a PerformanceObserver from
 * the first byte); the server's HTML alone (JavaScript off) already has the plan, its price,
 * the card form and a logo with width and height. Screenshots at 375 px and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, isCspViolation, launchBrowser, newContext, screenshot } from './browser';
import { submitLead, uniqueEmail } from './buyerFlow';

/** Issue 10 item 16: the most layout shift /payment may have. */
const CLS_LIMIT = 0.05;

/** Records every layout shift of the page (without recent input) from its first paint. */
function observeLayoutShifts(): void {
  const shifts: Array<{ value: number; sources: string[] }> = [];
  (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) => source.node?.textContent?.slice(0, 40) ?? '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShifts(page: Page): Promise<Array<{ value: number; sources: string[] }>> {
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: Array<{ value: number; sources: string[] }> })
        .__layoutShifts,
  );
}

describe('payment page layout', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each([375, 1280])(
    'should load /payment as a buyer with a lead at %i px without shifting (CLS ≤ 0.05)',
    async (width) => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (isCspViolation(message.text())) violations.push(message.text());
      });
      try {
        await page.goto(`${baseUrl()}/lead?product=MS`);
        await submitLead(page, {
          name: 'Rita Layout',
          email: uniqueEmail('layout'),
          phone: '(11) 98765-4321',
        });
        await page.waitForURL(/\/payment\?product=MS/);

        // The buyer reloads /payment (the lead stays in the tab's session) on a slow phone.
        await page.addInitScript(observeLayoutShifts);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // Not 'networkidle' (analytics and telemetry keep reporting): the load event, the card
        // form, then 2 s for late arrivals (lazy chunks, tag manager) to shift anything.
        await page.reload({ waitUntil: 'load' });
        await page.getByLabel('Número do cartão').waitFor();
        await page.waitForTimeout(2000);
        const shifts = await layoutShifts(page);
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await screenshot(page, `payment-layout-${width}`);

        // On failure, the shifts and what moved are printed.
        expect(cls > CLS_LIMIT ? shifts : []).toEqual([]);
        expect(cls).toBeLessThanOrEqual(CLS_LIMIT);
        await expect(
          page.getByRole('button', { name: 'Confirmar pagamento' }).isVisible(),
        ).resolves.toBe(true);
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('should have the plan, its price and the card form in the server HTML (JavaScript off)', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'pt-BR',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/payment?product=MS`);
      // What the server sent, before any script ran: the plan the page charges and its price.
      await expect(page.getByText('Plano Anual').first().isVisible()).resolves.toBe(true);
      await expect(page.getByText('12x de R$95,00').first().isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('Número do cartão').isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('button', { name: 'Confirmar pagamento' }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText('Carregando o plano').count()).resolves.toBe(0);
      const logo = page.locator('header img');
      expect(Number(await logo.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await logo.getAttribute('height'))).toBeGreaterThan(0);
      await screenshot(page, 'payment-server-html-375');
    } finally {
      await context.close();
    }
  });
});
