/**
 * The journeys of a buyer who starts from an account record (issue 20, items 2, 4, 8 and 9), in
 * Chromium against the built app and the seeded sandbox records (sandbox/README.md "Account
 * records"): a purchase recovered by card, Pix and boleto; an invoice paid by card, Pix and
 * boleto; an upgrade paid by card and Pix; a renewal; and the confirmation pages opened with
 * no payment. Each journey reads the page it ends on (heading, amount, method) and counts the
 * charges the sandbox holds for the record: exactly one. Links without `flowId` reach the flow
 * that has their step.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, openSandboxDatabase } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** Resets the sandbox (same origin, JSON only: see sandbox/README.md). */
async function resetSandbox(): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/sandbox/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

interface PaymentRow {
  id: string;
  method: string;
  status: string;
  amount: number;
}

/** The sandbox's payment rows matching a WHERE clause (read-only). */
function paymentsWhere(where: string, value: string): PaymentRow[] {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare(`SELECT id, method, status, amount FROM payments WHERE ${where} ORDER BY created_at`)
      .all(value) as PaymentRow[];
  } finally {
    db.close();
  }
}

/** Charges of the invoice (POST /api/v1/payment bodies naming it). */
const invoiceCharges = (invoiceId: string) =>
  paymentsWhere("json_extract(request_json, '$.invoiceId') = ?", invoiceId);
/** Charges of a subscription (renewals and upgrades). */
const subscriptionCharges = (subscriptionId: string) =>
  paymentsWhere('subscription_id = ?', subscriptionId);
/** Charges of the abandoned purchase's buyer (rec_demo_abandoned: João Demonstração). */
const recoveryCharges = () => paymentsWhere('email = ?', 'joao.demo@example.com');

/** The text of the page's main region, spaces collapsed. */
async function mainText(page: Page): Promise<string> {
  const text = await page.getByRole('main').innerText();
  return text.replace(/\s+/g, ' ');
}

/** Marks the Pix shown on the page paid in the sandbox; returns its payment id. */
async function payShownPix(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('dataPix'));
  const paymentId = stored ? (JSON.parse(stored) as { paymentId: string }).paymentId : '';
  expect(paymentId).not.toBe('');
  const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${paymentId}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  return paymentId;
}

/** The Pix step shows a code to pay: the QR code image and the copia-e-cola field. */
async function expectPixCode(page: Page, amount: string): Promise<void> {
  await page.getByRole('heading', { name: 'Pague com Pix' }).waitFor();
  await page.getByRole('img', { name: `QR Code do Pix de ${amount}` }).waitFor();
  await page.getByLabel('Código Pix copia e cola').waitFor();
}

/** Nothing the buyer could follow in the URL names a boleto or re-picks the boleto flow. */
function expectNoBoletoInUrl(page: Page): void {
  const url = new URL(page.url());
  expect(url.searchParams.get('boleto')).toBeNull();
  expect(url.searchParams.get('route')).toBeNull();
}

const card = (number = '4111111111111111') => ({
  holder: 'Maria Demonstração',
  number,
  expiry: futureExpiry(),
  cvv: '123',
});

