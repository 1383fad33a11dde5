/**
 * The buyer's checkout in Chromium against the built app (issue 5): card, Pix and boleto
 * flows, a declined card, a double click, the Mozambique address form, and card data that
 * never leaves the form.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

describe('buyer checkout', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  async function leadToPayment(email: string, product = 'MS', extraQuery = ''): Promise<void> {
    await page.goto(`${baseUrl()}/lead?product=${product}${extraQuery}`);
    await submitLead(page, { name: 'maria souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
  }

  it('should pay by card and reach the success page, keeping card data out of storage and logs', async () => {
    const email = uniqueEmail('card');
    await leadToPayment(email);
    await screenshot(page, 'payment-375');
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await screenshot(page, 'success-375');
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    const storage = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    );
    expect(storage).not.toMatch(/4111111111111111|4111 1111 1111 1111/);
    expect(storage).not.toContain('"123"');
    expect(page.url()).not.toContain('4111');
    expect(buyer.consoleLines.join('\n')).not.toContain('4111');
    expect(rows[0]!.request_json).not.toContain('4111111111111111');
  });

  it('should show the payment message on a declined card and keep every field but the CVV', async () => {
    const email = uniqueEmail('declined');
    await leadToPayment(email);
    const expiry = futureExpiry();
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4000000000000002',
      expiry,
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText(PAYMENT_FAILED).waitFor();
    await expect(page.getByLabel('Nome impresso no cartão').inputValue()).resolves.toBe(
      'Maria Souza',
    );
    await expect(page.getByLabel('Número do cartão').inputValue()).resolves.toBe(
      '4000 0000 0000 0002',
    );
    await expect(page.getByLabel('Validade (MM/AA)').inputValue()).resolves.toBe(expiry);
    await expect(page.getByLabel('Código de segurança (CVV)').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('CPF ou CNPJ para a nota fiscal').inputValue()).resolves.toBe(
      '295.379.955-93',
    );
    await screenshot(page, 'payment-declined-375');
    expect(paymentsOf(email).every((row) => row.status !== 'approved')).toBe(true);
  });

  it('should charge once when Confirmar pagamento is clicked twice', async () => {
    const email = uniqueEmail('double');
    await leadToPayment(email);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '5555555555554444',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    const button = page.getByRole('button', { name: 'Confirmar pagamento' });
    await button.dblclick();
    await page.waitForURL(/\/success\?/);
    expect(paymentsOf(email)).toHaveLength(1);
  });

  it('should pay by boleto and show Quase lá with Ver boleto', async () => {
    const email = uniqueEmail('boleto');
    await leadToPayment(email);
    await page.getByRole('button', { name: /Boleto/ }).click();
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading', { name: 'Quase lá' }).waitFor();
    await expect(page.getByRole('link', { name: 'Ver boleto' }).count()).resolves.toBe(1);
    await expect(page.getByText(/2 dias/).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'success-bankslip-375');
    expect(paymentsOf(email)[0]).toMatchObject({ method: 'bankslip', status: 'pending' });
  });

  it('should pay by Pix, move on once the sandbox marks it paid', async () => {
    const email = uniqueEmail('pix');
    await page.goto(`${baseUrl()}/lead?product=MS&route=pix`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/pix\?/);
    // The medical brand sends the tax-invoice document: the Pix step asks it first.
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await page.getByRole('button', { name: 'Gerar código Pix' }).click();
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    await expect(page.getByRole('img', { name: /QR/i }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'pix-375');
    const [payment] = paymentsOf(email);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending' });
    const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${payment!.id}/pay`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await page.waitForURL(/\/success\?/, { timeout: 15000 });
  });

  it('should pay by Pix chosen on the payment page: the pix outcome leads to the Pix step', async () => {
    const email = uniqueEmail('pix-choice');
    await leadToPayment(email);
    await page.getByRole('button', { name: /^Pix/ }).click();
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    const [payment] = paymentsOf(email);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending' });
    await fetch(`${baseUrl()}/api/sandbox/pix/${payment!.id}/pay`, { method: 'POST' });
    await page.waitForURL(/\/success\?/, { timeout: 15000 });
  });

  it('should offer the upsell after paying, pay it and show the combined success', async () => {
    const email = uniqueEmail('upsell');
    await page.goto(`${baseUrl()}/lead?product=MS&flowId=upsell`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await page
      .getByText(/Revalida Intensivo/)
      .first()
      .waitFor();
    await screenshot(page, 'success-upsell-offer-375');
    await page.getByRole('button', { name: 'Quero aproveitar' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    // The card of the purchase is offered first; this buyer pays the upsell with another card.
    await page.getByRole('button', { name: /^Cartão de crédito/ }).click();
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '5555555555554444',
      expiry: futureExpiry(),
      cvv: '321',
      document: '295.379.955-93',
    });
    await screenshot(page, 'upsell-payment-375');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\/upsell\?/);
    await page.getByText('Compras realizadas com sucesso!').waitFor();
    await screenshot(page, 'upsell-success-375');
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'approved')).toBe(true);
  });

  it('should ask for the billing address in the Mozambique flow', async () => {
    const email = uniqueEmail('mz');
    await page.goto(`${baseUrl()}/lead?product=WUPMZ&lang=pt-mz`);
    await submitLead(page, { name: 'Joana Machava', email, phone: '+258841234567' });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Código postal').waitFor();
    await expect(page.getByLabel('Parcelas').count()).resolves.toBe(0);
    await screenshot(page, 'payment-mz-375');
  });

  it('should show every lead message of spec §5 when its rule is broken', async () => {
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await page.getByLabel('Nome Completo', { exact: true }).fill('Maria');
    await page.getByLabel('E-mail', { exact: true }).fill('maria@x.com');
    await page.getByLabel('Celular', { exact: true }).fill('0191234567');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Preencha com nome e sobrenome.').waitFor();
    await page.getByText('Insira um email válido.').waitFor();
    await page
      .getByText(
        'Insira o DDD e um número de celular válido. Caso seja de fora do Brasil, selecione a bandeira no ícone ao lado.',
      )
      .waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'));
    expect(focused).toBe('name');
    await page.getByLabel('Nome Completo', { exact: true }).fill('Maria 123');
    await page.getByLabel('Nome Completo', { exact: true }).blur();
    await page.getByText('Insira apenas letras').waitFor();
    await page.getByLabel('Nome Completo', { exact: true }).fill(`${'a'.repeat(41)} Souza`);
    await page.getByLabel('Nome Completo', { exact: true }).blur();
    await page.getByText('Nome muito extenso').waitFor();
    await screenshot(page, 'lead-errors-375');
  });

  it('should show every card message of spec §5 when its rule is broken', async () => {
    const email = uniqueEmail('messages');
    await leadToPayment(email);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText('Selecione a bandeira do cartão').waitFor();
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111112',
      expiry: '13/20',
      cvv: '12',
      document: '111.111.111-11',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    for (const message of [
      'Revise o número do cartão.',
      'Revise a data de validade.',
      'Revise o código de segurança.',
      'Insira um CPF válido.',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('11.444.777/0001-62');
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').blur();
    await page.getByText('Insira um CNPJ válido.').waitFor();
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('1234');
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').blur();
    await page.getByText('Revise este campo.').waitFor();
    await screenshot(page, 'payment-errors-375');
    expect(paymentsOf(email)).toHaveLength(0);
  });

  it('should show the Mozambique phone wording, the + rule and every address message', async () => {
    const mozambiqueWording = 'Selecione a bandeira do país e insira um número válido com DDD.';
    await page.goto(`${baseUrl()}/lead?product=WUPMZ&lang=pt-mz`);
    await page.getByLabel('Nome Completo', { exact: true }).fill('Joana Machava');
    await page.getByLabel('E-mail', { exact: true }).fill('joana.machava@example.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(mozambiqueWording).waitFor();
    // A pt-MZ page words every phone error as the spec's Mozambique message, the + rule's too.
    await page.getByLabel('Telemóvel', { exact: true }).fill('+25');
    await page.getByLabel('Telemóvel', { exact: true }).blur();
    await page.getByText(mozambiqueWording, { exact: true }).waitFor();
    await page.getByLabel('Telemóvel', { exact: true }).fill('+258841234567');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Código postal').fill('123');
    await field('Endereço').fill('Rua @@');
    await field('Complemento (opcional)').fill('#5');
    await field('Cidade').fill('Maputo!!');
    await field('País').fill('??');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    for (const message of [
      'Insira um código postal válido',
      'Insira um endereço válido',
      'Insira um número válido',
      'Insira um complemento válido',
      'Insira uma cidade válida',
      'Insira uma província válida',
      'Insira um pais válido',
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'payment-mz-address-errors-375');
  });

  it('should render lead and payment at desktop width', async () => {
    page = await buyer.reopen(1280);
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await screenshot(page, 'lead-1280');
    await submitLead(page, {
      name: 'Maria Souza',
      email: uniqueEmail('desk'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    await screenshot(page, 'payment-1280');
  });
});
