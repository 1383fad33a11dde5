/**
 * One purchase, one charge (issue 33), in Chromium against the built app: what ordinary buyers
 * do that charged twice while the guard lived in one tab's session storage. A reload during a
 * slow card payment, two tabs (and two browsers) paying at once, 'Voltar' after a paid Pix, an
 * old Pix code paid after the order changed, and the account flows after a Pix or a boleto.
 * Each test reads what the buyer sees (heading, amount, method) and counts the sandbox's charges.
 *
 * The server of this file is its own, with the spec's 60 s reduced so a slow card takes seconds:
 * the client gives up on a payment call after PAYMENT_TIMEOUT_MS (5 s) and the slow test card
 * answers after SANDBOX_SLOW_MS (9 s).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { openSandboxDatabase } from './sandboxPayments';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';

const SLOW_MS = 9000;
/** Approved after SANDBOX_SLOW_MS. */
const SLOW_CARD = '4000000000000259';
const CARD = '4111111111111111';
const OTHER_CARD = '5555555555554444';
const CONFIRMING = 'Estamos confirmando seu pagamento…';
const ELSEWHERE = 'Pagamento em andamento em outra aba';
const ALREADY_PAID = 'Pagamento já confirmado';
/** The receipt's heading on a purchase paid or, by card on a plan with a free trial, started. */
const RECEIPT = /^(Pagamento já confirmado|Período grátis já ativado)$/;

jest.setTimeout(180_000);

