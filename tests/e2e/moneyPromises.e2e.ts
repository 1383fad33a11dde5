/**
 * What the payment page promises, what the sandbox charges and what the receipt says must be
 * the same thing (issue 21 items 1, 2, 3 and 5), each walked as a buyer and read at its end:
 * a trial plan charges nothing now and the receipt gives the date and amount of the first
 * charge; a Pix left pending does not spend the trial; installments add up to the total; and
 * 'Passo N de M' keeps its M through a journey. Every journey reads the sandbox's payments.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, submitLead, uniqueEmail } from './buyerFlow';
import { paymentsOf } from './sandboxPayments';
import { useBuyerPage } from './buyerPage';

/** An ISO date-time as the buyer reads the date: 'DD/MM/AAAA' (its calendar date in UTC). */
function brazilianDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

const dayMs = 24 * 60 * 60 * 1000;

async function fillDocumentIfAsked(page: Page) {
  const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
  if ((await document.count()) > 0) await document.fill('295.379.955-93');
}

async function payByCard(page: Page) {
  await fillCard(page, {
    holder: 'Maria Souza',
    number: '4111111111111111',
    expiry: futureExpiry(),
    cvv: '123',
  });
  await fillDocumentIfAsked(page);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
}

/** The text of the receipt's detail for a term ('Cobrado agora' → 'R$0,00'). */
async function receiptRow(page: Page, term: string): Promise<string> {
  const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
  const detail = receipt.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  return (await detail.first().innerText()).trim();
}

async function offerToPayment(page: Page, start: string, email: string) {
  await page.goto(`${baseUrl()}${start}`);
  await page.waitForURL(/\/lead\?/);
  await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
  await page.waitForURL(/\/custom-offer\?/);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await page.waitForURL(/\/payment\?/);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
}

