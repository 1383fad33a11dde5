/**
 * A payment whose answer outlasts the client's time-out (issue 20 item 10), in Chromium against
 * the built app: the buyer is told the payment is being processed, then that it is being
 * confirmed; the page asks the API again for the outcome of the attempt it sent (the same body
 * with the same Idempotency-Key) and never offers another card while that outcome is unknown.
 * An approved attempt goes on to the success page; a declined one says so, and only then may
 * the buyer pay with another card. Either way the buyer is charged once.
 *
 * The server of this file is its own, with the spec's 60 s reduced so the test runs in seconds:
 * the client gives up on a payment call after PAYMENT_TIMEOUT_MS (5 s) and the slow test cards
 * answer after SANDBOX_SLOW_MS (9 s).
 */
import type { Page, Request } from 'playwright-core';
import { screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { layoutShiftClock, measureLayoutShift } from './layoutShift';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';

const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';
const PROCESSING = 'Processando o pagamento…';
const CHECKING = 'Estamos confirmando o seu pagamento…';
const PAYMENT_TIMEOUT_MS = 5000;
const SLOW_MS = 9000;
/** Approved after SANDBOX_SLOW_MS. */
const SLOW_CARD = '4000000000000259';
/** Declined (402 card_declined) after SANDBOX_SLOW_MS. */
const SLOW_DECLINED_CARD = '4000000000000267';

jest.setTimeout(120_000);

describe('a payment answered after the client time-out', () => {
  let server: RunningServer;
  const buyer = useBuyerPage();
  let page: Page;
  /** The payment calls the page made, in order, with their Idempotency-Key. */
  let paymentCalls: Array<{ key: string | undefined; at: number }>;

  beforeAll(async () => {
    server = await startServer({
      PAYMENT_TIMEOUT_MS: String(PAYMENT_TIMEOUT_MS),
      SANDBOX_SLOW_MS: String(SLOW_MS),
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  beforeEach(() => {
    page = buyer.page;
    paymentCalls = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/payment') {
        paymentCalls.push({ key: request.headers()['idempotency-key'], at: Date.now() });
      }
    });
  });

  async function leadToPayment(email: string): Promise<void> {
    await page.goto(`${server.baseUrl}/lead?product=MS`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
  }

  const payButton = () => page.getByRole('button', { name: 'Confirmar pagamento' });
  // The message shown in the polite live region (the region itself is an empty box the message
  // stands on, see PaymentProgress).
  const politeStatus = (text: string) => page.getByRole('status').getByText(text);

  it('should say it is processing, then confirming, and go on to the success page once the attempt is approved, charged once', async () => {
    const email = uniqueEmail('timeout-approved');
    await leadToPayment(email);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: SLOW_CARD,
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    const beforePay = await layoutShiftClock(page);
    const started = Date.now();
    await payButton().click();

    // Before the time-out: the payment is being processed (a polite live region by the button).
    await politeStatus(PROCESSING).waitFor({ timeout: PAYMENT_TIMEOUT_MS });
    const processingAfter = Date.now() - started;
    await screenshot(page, 'payment-timeout-processing-375');

    // After the time-out: no 'nova tentativa', but 'confirming', and no way to pay again.
    await politeStatus(CHECKING).waitFor({ timeout: SLOW_MS });
    const checkingAfter = Date.now() - started;
    expect(checkingAfter).toBeGreaterThanOrEqual(PAYMENT_TIMEOUT_MS - 500);
    await expect(page.getByText(PAYMENT_FAILED).count()).resolves.toBe(0);
    await expect(payButton().isDisabled()).resolves.toBe(true);
    await screenshot(page, 'payment-timeout-checking-375');
    // The messages float over the page: nothing moves while the buyer waits (above the button
    // they pushed it and the footer down, a shift a walk in CI measured at 0.119).
    const waiting = await measureLayoutShift(page, {
      since: beforePay,
      quietMs: 300,
      timeoutMs: 2000,
    });
    expect(waiting.entries.flatMap((entry) => entry.moved.map((moved) => moved.element))).toEqual(
      [],
    );
    // Another card typed meanwhile, and Enter pressed: nothing else is charged.
    await page.getByLabel('Número do cartão').fill('4111111111111111');
    await page.getByLabel('Código de segurança (CVV)').press('Enter');

    // The attempt was approved: the buyer moves on exactly as after any approved payment.
    await page.waitForURL(/\/success\?/, { timeout: 30_000 });
    const successAfter = Date.now() - started;
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
    await page
      .getByText(/R\$\s?1\.140,00/)
      .first()
      .waitFor();
    await screenshot(page, 'payment-timeout-success-375');

    const rows = paymentsOf(email, server.dataDir);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    expect(rows[0]!.request_json).toContain('0259');
    // The outcome was asked for with the attempt's own key: every call carried it.
    expect(paymentCalls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(paymentCalls.map((call) => call.key)).size).toBe(1);
    expect(paymentCalls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    console.log(
      `[paymentTimeout] approved: processing shown after ${processingAfter} ms, confirming after ${checkingAfter} ms, success after ${successAfter} ms, ${paymentCalls.length} calls with one key`,
    );
  });

  it('should tell the buyer a slow attempt failed, and only then let them pay with another card, charged once', async () => {
    const email = uniqueEmail('timeout-declined');
    await leadToPayment(email);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: SLOW_DECLINED_CARD,
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    const started = Date.now();
    await payButton().click();
    await politeStatus(CHECKING).waitFor({ timeout: SLOW_MS });
    await expect(payButton().isDisabled()).resolves.toBe(true);

    // The attempt is known to have failed: the spec's message, the CVV cleared, the button back.
    await page.getByText(PAYMENT_FAILED).waitFor({ timeout: 30_000 });
    const failedAfter = Date.now() - started;
    await expect(politeStatus(CHECKING).count()).resolves.toBe(0);
    await expect(payButton().isDisabled()).resolves.toBe(false);
    await expect(page.getByLabel('Código de segurança (CVV)').inputValue()).resolves.toBe('');
    await screenshot(page, 'payment-timeout-declined-375');
    const firstKey = paymentCalls[0]!.key;
    expect(paymentCalls.every((call) => call.key === firstKey)).toBe(true);
    const callsOfFirstAttempt = paymentCalls.length;

    // Another card: a new attempt with a new key, approved at once.
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '321',
    });
    await payButton().click();
    await page.waitForURL(/\/success\?/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();

    const rows = paymentsOf(email, server.dataDir);
    expect(rows.map((row) => row.status)).toEqual(['declined', 'approved']);
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(1);
    expect(paymentCalls).toHaveLength(callsOfFirstAttempt + 1);
    expect(paymentCalls[callsOfFirstAttempt]!.key).not.toBe(firstKey);
    console.log(
      `[paymentTimeout] declined: failure known after ${failedAfter} ms, ${callsOfFirstAttempt} calls for the slow attempt`,
    );
  });
});