describe('account journeys', () => {
  const buyer = useBuyerPage();
  let page: Page;

  beforeEach(async () => {
    // Each journey starts from the records as seeded (an earlier test may have paid them).
    await resetSandbox();
    page = buyer.page;
  });

  afterAll(async () => {
    await resetSandbox();
  });

  describe('a purchase to recover (/recovery/[id])', () => {
    const entry = () => `${baseUrl()}/recovery/rec_demo_abandoned?product=MS`;

    it('should confirm a recovery paid by card on the success page, charged once', async () => {
      // No flowId: the link reaches the flow that has the recovery step.
      await page.goto(entry());
      await page.getByRole('heading', { name: 'Conclua sua compra' }).waitFor();
      await fillCard(page, card('5555555555554444'));
      // The medical brand sends the tax-invoice document with every payment.
      await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
      await page.getByRole('button', { name: 'Concluir compra' }).click();
      await page.waitForURL(/\/success\?/);
      await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('Plano Anual');
      expect(text).toMatch(/R\$1\.140,00 em \d+x/);
      expect(text).toContain('Cartão de crédito');
      // The access button is the brand's first-access link with the purchase token.
      await expect(
        page.getByRole('link', { name: 'Acessar a plataforma' }).getAttribute('href'),
      ).resolves.toMatch(
        /^https:\/\/app-test\.medvalida\.com\.br\/primeiro-acesso\?token=[0-9a-f]{32}$/,
      );
      await screenshot(page, 'account-journey-recovery-card');

      // A reload keeps the confirmation: it comes from the stored purchase.
      await page.reload();
      await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();

      const charges = recoveryCharges();
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    });

    it('should show the Pix code of a recovery (also after a reload), then confirm it once paid', async () => {
      await page.goto(entry());
      await page.getByRole('heading', { name: 'Conclua sua compra' }).waitFor();
      await page.getByRole('button', { name: /^Pix/ }).click();
      await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
      await page.getByRole('button', { name: 'Concluir compra' }).click();
      await page.waitForURL(/\/pix\?/);
      await expectPixCode(page, 'R$1.140,00');
      await page.reload();
      await expectPixCode(page, 'R$1.140,00');
      await screenshot(page, 'account-journey-recovery-pix');

      const paymentId = await payShownPix(page);
      await page.waitForURL(/\/success\?/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('R$1.140,00');
      expect(text).toContain('Forma de pagamento Pix');
      expect(text).toContain(paymentId);

      const charges = recoveryCharges();
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ id: paymentId, method: 'pix', status: 'approved' });
    });

    it('should show the boleto screen after a recovery paid by boleto, with the issued boleto', async () => {
      await page.goto(entry());
      await page.getByRole('heading', { name: 'Conclua sua compra' }).waitFor();
      await page.getByRole('button', { name: /^Boleto/ }).click();
      await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
      await page.getByRole('button', { name: 'Concluir compra' }).click();
      await page.waitForURL(/\/success\?/);
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
      expectNoBoletoInUrl(page);
      const charges = recoveryCharges();
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ method: 'bankslip', status: 'pending' });
      const boleto = page.getByRole('link', { name: /Ver boleto/ });
      await expect(boleto.getAttribute('href')).resolves.toBe(
        `/api/sandbox/boleto/${charges[0]!.id}`,
      );
      const text = await mainText(page);
      expect(text).toContain('Forma de pagamento Boleto');
      expect(text).toContain('R$1.140,00');
      expect(text).not.toContain('Compra realizada com sucesso');
      await screenshot(page, 'account-journey-recovery-boleto');
    });
  });

  describe('an invoice (/payment/[id])', () => {
    it('should confirm an invoice paid by card, from a link without flowId, after a reload too', async () => {
      await page.goto(`${baseUrl()}/payment/inv_demo_open?product=MS`);
      await page.getByRole('heading', { name: 'Pagar fatura' }).waitFor();
      await fillCard(page, card());
      await page.getByRole('button', { name: 'Pagar fatura' }).click();
      await page.waitForURL(/\/success-invoice\?/);
      await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
      let text = await mainText(page);
      expect(text).toContain('Mensalidade de dezembro do Plano Mensal');
      expect(text).toContain('R$119,00');
      expect(text).toContain('Cartão de crédito');
      expect(text).toContain('Fatura inv_demo_open');
      expect(new URL(page.url()).searchParams.get('invoice')).toBeNull();
      // The purchase token is known: the brand's first-access link wins over the answer's
      // `redirect` ('/login'), as on every success screen.
      await expect(
        page.getByRole('link', { name: 'Acessar minha conta' }).getAttribute('href'),
      ).resolves.toMatch(
        /^https:\/\/app-test\.medvalida\.com\.br\/primeiro-acesso\?token=[0-9a-f]{32}$/,
      );
      await screenshot(page, 'account-journey-invoice-card');

      await page.reload();
      await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
      text = await mainText(page);
      expect(text).toContain('Fatura inv_demo_open');

      const charges = invoiceCharges('inv_demo_open');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({
        method: 'credit-card',
        status: 'approved',
        amount: 11900,
      });
    });

    it('should show the Pix code of an invoice and confirm the invoice once paid', async () => {
      await page.goto(`${baseUrl()}/payment/inv_demo_open?product=MS&flowId=invoice`);
      await page.getByRole('heading', { name: 'Pagar fatura' }).waitFor();
      await page.getByRole('button', { name: /^Pix/ }).click();
      await page.getByRole('button', { name: 'Pagar fatura' }).click();
      await page.waitForURL(/\/pix\?/);
      await expectPixCode(page, 'R$119,00');
      await page.reload();
      await expectPixCode(page, 'R$119,00');
      const paymentId = await payShownPix(page);
      await page.waitForURL(/\/success-invoice\?/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('R$119,00');
      expect(text).toContain('Pix');
      expect(text).toContain('Fatura inv_demo_open');
      await screenshot(page, 'account-journey-invoice-pix');

      const charges = invoiceCharges('inv_demo_open');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ id: paymentId, method: 'pix', status: 'approved' });
    });

    it('should show the boleto screen of an invoice paid by boleto, never a confirmation', async () => {
      await page.goto(`${baseUrl()}/payment/inv_demo_open?product=MS&flowId=invoice`);
      await page.getByRole('heading', { name: 'Pagar fatura' }).waitFor();
      await page.getByRole('button', { name: /^Boleto/ }).click();
      await page.getByRole('button', { name: 'Pagar fatura' }).click();
      await page.waitForURL(/\/success-invoice\?/);
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
      expectNoBoletoInUrl(page);
      const charges = invoiceCharges('inv_demo_open');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ method: 'bankslip', status: 'pending', amount: 11900 });
      await expect(
        page.getByRole('link', { name: /Ver boleto/ }).getAttribute('href'),
      ).resolves.toBe(`/api/sandbox/boleto/${charges[0]!.id}`);
      const text = await mainText(page);
      expect(text).toContain('R$119,00');
      expect(text).not.toContain('Pagamento confirmado');
      await screenshot(page, 'account-journey-invoice-boleto');

      // After a reload the boleto screen stays: it comes from the stored purchase.
      await page.reload();
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
    });
  });

  describe('a subscription (/payment/upgrade, /renew/[id])', () => {
    it('should show the Pix code of an upgrade, then welcome the buyer on the new plan', async () => {
      // No flowId: the link reaches the flow that has the upgrade step.
      await page.goto(`${baseUrl()}/payment/upgrade?product=MS&subscriptionId=sub_demo_upgrade`);
      await page.getByRole('heading', { name: 'Mude de plano' }).waitFor();
      await page.getByRole('button', { name: /^Pix/ }).click();
      await page.getByRole('button', { name: 'Pagar diferença' }).click();
      await page.waitForURL(/\/pix\?/);
      await expectPixCode(page, 'R$1.060,67');
      await page.reload();
      await expectPixCode(page, 'R$1.060,67');
      await screenshot(page, 'account-journey-upgrade-pix');
      const paymentId = await payShownPix(page);
      await page.waitForURL(/\/subscription-welcome\?/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('Plano Anual');
      expect(text).toContain('R$1.060,67');
      expect(text).toContain('Pix');
      await screenshot(page, 'account-journey-upgrade-welcome');

      const charges = subscriptionCharges('sub_demo_upgrade');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ id: paymentId, method: 'pix', status: 'approved' });
    });

    it('should welcome the buyer after an upgrade paid by card, after a reload too', async () => {
      await page.goto(`${baseUrl()}/payment/upgrade?product=MS&subscriptionId=sub_demo_upgrade`);
      await page.getByRole('heading', { name: 'Mude de plano' }).waitFor();
      await fillCard(page, card());
      await page.getByRole('button', { name: 'Pagar diferença' }).click();
      await page.waitForURL(/\/subscription-welcome\?/);
      await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('Plano Anual');
      expect(text).toContain('Cartão de crédito');
      const charges = subscriptionCharges('sub_demo_upgrade');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    });

    it('should welcome the buyer after a renewal by card, from a link without flowId', async () => {
      await page.goto(`${baseUrl()}/renew/sub_demo_renew?product=MS`);
      await page.getByRole('heading', { name: 'Renove sua assinatura' }).waitFor();
      // MS sends the tax-invoice document with payments, so the renewal asks for it too.
      await fillCard(page, { ...card('5555555555554444'), document: '295.379.955-93' });
      await page.getByRole('button', { name: 'Renovar assinatura' }).click();
      await page.waitForURL(/\/subscription-welcome\?/);
      await page.getByRole('heading', { name: 'Sua assinatura está ativa' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('Plano Anual');
      expect(text).toContain('Cobranças no cartão final 4444');
      await screenshot(page, 'account-journey-renew-welcome');
      const charges = subscriptionCharges('sub_demo_renew');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    });
  });

  describe('confirmation pages opened with no payment', () => {
    it('should not confirm an invoice nor a subscription nobody paid in this session', async () => {
      await page.goto(`${baseUrl()}/success-invoice?product=MS&invoice=inv_demo_open`);
      await page.getByRole('heading', { name: 'Não encontramos um pagamento seu' }).waitFor();
      expect(await mainText(page)).not.toContain('Pagamento confirmado');
      await screenshot(page, 'account-journey-success-invoice-empty');

      await page.goto(`${baseUrl()}/subscription-welcome?product=MS&subscriptionId=sub_demo_renew`);
      await page.getByRole('heading', { name: 'Não encontramos um pagamento seu' }).waitFor();
      expect(await mainText(page)).not.toContain('Sua assinatura está ativa');
    });

    it('should not confirm another invoice than the one this buyer paid', async () => {
      // The buyer paid inv_demo_open by boleto; a link naming another (open) invoice confirms
      // nothing: the page reads the invoice of the stored purchase, never the query's.
      await page.goto(`${baseUrl()}/payment/inv_demo_open?product=MS&flowId=invoice`);
      await page.getByRole('button', { name: /^Boleto/ }).click();
      await page.getByRole('button', { name: 'Pagar fatura' }).click();
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
      await page.goto(
        `${baseUrl()}/success-invoice?product=MS&flowId=invoice&invoice=inv_demo_sale`,
      );
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
      expect(await mainText(page)).not.toContain('Pagamento confirmado');
      expect(invoiceCharges('inv_demo_sale')).toHaveLength(0);
    });
  });
});
