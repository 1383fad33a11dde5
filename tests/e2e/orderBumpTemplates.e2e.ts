/**
 * The order-bump templates in Chromium against the built app (issue 11), walked as a buyer
 * from the first step of their flows to payment and success: the multi-profile choice (WUP,
 * flow `multiprofile`), the add-ons before payment (MS, flow `orderbump`: by card, and by one
 * Pix covering the whole order), and the multi-profile upsell (WUP, flow
 * `upsell-multiprofile`). Each of these pages is checked with axe-core and photographed at
 * 375 px and 1280 px.
 */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** Screenshots at 375 px and 1280 px, then back to the phone width the test runs at. */
async function photograph(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
}

/** What the sandbox stored of a payment's request: plan, amount and add-ons. */
function requestOf(row: { request_json: string }): {
  planId: string;
  amount: number;
  orderBumps?: unknown;
} {
  return JSON.parse(row.request_json) as { planId: string; amount: number; orderBumps?: unknown };
}

const card = () => ({
  holder: 'Maria Souza',
  number: '4111111111111111',
  expiry: futureExpiry(),
  cvv: '123',
});

describe('order-bump templates', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  it('should let the buyer choose 3 profiles and pay that plan by card', async () => {
    const email = uniqueEmail('multiprofile');
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=multiprofile`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/multiprofile-presentation\?/);
    await page.getByRole('radio', { name: '1 perfil' }).waitFor();
    await expect(page.getByRole('radio', { name: '1 perfil' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio').count()).resolves.toBe(4);
    await page.getByText('3 perfis', { exact: true }).click();
    await page.getByText('Total: 12x de R$219,00').waitFor();
    await page.getByText('R$876,00 por perfil').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'multiprofile-presentation');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('heading', { name: 'Plano Anual · 3 perfis' }).waitFor();
    await page.getByText('12x de R$219,00').first().waitFor();
    await fillCard(page, card());
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);

    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    expect(requestOf(rows[0]!)).toMatchObject({ planId: 'wup-anual-3-perfis', amount: 262800 });
  });

  it('should add one add-on and pay the whole order with one Pix', async () => {
    const email = uniqueEmail('orderbump-pix');
    await page.goto(`${baseUrl()}/lead?product=MS&flowId=orderbump`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/order-bump-presentation\?/);
    const questoes = page.getByRole('checkbox', {
      name: /^Adicionar ao pedido: Banco de questões comentadas/,
    });
    await questoes.waitFor();
    await expect(questoes.isChecked()).resolves.toBe(false);
    await expect(
      page.getByRole('checkbox', { name: /Mentoria em grupo/ }).isChecked(),
    ).resolves.toBe(false);
    await page.getByText('Banco de questões comentadas', { exact: true }).click();
    await expect(questoes.isChecked()).resolves.toBe(true);
    await page.getByText('R$1.237,00').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'order-bump');

    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('heading', { name: 'Seu pedido' }).waitFor();
    await page.getByRole('button', { name: /^Pix/ }).click();
    await page.getByText('Pague R$1.237,00 à vista com Pix', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'order-bump-payment');
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByText('R$1.237,00').first().waitFor();
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();

    const [payment] = paymentsOf(email);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending' });
    expect(requestOf(payment!)).toMatchObject({
      planId: 'ms-anual',
      amount: 123700,
      orderBumps: [{ planId: 'ms-banco-questoes', amount: 9700 }],
    });
    const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${payment!.id}/pay`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await page.waitForURL(/\/success\?/, { timeout: 15000 });
    expect(paymentsOf(email)).toHaveLength(1);
  });

  it('should add both add-ons and pay the whole order by card in 12 installments', async () => {
    const email = uniqueEmail('orderbump-card');
    await page.goto(`${baseUrl()}/lead?product=MS&flowId=orderbump`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/order-bump-presentation\?/);
    await page.getByRole('checkbox', { name: /Banco de questões comentadas/ }).check();
    await page.getByRole('checkbox', { name: /Mentoria em grupo/ }).check();
    await page.getByText('R$1.434,00').waitFor();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    await page.getByText('12x de R$119,50').first().waitFor();
    await fillCard(page, { ...card(), document: '295.379.955-93' });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    // ms-anual starts 7 days free by card: nothing now, the whole order (R$1.434,00) when
    // they end (tests/e2e/moneyPromises.e2e.ts reads that schedule on the receipt).
    expect(requestOf(rows[0]!)).toMatchObject({ amount: 0 });
  });

  it('should offer the upsell for 2 profiles after paying, and charge that upsell plan', async () => {
    const email = uniqueEmail('upsell-multiprofile');
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=upsell-multiprofile`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, card());
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/multiprofile-upsell-presentation\?/);
    await page.getByRole('radio', { name: '2 perfis' }).waitFor();
    await page.getByText('2 perfis', { exact: true }).click();
    await page.getByText('Total: 12x de R$49,90').waitFor();
    await page.getByRole('button', { name: 'Não, obrigado' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'multiprofile-upsell-presentation');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    await page.getByRole('heading', { name: 'Conversação Fala Mais · 2 perfis' }).waitFor();
    // The card of the purchase is offered first; this buyer pays the upsell with another card.
    await page.getByRole('button', { name: /^Cartão de crédito/ }).click();
    await fillCard(page, { ...card(), number: '5555555555554444' });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\/upsell\?/);
    await page.getByText('Compras realizadas com sucesso!').waitFor();

    const rows = paymentsOf(email);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'approved')).toBe(true);
    // wup-anual starts 7 days free by card: nothing now.
    expect(requestOf(rows[0]!)).toMatchObject({ planId: 'wup-anual', amount: 0 });
    expect(requestOf(rows[1]!)).toMatchObject({
      planId: 'wup-conversacao-2-perfis',
      amount: 59880,
    });
  });

  it("should let the buyer skip the upsell with 'Não, obrigado'", async () => {
    const email = uniqueEmail('upsell-decline');
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=upsell-multiprofile`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, card());
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/multiprofile-upsell-presentation\?/);
    await page.getByRole('button', { name: 'Não, obrigado' }).click();
    await page.waitForURL(/\/success\?/);
    expect(paymentsOf(email)).toHaveLength(1);
  });
});
