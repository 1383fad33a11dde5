/**
 * The offer, presentation and md steps in Chromium against the built app (issue 11): a buyer
 * walks each flow from its first step through the screen to payment (one all the way to
 * success with a test card), the offer terms of spec §4/§9 show on the offer and payment
 * steps, each screen is captured at 375 px and 1280 px, and axe-core finds no serious or
 * critical violation on it.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { inspectBothWidths } from './axe';

describe('offer templates', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  /** Screenshots at 375 px and 1280 px, and no serious/critical axe violation at either. */
  const inspect = (name: string): Promise<void> => inspectBothWidths(page, name);

  async function leadFrom(start: string, email: string): Promise<void> {
    await page.goto(`${baseUrl()}${start}`);
    await page.waitForURL(/\/lead\?/);
    await submitLead(page, { name: 'maria souza', email, phone: '11912345678' });
  }

  it('should show the oferta plan with its 7-day trial, preselect it on payment and pay it; a second purchase shows the trial as used', async () => {
    const email = uniqueEmail('offer');
    await leadFrom('/?product=WUP&oferta=wup-conversacao', email);
    await page.waitForURL(/\/custom-offer\?/);
    const offer = page.getByRole('region', { name: 'Resumo da oferta' });
    await offer.getByRole('heading', { name: 'Conversação Fala Mais' }).waitFor();
    await page.getByRole('heading', { name: 'Inglês Online: oferta especial' }).waitFor();
    await page.getByRole('link', { name: 'Falar no WhatsApp' }).waitFor();
    await inspect('custom-offer');

    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    const summary = page.getByRole('region', { name: 'Resumo da compra' });
    await summary.getByRole('heading', { name: 'Conversação Fala Mais' }).waitFor();
    await expect(page.evaluate(() => sessionStorage.getItem('defaultSelectedPlan'))).resolves.toBe(
      '"wup-conversacao"',
    );
    await screenshot(page, 'custom-offer-payment-375');

    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    expect(JSON.parse(rows[0]!.request_json)).toMatchObject({
      planId: 'wup-conversacao',
      productCode: 'WUP',
    });

    // The same buyer comes back through a trial offer of the same product: no second trial.
    page = await buyer.reopen(375);
    await leadFrom('/?product=WUP&oferta=wup-anual', email);
    await page.waitForURL(/\/custom-offer\?/);
    await page.getByText('Período grátis já utilizado').waitFor();
    expect(await page.getByText('7 dias grátis para experimentar').count()).toBe(0);
    await screenshot(page, 'custom-offer-trial-used-375');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    await page
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('Período grátis já utilizado')
      .waitFor();
  });

  it('should show a new buyer the 7-day trial on the offer and on the payment summary', async () => {
    await leadFrom('/?product=WUP&oferta=wup-anual', uniqueEmail('trial7'));
    await page.waitForURL(/\/custom-offer\?/);
    await page.getByText('7 dias grátis para experimentar').waitFor();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    await page
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('7 dias grátis para experimentar')
      .waitFor();
  });

  it('should show the Black Friday voucher as 12x de R$85,00 with R$120,00 off, on the offer and on payment', async () => {
    await leadFrom('/?product=MS&oferta=ms-anual&voucher=BLACKFRIDAY', uniqueEmail('blackfriday'));
    await page.waitForURL(/\/custom-offer\?/);
    const offer = page.getByRole('region', { name: 'Resumo da oferta' });
    await offer.getByText('12x de R$85,00', { exact: true }).waitFor();
    await offer.getByText('Cupom BLACKFRIDAY aplicado: R$120,00 de desconto.').waitFor();
    await screenshot(page, 'custom-offer-blackfriday-375');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    const summary = page.getByRole('region', { name: 'Resumo da compra' });
    await summary.getByText('12x de R$85,00', { exact: true }).waitFor();
    await summary.getByText('Cupom BLACKFRIDAY aplicado: R$120,00 de desconto.').waitFor();
  });

  it('should show partner40 as 12x de R$61,00 and a 3-month trial as 3 meses grátis', async () => {
    await leadFrom('/?product=MS&oferta=ms-anual&voucher=PARTNER40', uniqueEmail('partner40'));
    await page.waitForURL(/\/custom-offer\?/);
    await page
      .getByRole('region', { name: 'Resumo da oferta' })
      .getByText('12x de R$61,00', { exact: true })
      .waitFor();

    page = await buyer.reopen(375);
    await leadFrom('/?product=LIVE&oferta=live-mensal', uniqueEmail('trial90'));
    await page.waitForURL(/\/custom-offer\?/);
    await page.getByText('3 meses grátis para experimentar').waitFor();
    await screenshot(page, 'custom-offer-3-months-375');
  });

  it('should present the extended MS product after the lead and go on to payment', async () => {
    await leadFrom('/?product=MS&voucher=msjana', uniqueEmail('presentation'));
    await page.waitForURL(/\/presentation\?/);
    await page.getByRole('heading', { name: 'Revalida estendido', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).waitFor();
    await page
      .getByRole('region', { name: 'Resumo do plano' })
      .getByText('12x de R$95,00', { exact: true })
      .waitFor();
    await inspect('presentation');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    await page
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('Somente plano anual')
      .waitFor();
  });

  it('should open EXEC at /md, present it as annual only, and start its flow to payment', async () => {
    await page.goto(`${baseUrl()}/?product=EXEC`);
    await page.waitForURL(/\/md\?/);
    await page
      .getByRole('heading', { name: 'Matrícula digital: Inglês Executivo', level: 1 })
      .waitFor();
    await page
      .getByRole('region', { name: 'Resumo do plano' })
      .getByText('Somente plano anual')
      .waitFor();
    await page.getByRole('link', { name: 'Falar no WhatsApp' }).waitFor();
    await inspect('md-exec');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/lead\?/);
    await submitLead(page, { name: 'maria souza', email: uniqueEmail('md'), phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await page
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('Somente plano anual')
      .waitFor();
  });

  it('should open CONQUERFRANQUIAS at /md and go on to the next step of its flow', async () => {
    await page.goto(`${baseUrl()}/?product=CONQUERFRANQUIAS`);
    await page.waitForURL(/\/md\?/);
    await page.getByRole('heading', { name: 'Matrícula digital', level: 1 }).waitFor();
    await inspect('md-conquerfranquias');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/select-school\?/);
  });
});
