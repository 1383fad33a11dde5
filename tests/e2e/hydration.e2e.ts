/**
 * How a step page comes alive. The step is its own Suspense boundary (renderer/CheckoutPage),
 * so React hydrates the shell first and the step's form after it in short slices, not in one
 * long task that blocks the buyer's first taps (issue 10 item 16; `npm run bench -- --only
 * lighthouse` measures the blocking time). What the buyer types into the server's form before
 * the scripts have run must survive hydration: React reads it into the form's state.
 */
import type { Locator, Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/**
 * Holds every script of the app until `release()`, so what the test types reaches the
 * server's HTML before React has hydrated anything.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The field's value once it is `expected`, or its last value after 10 s (for the failure). */
async function settledValue(field: Locator, expected: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  let value = await field.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await field.inputValue();
  }
  return value;
}

/** True once React has hydrated `selector` (React keeps its fiber on hydrated DOM nodes). */
async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const node = document.querySelector(target);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 20_000 },
  );
}

describe('step hydration', () => {
  // A fresh 375 px context per test, checked for CSP violations after it.
  const buyer = useBuyerPage();

  it('should send the step as a boundary of its own, after the shell', async () => {
    const html = await (await fetch(`${baseUrl()}/lead?product=MS`)).text();
    const header = html.indexOf('<header');
    const boundary = html.indexOf('<!--$-->');
    const form = html.indexOf('id="lead-phone"');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(form).toBeGreaterThan(0);
    // The shell (header, logo) is outside the boundary, the step's form inside it.
    expect(boundary).toBeGreaterThan(header);
    expect(form).toBeGreaterThan(boundary);
    expect(html.indexOf('<!--/$-->', form)).toBeGreaterThan(form);
  });

  it('should keep a phone number typed on /lead before the scripts ran, and send it', async () => {
    const page = buyer.page;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl()}/lead?product=MS`, { waitUntil: 'commit' });
    const phone = page.locator('#lead-phone');
    await phone.pressSequentially('11987654321');
    expect(await phone.inputValue()).toBe('11987654321');

    release();
    await waitForHydration(page, '#lead-phone');
    // The form's state took the digits: its mask shows them without another keystroke.
    expect(await settledValue(phone, '(11) 98765-4321')).toBe('(11) 98765-4321');
    await page.getByLabel('Nome Completo', { exact: true }).fill('Bia Cedo');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('early-lead'));
    expect(await phone.inputValue()).toBe('(11) 98765-4321');
    await screenshot(page, 'hydration-lead-typed-early');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?product=MS/);
  });

  it('should keep a card holder and number typed on /payment before the scripts ran, and pay with them', async () => {
    const page = buyer.page;
    const email = uniqueEmail('early');
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, { name: 'Bia Cedo', email, phone: '(11) 98765-4321' });
    await page.waitForURL(/\/payment\?product=MS/);

    // The buyer reloads /payment and types before the page's scripts have arrived.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const holder = page.getByLabel('Nome impresso no cartão');
    const number = page.getByLabel('Número do cartão');
    await holder.pressSequentially('BIA CEDO');
    await number.pressSequentially('4111111111111111');

    release();
    await waitForHydration(page, 'input[name="holderName"]');
    expect(await settledValue(number, '4111 1111 1111 1111')).toBe('4111 1111 1111 1111');
    expect(await holder.inputValue()).toBe('BIA CEDO');
    await screenshot(page, 'hydration-payment-typed-early');

    // The rest of the card (each keystroke renders the form again: the early text stays),
    // then the payment: the backend gets the holder typed early.
    await page.getByLabel('Validade (MM/AA)').fill(futureExpiry());
    await page.getByLabel('Código de segurança (CVV)').fill('123');
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    expect(await holder.inputValue()).toBe('BIA CEDO');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    // The holder as sent: the name typed before hydration, normalized as every holder is.
    expect(rows[0]!.request_json).toContain('"holderName":"Bia Cedo"');
  });
});
