/**
 * Security headers of the payment pages in Chromium (PCI DSS v4.0.1 6.4.3 and 11.6.1, issue
 * 10 item 7): the card flow runs under a nonce-based CSP with zero violations, every script
 * of the payment page is in the script inventory, an injected script is refused and reported
 * to /api/csp-report, and each page gets its own nonce.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, isCspViolation, launchBrowser, newContext, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { unlistedScripts } from './scriptInventory';

/**
 * Leaves a lead in the tab's session, as a buyer who reached /payment has (without one,
 * /payment sends the buyer to the lead step), so /payment can then be loaded directly.
 */
async function startAsBuyer(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/lead?product=MS`);
  await submitLead(page, {
    name: 'Ana Cabeçalhos',
    email: uniqueEmail('headers'),
    phone: '(11) 98765-4321',
  });
  await page.waitForURL(/\/payment\?product=MS/);
}

interface StoredReport {
  receivedAt: string;
  documentUrl: string;
  blockedUrl: string;
  directive: string;
}

async function reportsSince(since: string): Promise<StoredReport[]> {
  const answer = (await (await fetch(`${baseUrl()}/api/csp-report`)).json()) as {
    reports: StoredReport[];
  };
  return answer.reports.filter((report) => report.receivedAt >= since);
}

function directive(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

describe('security headers of the payment pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let violations: string[];

  beforeAll(async () => {
    // Chromium batches Reporting API deliveries for a minute; this flag delivers in seconds.
    browser = await launchBrowser(['--short-reporting-delay']);
  });

  afterAll(async () => {
    await browser.close();
  });

  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    violations = [];
    page.on('console', (message) => {
      if (isCspViolation(message.text())) violations.push(message.text());
    });
  });

  afterEach(async () => {
    await context.close();
  });

  it('should run the card flow under a nonce CSP with only inventoried scripts and zero violations', async () => {
    const since = new Date().toISOString();
    const email = uniqueEmail('csp');
    const lead = await page.goto(`${baseUrl()}/lead?product=MS`);
    const headers = lead?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(policy, 'report-uri')).toBe('report-uri /api/csp-report');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['permissions-policy']).toContain('payment=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // Over plain http report-uri alone (see pageSecurityHeaders): no Reporting-Endpoints.
    expect(headers['reporting-endpoints']).toBeUndefined();

    await submitLead(page, { name: 'maria souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Número do cartão').waitFor();
    await screenshot(page, 'csp-payment-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'csp-payment-1280');
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
    expect(paymentsOf(email)).toHaveLength(1);
    expect(await unlistedScripts(page)).toEqual([]);
    expect(violations).toEqual([]);
    expect(await reportsSince(since)).toEqual([]);
  });

  it('should list every script of a payment page loaded directly, with a new nonce per request', async () => {
    await startAsBuyer(page);
    const first = await page.goto(`${baseUrl()}/payment?product=MS`);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    expect(await unlistedScripts(page)).toEqual([]);
    const second = await page.reload();
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const firstNonce = nonceOf(first?.headers()['content-security-policy']);
    expect(firstNonce).toBeDefined();
    expect(nonceOf(second?.headers()['content-security-policy'])).not.toBe(firstNonce);
    expect(violations).toEqual([]);
  });

  it('should refuse a script the inventory does not list, and report it to our endpoint', async () => {
    const since = new Date().toISOString();
    await startAsBuyer(page);
    await page.goto(`${baseUrl()}/payment?product=MS`);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__skimmer = true;';
      document.body.appendChild(script);
      return (window as { __skimmer?: boolean }).__skimmer === true;
    });
    expect(ran).toBe(false);
    expect(await unlistedScripts(page)).toEqual(['inline: window.__skimmer = true;']);
    let reports: StoredReport[] = [];
    for (let attempt = 0; attempt < 120 && reports.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      reports = await reportsSince(since);
    }
    expect(reports[0]).toMatchObject({ directive: 'script-src-elem', blockedUrl: 'inline' });
    expect(reports[0]?.documentUrl).toMatch(/\/payment$/);
    expect(violations).toHaveLength(1);
  });
});
