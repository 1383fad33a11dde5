/**
 * The journeys issue 20 found broken after the money moved, each walked as a buyer and read at
 * its end: a boleto on a flow whose card path goes to an upsell (item 1), 'Voltar' after paying
 * and the upsell's 'Não, obrigado' (item 5), and spec routes opened by a link that names no flow
 * (item 7). Every journey counts the sandbox's charges.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

const APPROVED_CARD = '4111111111111111';

async function leadToPayment(page: Page, product: string, email: string, flow = '') {
  await page.goto(`${baseUrl()}/lead?product=${product}${flow ? `&flowId=${flow}` : ''}`);
  await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
  await page.waitForURL(/\/payment\?/);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
}

async function payByCard(page: Page) {
  await fillCard(page, {
    holder: 'Maria Souza',
    number: APPROVED_CARD,
    expiry: futureExpiry(),
    cvv: '123',
  });
  const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
  if ((await document.count()) > 0) await document.fill('295.379.955-93');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
}

describe('journeys after the money moves', () => {
  const buyer = useBuyerPage();

  it.each([
    ['WUP', ''],
    ['ENEM', ''],
    ['CONQUER', ''],
    ['NUMBERONE', ''],
    ['MS', 'upsell-apresentacao'],
    ['WUP', 'upsell-multiprofile'],
  ])(
    'should show the boleto, not a 404, after a boleto on %s flow %s (its card path goes to an upsell)',
    async (product, flow) => {
      const { page } = buyer;
      const email = uniqueEmail(`boleto-${product}-${flow || 'default'}`.toLowerCase());
      await leadToPayment(page, product, email, flow);
      await page.getByRole('button', { name: /Boleto/ }).click();
      const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
      if ((await document.count()) > 0) await document.fill('295.379.955-93');
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.waitForURL(/\/success\?/);
      await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
      await expect(page.getByRole('link', { name: /Ver boleto/ }).count()).resolves.toBe(1);
      expect(new URL(page.url()).searchParams.get('route')).toBeNull();
      const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
      await expect(receipt.getByText('Boleto').count()).resolves.toBe(1);
      const payments = paymentsOf(email);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ method: 'bankslip', status: 'pending' });
      // Issue 21 item 7: no brand speaks another's name in 'Como você nos conheceu?'.
      await expect(page.getByText(/Wise ?Up/i).count()).resolves.toBe(0);
      await screenshot(page, `journey-boleto-${product}-${flow || 'default'}`);
    },
  );

  it('should confirm the purchase on the upsell, never charge it again through Voltar, and take Não, obrigado to the receipt', async () => {
    const { page } = buyer;
    const email = uniqueEmail('voltar-wup');
    await leadToPayment(page, 'WUP', email);
    await payByCard(page);
    await page.waitForURL(/\/payment\/upsell\?/);
    // The purchase just made is confirmed on the upsell page, which always offers to decline
    // (wup-anual by card starts its 7 days free: nothing was charged now).
    await page.getByText(/^Período grátis ativado: .*Nada foi cobrado agora\./).waitFor();
    await page.getByRole('button', { name: 'Não, obrigado' }).waitFor();
    await screenshot(page, 'journey-upsell-confirmation');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('heading', { name: 'Período grátis já ativado' }).waitFor();
    await expect(page.getByRole('button', { name: 'Confirmar pagamento' }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByLabel('Número do cartão').count()).resolves.toBe(0);
    await screenshot(page, 'journey-voltar-already-paid');
    expect(paymentsOf(email).filter((row) => row.status === 'approved')).toHaveLength(1);

    // A reload of the payment step shows the same: the purchase is made.
    await page.reload();
    await page.getByRole('heading', { name: 'Período grátis já ativado' }).waitFor();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    await page.getByRole('button', { name: 'Não, obrigado' }).click();
    await page.waitForURL(/\/success\?/);
    // A client-side move changes the URL before the next page renders: wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }).waitFor();
    const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect(receipt.getByText('Cartão de crédito').count()).resolves.toBe(1);
    const payments = paymentsOf(email);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
  });

  it.each([
    ['/recovery/rec_demo_abandoned?product=MS', 'recovery'],
    ['/renew/sub_demo_renew?product=MS', 'renew'],
    ['/payment/inv_demo_open?product=MS', 'invoice-payment'],
    ['/payment/upgrade?product=MS&subscriptionId=sub_demo_upgrade', 'upgrade-payment'],
    [
      '/payment-verification?product=MS&subscriptionId=sub_demo_custom_sale',
      'payment-verification',
    ],
    ['/upsell-presentation?product=MS', 'upsell-presentation'],
    ['/custom-offer?product=MS', 'custom-offer'],
    ['/livelo/cpf?product=WUP', 'livelo-cpf'],
    ['/success-invoice?product=MS', 'success-invoice'],
    ['/subscription-welcome?product=MS', 'subscription-welcome'],
    ['/parsing?product=MS', 'parsing'],
  ])('should answer %s, whose link names no flow, with its step, not a 404', async (path) => {
    const { page } = buyer;
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.locator('[data-missing-template], [data-step-error]').count()).resolves.toBe(
      0,
    );
    await expect(page.getByText('Página não encontrada').count()).resolves.toBe(0);
  });
});
