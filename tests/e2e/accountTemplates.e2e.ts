/**
 * The screens of a buyer who already has an account or a subscription (issue 12), in Chromium
 * against the built app and the seeded sandbox records (sandbox/README.md "Account records"):
 * an invoice paid by card, an unknown and a paid invoice, a renewal, a recovery with another
 * card after a refusal, an upgrade with proration, a card verification and the processing
 * screen. Each page is screenshot at 375 px and 1280 px and checked with axe-core (no serious
 * or critical violation).
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { fillCard, futureExpiry, openSandboxDatabase } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { inspectBothWidths } from './axe';

const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

/** The sandbox's payment rows of a subscription (renewals), oldest first (read-only). */
function paymentsOfSubscription(subscriptionId: string): Array<{ request_json: string }> {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare('SELECT request_json FROM payments WHERE subscription_id = ? ORDER BY created_at')
      .all(subscriptionId) as Array<{ request_json: string }>;
  } finally {
    db.close();
  }
}

/** Resets the sandbox (same origin, JSON only: see sandbox/README.md). */
function resetSandbox(): Promise<Response> {
  return fetch(`${baseUrl()}/api/sandbox/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
}

describe('account screens', () => {
  const buyer = useBuyerPage();
  let page: Page;

  beforeAll(async () => {
    // Seeded records come back as they were seeded (an earlier run may have paid them).
    const response = await resetSandbox();
    expect(response.status).toBe(200);
  });

  afterAll(async () => {
    // Leave the seeded records as seeded for the browser tests that run after this one.
    await resetSandbox();
  });

  beforeEach(() => {
    page = buyer.page;
  });

  /** Screenshots at 375 px and 1280 px, and no serious/critical axe violation at either. */
  const capture = (name: string): Promise<void> => inspectBothWidths(page, `account-${name}`);

  it('should pay an open invoice by card and show the invoice confirmation', async () => {
    await page.goto(`${baseUrl()}/payment/inv_demo_open?flowId=invoice`);
    await page.getByRole('heading', { name: 'Pagar fatura' }).waitFor();
    await page.getByText('Mensalidade de dezembro do Plano Mensal').waitFor();
    await capture('invoice-payment');
    await fillCard(page, {
      holder: 'Maria Demonstração',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Pagar fatura' }).click();
    await page.waitForURL(/\/success-invoice\?/);
    await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
    await page.getByText('Fatura inv_demo_open').waitFor();
    await capture('success-invoice');

    // The same link again in this session: the receipt of what was paid, nothing to pay.
    await page.goto(`${baseUrl()}/payment/inv_demo_open?flowId=invoice`);
    await page.getByRole('heading', { name: 'Pagamento já confirmado' }).waitFor();
    await expect(page.getByRole('button', { name: 'Pagar fatura' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Número do cartão').count()).resolves.toBe(0);
  });

  it('should tell the buyer about an unknown and an already-paid invoice', async () => {
    await page.goto(`${baseUrl()}/payment/inv_nao_existe?flowId=invoice`);
    await page.getByRole('heading', { name: 'Fatura não encontrada' }).waitFor();
    await capture('invoice-unknown');
    await page.goto(`${baseUrl()}/payment/inv_demo_paid?flowId=invoice`);
    await page.getByRole('heading', { name: 'Esta fatura já está paga' }).waitFor();
    await capture('invoice-paid');
  });

  it('should renew a subscription with a new card and welcome the buyer', async () => {
    await page.goto(`${baseUrl()}/renew/sub_demo_renew?flowId=renew`);
    await page.getByRole('heading', { name: 'Renove sua assinatura' }).waitFor();
    await page.getByText('Plano atual', { exact: true }).waitFor();
    await capture('renew');
    await fillCard(page, {
      holder: 'Maria Demonstração',
      number: '5555555555554444',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Renovar assinatura' }).click();
    await page.waitForURL(/\/subscription-welcome\?/);
    await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
    await page.getByText('Cobranças no cartão final 4444').waitFor();
    await capture('subscription-welcome');

    // What the backend received: the invoice document, this tab's journey id and where the
    // renewal was made; no card data anywhere in the stored request, metadata included.
    const journey = await page.evaluate(() => sessionStorage.getItem('checkoutSessionId'));
    const renewals = paymentsOfSubscription('sub_demo_renew');
    expect(renewals).toHaveLength(1);
    const stored = JSON.parse(renewals[0]!.request_json) as Record<string, unknown>;
    expect(stored).toMatchObject({
      document: '29537995593',
      sessionId: JSON.parse(journey ?? '""') as string,
      metadata: { sourcePage: '/renew/sub_demo_renew', stepId: 'renew', apiVersion: 'v2' },
    });
    expect(JSON.stringify(stored.metadata)).not.toMatch(/5555|4444|123|Maria/);
    expect(renewals[0]!.request_json).not.toMatch(/5555 ?5555|"cvv"/);
  });

  it('should recover a declined purchase with another card after a second refusal', async () => {
    await page.goto(`${baseUrl()}/recovery/rec_demo_declined?flowId=recovery`);
    await page.getByRole('heading', { name: 'Conclua sua compra' }).waitFor();
    await page.getByText(/cartão Visa final 0002 não foi aprovado/).waitFor();
    await capture('recovery');
    await expect(page.getByLabel('Nome impresso no cartão').inputValue()).resolves.toBe(
      'Maria Demonstração',
    );
    await fillCard(page, {
      holder: 'Maria Demonstração',
      number: '4000000000000002',
      expiry: futureExpiry(),
      cvv: '123',
    });
    // The medical brand sends the tax-invoice document with every payment.
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await page.getByRole('button', { name: 'Concluir compra' }).click();
    await page.getByText(PAYMENT_FAILED).waitFor();
    await page.getByLabel('Número do cartão').fill('5555555555554444');
    await page.getByLabel('Código de segurança (CVV)').fill('321');
    await page.getByRole('button', { name: 'Concluir compra' }).click();
    await page.waitForURL(/\/success\?/);
    // The same link again in this session: the receipt (of the trial it started, or of the
    // payment), nothing to pay.
    await page.goto(`${baseUrl()}/recovery/rec_demo_declined?flowId=recovery`);
    await page
      .getByRole('heading', { name: /^(Pagamento já confirmado|Período grátis já ativado)$/ })
      .waitFor();
    await expect(page.getByRole('button', { name: 'Concluir compra' }).count()).resolves.toBe(0);
  });

  it('should show the prorated difference of an upgrade and pay it', async () => {
    await page.goto(`${baseUrl()}/payment/upgrade?flowId=upgrade&subscriptionId=sub_demo_upgrade`);
    await page.getByRole('heading', { name: 'Mude de plano' }).waitFor();
    await page.getByText('Total a pagar agora').waitFor();
    await page.getByText(/Crédito de 20 dias não usados do Plano Mensal/).waitFor();
    await capture('upgrade-payment');
    await fillCard(page, {
      holder: 'Maria Demonstração',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Pagar diferença' }).click();
    await page.waitForURL(/\/subscription-welcome\?/);
    await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
    await page.getByRole('region', { name: 'Sua assinatura' }).getByText('Plano Anual').waitFor();
  });

  it('should verify the card of a custom sale', async () => {
    await page.goto(
      `${baseUrl()}/payment-verification?flowId=custom-sale&subscriptionId=sub_demo_custom_sale&seller=ana.souza&source=whatsapp`,
    );
    await page.getByRole('heading', { name: 'Confirme seu cartão' }).waitFor();
    await expect(page.getByText('Atendimento Ana Souza').count()).resolves.toBe(0);
    await capture('payment-verification');
    await fillCard(page, {
      holder: 'Maria Demonstração',
      number: '6362970000457013',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Verificar cartão' }).click();
    await page.waitForURL(/\/subscription-welcome\?/);
    await page.getByText('Cobranças no cartão final 7013').waitFor();
  });

  it('should wait on the processing screen until the payment is approved, then move on', async () => {
    // The processing screen is for a buyer whose payment of a record is being confirmed: the
    // session holds that purchase (what the invoice page records), not yet paid.
    const url = `${baseUrl()}/parsing?flowId=invoice&paymentId=pay_demo_parsing`;
    await page.goto(url);
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({
          recordId: 'inv_demo_first',
          productCode: 'MS',
          reference: 'pay_demo_parsing',
          planId: 'ms-mensal',
          planName: 'Primeira fatura do Plano Mensal',
          amount: 11900,
          currency: 'R$',
          method: 'credit-card',
          installments: 1,
          paid: false,
        }),
      ),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Estamos confirmando seu pagamento' }).waitFor();
    await capture('parsing');
    const paid = await fetch(`${baseUrl()}/api/sandbox/pix/pay_demo_parsing/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await page.waitForURL(/\/success-invoice\?/, { timeout: 20_000 });
    // That payment paid no invoice: the invoice (not paid by another test of this file) is still
    // open, and the page does not say it is paid.
    await page.getByRole('heading', { name: 'Estamos confirmando o seu pagamento' }).waitFor();
  });
});