describe('money promises (issue 21)', () => {
  const buyer = useBuyerPage();

  it('should charge nothing for a trial plan paid by card and show the date and amount of the first charge (item 1)', async () => {
    const { page } = buyer;
    const email = uniqueEmail('trial-live');
    await offerToPayment(page, '/?product=LIVE&oferta=live-mensal', email);

    // What the page promises: the trial is the card's, nothing now, R$149,00 when it ends.
    const summary = page.getByRole('region', { name: 'Resumo da compra' });
    await summary.getByText('3 meses grátis para experimentar').waitFor();
    await summary
      .getByText(
        'No cartão de crédito, nada é cobrado agora: a primeira cobrança é feita ao fim do período grátis. Cancele antes e não paga nada. Nas outras formas de pagamento, o valor é cobrado na hora, sem período grátis.',
      )
      .waitFor();
    await page
      .getByRole('button', { name: /Cartão de crédito.*3 meses grátis, depois R\$149,00 à vista/ })
      .waitFor();
    await page
      .getByText(
        '3 meses grátis: nada é cobrado agora. A primeira cobrança, de R$149,00, é feita ao fim do período grátis. Cancele antes e não paga nada.',
        { exact: true },
      )
      .waitFor();
    await screenshot(page, 'money-trial-payment-375');

    await payByCard(page);
    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }).waitFor();

    // What the sandbox did: the card verified, nothing charged, R$149,00 scheduled in 90 days.
    const charges = paymentsOf(email);
    expect(charges).toHaveLength(1);
    const charge = charges[0]!;
    expect(charge).toMatchObject({
      method: 'credit-card',
      status: 'approved',
      amount: 0,
      trial_days: 90,
      first_charge_amount: 14900,
      installments: 1,
    });
    expect(Date.parse(charge.first_charge_at!) - Date.parse(charge.created_at)).toBe(90 * dayMs);
    const firstChargeDate = brazilianDate(charge.first_charge_at!);

    // What the receipt says: the same.
    await page
      .getByText(
        `Nada foi cobrado agora. A primeira cobrança, de R$149,00, será feita em ${firstChargeDate}, ao fim dos 3 meses grátis. Cancele antes e não paga nada.`,
        { exact: true },
      )
      .waitFor();
    await expect(page.getByText(/Seu pagamento foi confirmado/).count()).resolves.toBe(0);
    await expect(receiptRow(page, 'Cobrado agora')).resolves.toBe('R$0,00');
    await expect(receiptRow(page, 'Primeira cobrança')).resolves.toBe('R$149,00');
    await expect(receiptRow(page, 'Data da primeira cobrança')).resolves.toBe(firstChargeDate);
    await expect(receiptRow(page, 'Forma de pagamento')).resolves.toBe('Cartão de crédito');
    await screenshot(page, 'money-trial-success-375');
  });

  it('should keep the trial of a buyer whose Pix is still pending, and start it by card (item 2)', async () => {
    const { page } = buyer;
    const email = uniqueEmail('trial-pix-pending');
    await offerToPayment(page, '/?product=LIVE&oferta=live-mensal', email);

    // Pix pays now: the page says the trial is the card's.
    await page.getByRole('button', { name: /^Pix/ }).click();
    await page
      .getByText('O período grátis vale só no cartão de crédito: no Pix, o valor é cobrado agora.')
      .waitFor();
    await page.getByText('Pague R$149,00 à vista com Pix', { exact: false }).waitFor();
    await fillDocumentIfAsked(page);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    expect(paymentsOf(email)).toEqual([
      expect.objectContaining({ method: 'pix', status: 'pending', amount: 14900 }),
    ]);

    // Back to the payment page, and again after a reload: the trial is still the buyer's.
    await page.goBack();
    await page.waitForURL(/\/payment\?/);
    const summary = page.getByRole('region', { name: 'Resumo da compra' });
    await summary.getByText('3 meses grátis para experimentar').waitFor();
    await page.reload();
    await summary.getByText('3 meses grátis para experimentar').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Período grátis já utilizado').count()).resolves.toBe(0);
    await screenshot(page, 'money-trial-after-pending-pix-375');

    const card = page.getByRole('button', { name: /^Cartão de crédito/ });
    if ((await card.getAttribute('aria-expanded')) !== 'true') await card.click();
    await payByCard(page);
    await page.waitForURL(/\/success\?/);
    await page
      .getByText(/^Nada foi cobrado agora\. A primeira cobrança, de R\$149,00, será feita em /)
      .waitFor();
    const charges = paymentsOf(email);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({
      method: 'credit-card',
      status: 'approved',
      amount: 0,
      first_charge_amount: 14900,
    });
  });

  it('should show installments that add up to the order total, and charge and receipt them the same (item 3)', async () => {
    const { page } = buyer;
    const email = uniqueEmail('installments');
    const toPayment = async (target: Page) => {
      await target.goto(`${baseUrl()}/lead?product=MS&flowId=orderbump`);
      await submitLead(target, { name: 'Maria Souza', email, phone: '11912345678' });
      await target.waitForURL(/\/order-bump-presentation\?/);
      await target.getByRole('checkbox', { name: /Banco de questões comentadas/ }).check();
      await target.getByText('R$1.237,00').first().waitFor();
      await target.getByRole('button', { name: 'Continuar para o pagamento' }).click();
      await target.waitForURL(/\/payment\?/);
      await target.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    };
    const schedule = '1x de R$103,12 + 11x de R$103,08';

    // A new buyer: ms-anual's 7 days free, the whole order (R$1.237,00 in 12x) when they end.
    await toPayment(page);
    const summary = page.getByRole('region', { name: 'Resumo da compra' });
    await summary.getByText(schedule, { exact: true }).waitFor();
    await summary.getByText('ou R$1.237,00 à vista').waitFor();
    await expect(page.getByLabel('Parcelas').locator('option:checked').innerText()).resolves.toBe(
      schedule,
    );
    await page
      .getByRole('button', {
        name: `Cartão de crédito 7 dias grátis, depois até 12x (${schedule})`,
      })
      .waitFor();
    await page
      .getByText(
        `7 dias grátis: nada é cobrado agora. A primeira cobrança, de R$1.237,00 em ${schedule}, é feita ao fim do período grátis. Cancele antes e não paga nada.`,
        { exact: true },
      )
      .waitFor();
    // Nowhere the old '12x de R$103,08', which added up to R$1.236,96.
    await expect(page.getByText(/12x de R\$103,08/).count()).resolves.toBe(0);
    await screenshot(page, 'money-installments-payment-375');
    await payByCard(page);
    await page.waitForURL(/\/success\?/);
    await expect(receiptRow(page, 'Primeira cobrança')).resolves.toBe(`R$1.237,00 em ${schedule}`);
    expect(paymentsOf(email)).toEqual([
      expect.objectContaining({ amount: 0, installments: 12, first_charge_amount: 123700 }),
    ]);

    // The same buyer again: the trial is used, the order is charged now, in the same schedule.
    const again = await buyer.reopen(375);
    await toPayment(again);
    await again
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('Período grátis já utilizado')
      .waitFor();
    await expect(again.getByLabel('Parcelas').locator('option:checked').innerText()).resolves.toBe(
      schedule,
    );
    await payByCard(again);
    await again.waitForURL(/\/success\?/);
    await expect(receiptRow(again, 'Valor')).resolves.toBe(`R$1.237,00 em ${schedule}`);
    await screenshot(again, 'money-installments-success-375');
    const charges = paymentsOf(email);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({
      method: 'credit-card',
      status: 'approved',
      amount: 123700,
      installments: 12,
      first_charge_amount: null,
    });

    // An invoice of R$119,00 in 3x (the account form shares the rule).
    await again.goto(`${baseUrl()}/payment/inv_demo_first?flowId=invoice`);
    const invoiceCard = again.getByRole('button', { name: /^Cartão de crédito/ });
    await invoiceCard.waitFor();
    await expect(invoiceCard.innerText()).resolves.toContain(
      'Até 3x (1x de R$39,68 + 2x de R$39,66)',
    );
    if ((await invoiceCard.getAttribute('aria-expanded')) !== 'true') await invoiceCard.click();
    const options = await again.getByLabel('Parcelas').locator('option').allInnerTexts();
    expect(options).toEqual(
      expect.arrayContaining(['1x de R$119,00', '2x de R$59,50', '1x de R$39,68 + 2x de R$39,66']),
    );
  });

  it("should keep 'Passo N de M' through a journey: 2 de 4 on payment, 3 de 4 on Pix (item 5)", async () => {
    const { page } = buyer;
    const email = uniqueEmail('steps');
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await page.getByText('Passo 2 de 4', { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento' }).getAttribute('aria-description'),
    ).resolves.toBe('Passo 2 de 4');

    await page.getByRole('button', { name: /^Pix/ }).click();
    await fillDocumentIfAsked(page);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByText('Passo 3 de 4', { exact: true }).waitFor();
    await expect(page.getByText(/^Passo \d+ de \d+$/).allInnerTexts()).resolves.toEqual([
      'Passo 3 de 4',
    ]);
    await screenshot(page, 'money-steps-pix-375');

    const [pix] = paymentsOf(email);
    expect(pix).toMatchObject({ method: 'pix', status: 'pending', amount: 114000 });
    const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${pix!.id}/pay`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await page.waitForURL(/\/success\?/, { timeout: 15000 });
    await page.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }).waitFor();
    await expect(receiptRow(page, 'Valor')).resolves.toBe('R$1.140,00');
    await expect(receiptRow(page, 'Forma de pagamento')).resolves.toBe('Pix');
    const charges = paymentsOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ method: 'pix', status: 'approved', amount: 114000 });
  });
});