describe('one purchase, one charge', () => {
  let server: RunningServer;
  const buyer = useBuyerPage();

  beforeAll(async () => {
    server = await startServer({
      PAYMENT_TIMEOUT_MS: '5000',
      SANDBOX_SLOW_MS: String(SLOW_MS),
      PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const at = (path: string) => `${server.baseUrl}${path}`;
  const paymentsOfBuyer = (email: string) => paymentsOf(email, server.dataDir);
  /** What the buyer was charged (an approved card or Pix), as the sandbox keeps it. */
  const chargesOf = (email: string) =>
    paymentsOfBuyer(email).filter((payment) => payment.status === 'approved');
  /** The text of the page's main region, spaces collapsed. */
  const mainText = async (page: Page) =>
    (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
  const payButton = (page: Page) => page.getByRole('button', { name: 'Confirmar pagamento' });

  /** Presses the pay button and waits until the payment call has left the page. */
  async function payAndWaitForCall(page: Page, button = payButton(page)): Promise<void> {
    await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes('/api/v2/payment'),
      ),
      button.click(),
    ]);
  }

  /** Fills the card form with the tax-invoice document when the brand asks for it. */
  async function fillCardForm(page: Page, number: string): Promise<void> {
    await fillCard(page, { holder: 'Maria Souza', number, expiry: futureExpiry(), cvv: '123' });
    const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await document.count()) > 0) await document.fill('295.379.955-93');
  }

  async function leadToPayment(page: Page, entry: string, email: string): Promise<void> {
    await page.goto(at(entry));
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
  }

  /**
   * The lead, then the payment step in a second tab the buyer's own page opens (a duplicated tab:
   * the same session, and the same local storage and Web Locks as every tab of the browser).
   */
  async function paymentInTwoTabs(page: Page, email: string): Promise<Page> {
    await leadToPayment(page, '/lead?product=MS', email);
    await page.waitForURL(/\/payment\?/);
    const [second] = await Promise.all([
      buyer.context.waitForEvent('page'),
      page.evaluate(() => void window.open(window.location.href)),
    ]);
    await second.waitForLoadState();
    return second;
  }

  /** Marks a Pix paid in the sandbox, as the buyer's bank does; returns the new status. */
  async function payPixInBank(paymentId: string): Promise<string> {
    const answer = await fetch(at(`/api/sandbox/pix/${paymentId}/pay`), { method: 'POST' });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { status: string }).status;
  }

  async function storedPixId(page: Page): Promise<string> {
    const stored = await page.evaluate(() => window.sessionStorage.getItem('dataPix'));
    const paymentId = stored ? (JSON.parse(stored) as { paymentId: string }).paymentId : '';
    expect(paymentId).not.toBe('');
    return paymentId;
  }

  /** The status the sandbox keeps for a payment. */
  function statusOf(paymentId: string): string | undefined {
    const db = openSandboxDatabase(server.dataDir);
    try {
      const row = db.prepare('SELECT status FROM payments WHERE id = ?').get(paymentId) as
        | { status: string }
        | undefined;
      return row?.status;
    } finally {
      db.close();
    }
  }

  it('1. a reload during a slow card payment resumes it: confirming, then the receipt; one charge', async () => {
    const page = buyer.page;
    const email = uniqueEmail('reload-mid-payment');
    await leadToPayment(page, '/?product=WUP&oferta=wup-conversacao&flowId=offer', email);
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    await fillCardForm(page, SLOW_CARD);
    await payButton(page).click();
    await page.waitForTimeout(2000);
    await page.reload();

    // The attempt under way is resumed, not forgotten: no form meanwhile.
    await page.getByRole('heading', { name: CONFIRMING }).waitFor();
    await expect(page.getByLabel('Número do cartão').count()).resolves.toBe(0);
    await expect(payButton(page).count()).resolves.toBe(0);
    await screenshot(page, 'purchase-reload-confirming');

    // The slow card is approved: the receipt of that attempt, with its amount and method.
    await page.getByRole('heading', { name: ALREADY_PAID }).waitFor({ timeout: 30_000 });
    const text = await mainText(page);
    expect(text).toContain('R$358,80');
    expect(text).toMatch(/Cartão/);
    await expect(page.getByLabel('Número do cartão').count()).resolves.toBe(0);
    await screenshot(page, 'purchase-reload-receipt');
    const charges = chargesOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ method: 'credit-card', amount: 35880, card_last4: '0259' });

    // Going on reaches the success screen of that purchase.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
    expect(chargesOf(email)).toHaveLength(1);
  });

  it('2a. two tabs of one checkout paying by card at once: one pays, the other shows it; one charge', async () => {
    const page = buyer.page;
    const email = uniqueEmail('two-tabs');
    const second = await paymentInTwoTabs(page, email);
    await fillCardForm(page, SLOW_CARD);
    await fillCardForm(second, OTHER_CARD);
    // Both buttons pressed at once: one tab takes the purchase, the other never sends a payment.
    const calls: string[] = [];
    for (const tab of [page, second])
      tab.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/v2/payment'))
          calls.push(tab === page ? 'first' : 'second');
      });
    // Pressed from the pages' own scripts at once (a tab that already knows the other is paying
    // has no button left to press).
    const press = (tab: Page) =>
      tab.evaluate(() =>
        (document.querySelector('form button[type="submit"]') as HTMLButtonElement | null)?.click(),
      );
    await Promise.all([press(page), press(second)]);
    await page.waitForTimeout(1000);
    expect(calls).toHaveLength(1);
    const [payer, waiter] = calls[0] === 'first' ? [page, second] : [second, page];
    await waiter.getByRole('heading', { name: ELSEWHERE }).waitFor();
    await expect(payButton(waiter).count()).resolves.toBe(0);
    await screenshot(waiter, 'purchase-second-tab-waiting');

    // The paying tab goes on; the other shows the receipt of that payment.
    await payer.waitForURL(/\/success\?/, { timeout: 30_000 });
    await waiter.getByRole('heading', { name: RECEIPT }).waitFor({ timeout: 30_000 });
    expect(await mainText(waiter)).toContain('R$1.140,00');
    const charges = chargesOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ card_last4: payer === page ? '0259' : '4444' });
  });

  it('2b. card in one tab and Pix in the other: never a card and a paid Pix', async () => {
    const page = buyer.page;
    const email = uniqueEmail('card-and-pix');
    const second = await paymentInTwoTabs(page, email);
    await fillCardForm(page, SLOW_CARD);
    await second.getByRole('button', { name: /^Pix/ }).click();
    const document = second.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await document.count()) > 0) await document.fill('295.379.955-93');
    await payAndWaitForCall(page);

    // As soon as the card is under way, the Pix tab says so: there is nothing to press.
    await second.getByRole('heading', { name: ELSEWHERE }).waitFor();
    await expect(payButton(second).count()).resolves.toBe(0);
    await page.waitForURL(/\/success\?/, { timeout: 30_000 });
    await second.getByRole('heading', { name: RECEIPT }).waitFor({ timeout: 30_000 });
    // No Pix was issued for a purchase being paid by card.
    expect(paymentsOfBuyer(email).filter((payment) => payment.method === 'pix')).toEqual([]);
    expect(chargesOf(email)).toHaveLength(1);
  });

  it('2c. two browsers of one buyer paying at once: the API refuses the second attempt', async () => {
    const page = buyer.page;
    const email = uniqueEmail('two-browsers');
    await leadToPayment(page, '/lead?product=MS', email);
    await page.waitForURL(/\/payment\?/);
    // Another browser with the same session (no shared local storage, no shared Web Lock).
    const session = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
    const other: BrowserContext = await newContext(buyer.browser, 375);
    try {
      const second = await other.newPage();
      await second.goto(at('/lead?product=MS'));
      await second.evaluate((stored) => {
        for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>))
          window.sessionStorage.setItem(key, value);
      }, session);
      await second.goto(page.url());
      await fillCardForm(page, SLOW_CARD);
      await fillCardForm(second, OTHER_CARD);
      await payAndWaitForCall(page);
      await page.waitForTimeout(500);
      await payButton(second).click();

      // The API answers 409 payment_in_progress: the second browser waits for the outcome.
      await second.getByRole('heading', { name: CONFIRMING }).waitFor();
      await page.waitForURL(/\/success\?/, { timeout: 30_000 });
      try {
        await second.getByRole('heading', { name: RECEIPT }).waitFor({ timeout: 30_000 });
      } finally {
        await screenshot(second, 'purchase-second-browser');
      }
      expect(await mainText(second)).toContain('R$1.140,00');
      const charges = chargesOf(email);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ card_last4: '0259' });
    } finally {
      await other.close();
    }
  });

  it('3. Back after a paid Pix shows the receipt on the Pix step and the payment step; no new Pix', async () => {
    const page = buyer.page;
    const email = uniqueEmail('back-after-pix');
    await leadToPayment(page, '/lead?product=MS', email);
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: /^Pix/ }).click();
    const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await document.count()) > 0) await document.fill('295.379.955-93');
    await payButton(page).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    await payPixInBank(await storedPixId(page));
    await page.waitForURL(/\/success\?/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('heading', { name: ALREADY_PAID }).waitFor();
    await expect(page.getByRole('button', { name: 'Copiar código' }).count()).resolves.toBe(0);
    expect(await mainText(page)).toContain('R$1.140,00');
    await screenshot(page, 'purchase-back-after-pix');

    await page.goBack();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('heading', { name: ALREADY_PAID }).waitFor();
    await expect(payButton(page).count()).resolves.toBe(0);
    await page.waitForTimeout(1500);
    const payments = paymentsOfBuyer(email);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'pix', status: 'approved' });
  });

  it('4a. a Pix, then a card after Back: the Pix is cancelled, and paying it later is refunded', async () => {
    const page = buyer.page;
    const email = uniqueEmail('pix-then-card');
    await leadToPayment(page, '/lead?product=MS', email);
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: /^Pix/ }).click();
    const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await document.count()) > 0) await document.fill('295.379.955-93');
    await payButton(page).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    const firstPix = await storedPixId(page);

    await page.goBack();
    await page.waitForURL(/\/payment\?/);
    // The payment step says a Pix is waiting before offering another method.
    await page.getByText(/Você já gerou um código Pix de R\$1\.140,00/).waitFor();
    await screenshot(page, 'purchase-pending-pix-notice');
    if (!(await page.getByLabel('Número do cartão').isVisible()))
      await page.getByRole('button', { name: /^Cartão de crédito/ }).click();
    await fillCardForm(page, CARD);
    await page.getByLabel('Parcelas').selectOption('3');
    await payButton(page).click();
    await page.waitForURL(/\/success\?/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
    expect(statusOf(firstPix)).toBe('cancelled');

    // The old code paid late: the sandbox refunds it, and it never pays the purchase.
    await expect(payPixInBank(firstPix)).resolves.toBe('refunded');
    expect(statusOf(firstPix)).toBe('refunded');
    const charges = chargesOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ method: 'credit-card', installments: 3 });
  });

  it('4b. multi-profile: a Pix for 1 profile, Back, a Pix for 4; paying the first code is refunded and said', async () => {
    const page = buyer.page;
    const email = uniqueEmail('multiprofile-pix');
    await leadToPayment(page, '/lead?product=WUP&flowId=multiprofile', email);
    const profiles = page.getByRole('group', { name: 'Quantos perfis?' }).getByRole('radio');
    await profiles.first().waitFor();
    await profiles.first().check();
    await page.getByRole('button', { name: /Continuar/ }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: /^Pix/ }).click();
    await payButton(page).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    const onePix = await storedPixId(page);

    await page.goBack();
    await page.waitForURL(/\/payment\?/);
    await page.goBack();
    await profiles.first().waitFor();
    await profiles.last().check();
    await page.getByRole('button', { name: /Continuar/ }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: /^Pix/ }).click();
    await payButton(page).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    const fourPix = await storedPixId(page);
    expect(fourPix).not.toBe(onePix);
    expect(statusOf(onePix)).toBe('cancelled');

    // The first code paid: refunded, and the page waiting for the second says so.
    await expect(payPixInBank(onePix)).resolves.toBe('refunded');
    await page.getByText(/de um código Pix que já tinha sido substituído e devolvemos/).waitFor({
      timeout: 15_000,
    });
    await screenshot(page, 'purchase-refunded-old-pix');
    await expect(payPixInBank(fourPix)).resolves.toBe('approved');
    await page.waitForURL(/\/success\?/, { timeout: 20_000 });
    const charges = chargesOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ id: fourPix, method: 'pix' });
  });

  /** A fresh copy of the seeded open invoice, for one test. */
  async function freshInvoice(email: string): Promise<string> {
    const answer = await fetch(at('/api/sandbox/account-records'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: 'inv_demo_open', email }),
    });
    expect(answer.ok).toBe(true);
    return ((await answer.json()) as { id: string }).id;
  }

  it('5a. an invoice paid by Pix: Back shows the receipt, not a blank page', async () => {
    const page = buyer.page;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const invoiceId = await freshInvoice(uniqueEmail('invoice-pix'));
    await page.goto(at(`/payment/${invoiceId}?product=MS&flowId=invoice`));
    await page.getByRole('button', { name: /^Pix/ }).click();
    await page.getByRole('button', { name: 'Pagar fatura' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    await payPixInBank(await storedPixId(page));
    await page.waitForURL(/\/success-invoice\?/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('heading', { name: ALREADY_PAID }).waitFor();
    await expect(page.getByRole('button', { name: 'Copiar código' }).count()).resolves.toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: ALREADY_PAID }).waitFor();
    await expect(page.getByRole('button', { name: 'Pagar fatura' }).count()).resolves.toBe(0);
    expect(errors.filter((message) => /NavigationError/.test(message))).toEqual([]);
  });

  it('5b. an invoice with a boleto issued: Back says so before offering another method', async () => {
    const page = buyer.page;
    const invoiceId = await freshInvoice(uniqueEmail('invoice-boleto'));
    await page.goto(at(`/payment/${invoiceId}?product=MS&flowId=invoice`));
    await page.getByRole('button', { name: /^Boleto/ }).click();
    await page.getByRole('button', { name: 'Pagar fatura' }).click();
    await page.waitForURL(/\/success-invoice\?/);
    await page.getByRole('heading', { name: 'Quase lá' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { name: 'Boleto emitido' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('o boleto será cancelado');
    await expect(page.getByRole('link', { name: 'Ver boleto' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Pagar fatura' }).count()).resolves.toBe(0);
    await screenshot(page, 'purchase-invoice-boleto-issued');

    // Choosing another method: the form, and the card payment cancels the boleto.
    await page.getByRole('button', { name: 'Escolher outra forma de pagamento' }).click();
    await page.getByRole('button', { name: 'Pagar fatura' }).waitFor();
  });
});
