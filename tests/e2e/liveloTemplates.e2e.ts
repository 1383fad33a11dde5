/**
 * The Livelo steps in Chromium against the built app (issue 12): a buyer of WUP comes in by
 * `route=livelo`, types their CPF, chooses points or points + cash, where to receive the code,
 * types it and pays, ending on the success step; blocked and insufficient-points CPFs end on
 * the Livelo error page with a way to pay otherwise. Every screen is captured at 375 px and
 * 1280 px, with no serious or critical axe-core violation. The contract step is walked in
 * CUPULA's `contract` flow.
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { fillCard, futureExpiry, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { inspectBothWidths } from './axe';

describe('livelo templates', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  /** Screenshots at 375 px and 1280 px, and no serious/critical axe violation at either. */
  const inspect = (name: string): Promise<void> => inspectBothWidths(page, name);

  async function toCpfStep(tag: string): Promise<void> {
    await page.goto(`${baseUrl()}/lead?product=WUP&route=livelo`);
    await submitLead(page, { name: 'maria souza', email: uniqueEmail(tag), phone: '11912345678' });
    await page.waitForURL(/\/livelo\/cpf\?/);
  }

  async function submitCpf(cpf: string): Promise<void> {
    await page.getByLabel('CPF', { exact: true }).fill(cpf);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  it('should pay with points only: cpf, method, device, code, payment, success', async () => {
    await toCpfStep('livelo-points');
    await page.getByRole('heading', { name: 'Informe seu CPF Livelo' }).waitFor();
    expect(await page.locator('header img').count()).toBe(0);
    await submitCpf('123.456.789-0');
    await page.getByText('Revise o CPF.').waitFor();
    await inspect('livelo-cpf');
    await submitCpf('529.982.247-25');

    await page.waitForURL(/\/livelo\/payment-method\?/);
    await page.getByText('100.000 pontos').waitFor();
    await page.getByText('57.000 pontos', { exact: true }).waitFor();
    await page.getByText('28.500 pontos + R$570,00').waitFor();
    await inspect('livelo-payment-method');
    await page.getByRole('radio', { name: /Só pontos/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(/\/livelo\/select-device\?/);
    await inspect('livelo-select-device');
    await page.getByRole('radio', { name: 'SMS para (11) *****-4321' }).check();
    await page.getByRole('button', { name: 'Enviar código' }).click();

    await page.waitForURL(/\/livelo\/code\?/);
    await page.getByRole('button', { name: 'Reenviar código' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reenviar código' }).isDisabled()).toBe(true);
    await page.getByLabel('Código de segurança').fill('111111');
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await page.getByText('Código incorreto. Você tem mais 2 tentativas.').waitFor();
    await inspect('livelo-code');
    await page.getByLabel('Código de segurança').fill('654321');
    await page.getByRole('button', { name: 'Confirmar código' }).click();

    await page.waitForURL(/\/livelo\/payment\?/);
    await page.getByText('57.000 pontos', { exact: true }).waitFor();
    await inspect('livelo-payment');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?.*token=tok_/);
    // The points paid: success confirms the purchase (it said 'Não encontramos um pagamento
    // seu… Começar de novo' before, inviting a second purchase) and shows what was redeemed.
    await page.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }).waitFor();
    const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
    await receipt.getByText('Pontos Livelo').waitFor();
    await receipt.getByText('57.000 pontos', { exact: true }).waitFor();
    await expect(page.getByText('Não encontramos um pagamento seu').count()).resolves.toBe(0);
    await inspect('livelo-success');
  });

  it('should pay points + cash with a card for the cash part', async () => {
    await toCpfStep('livelo-mixed');
    await submitCpf('111.444.777-35');
    await page.waitForURL(/\/livelo\/payment-method\?/);
    await page.getByText('30.000 pontos').waitFor();
    expect(await page.getByRole('radio', { name: /Só pontos/ }).count()).toBe(0);
    await page.getByText('Saldo insuficiente para:').waitFor();
    await page.getByRole('radio', { name: /Pontos \+ dinheiro/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/livelo\/select-device\?/);
    await page.getByRole('radio', { name: /E-mail para/ }).check();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/\/livelo\/code\?/);
    await page.getByText('jo***@example.com').waitFor();
    await page.getByLabel('Código de segurança').fill('654321');
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await page.waitForURL(/\/livelo\/payment\?/);
    await page.getByText('28.500 pontos + R$570,00').waitFor();
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await inspect('livelo-payment-mixed');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?.*token=tok_/);
  });

  it('should show the Livelo error page for a blocked account and let the buyer pay by card', async () => {
    await toCpfStep('livelo-blocked');
    await submitCpf('390.533.447-05');
    await page.waitForURL(/\/livelo\/error\?.*liveloError=blocked/);
    await page.getByRole('heading', { name: 'Conta Livelo bloqueada' }).waitFor();
    await inspect('livelo-error');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.waitForURL(/\/livelo\/cpf\?/);
    await page.goForward();
    await page.waitForURL(/\/livelo\/error\?/);
    await page.getByRole('button', { name: 'Pagar de outra forma' }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Número do cartão').waitFor();
  });

  it('should send a buyer without enough points to the error page', async () => {
    await toCpfStep('livelo-few');
    await submitCpf('935.411.347-80');
    await page.waitForURL(/\/livelo\/payment-method\?/);
    await page.getByRole('button', { name: 'Ver outras opções' }).click();
    await page.waitForURL(/\/livelo\/error\?.*liveloError=insufficient-points/);
    await page.getByRole('heading', { name: 'Saldo de pontos insuficiente' }).waitFor();
  });

  it('should show the CUPULA contract, require its acceptance and go on to payment', async () => {
    await page.goto(`${baseUrl()}/lead?product=CUPULA&flowId=contract`);
    await submitLead(page, {
      name: 'maria souza',
      email: uniqueEmail('contract'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/contract\?/);
    const text = page.getByRole('region', { name: 'Texto do contrato' });
    await text.getByText(/CONTRATO DE PRESTAÇÃO DE SERVIÇOS/).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Aceite o contrato para continuar.').waitFor();
    await inspect('contract');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
  });
});
