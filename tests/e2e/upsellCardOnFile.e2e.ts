/**
 * The upsell pays with the card of the main purchase (the payment answer's `paymentProfileIds`,
 * paid with `default-credit-card`), in Chromium against the built app and the sandbox: the MS
 * upsell flow, paid by card, then the upsell accepted and paid without typing the card again.
 * The end page is read (heading, what was bought) and the sandbox holds exactly two charges of
 * this buyer, the second on the same card, found by its payment profile.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** The text of the page's main region, spaces collapsed. */
async function mainText(page: Page): Promise<string> {
  return (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
}

/**
 * A buyer of the MS upsell flow pays the main purchase by card and accepts the upsell: the page
 * is the upsell's payment form. Answers the buyer's e-mail.
 */
async function payMainAndAcceptUpsell(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto(`${baseUrl()}/lead?product=MS&flowId=upsell`);
  await submitLead(page, { name: 'Ana Caminhante', email, phone: '(11) 98765-4321' });
  await page.waitForURL(/\/payment\?/);
  await page.getByLabel('Número do cartão').waitFor();
  // The sandbox's approved Visa test card (sandbox/README.md).
  await fillCard(page, {
    holder: 'Ana Caminhante',
    number: '4111 1111 1111 1111',
    expiry: futureExpiry(),
    cvv: '123',
  });
  const mainDocument = page.getByLabel('CPF ou CNPJ para a nota fiscal');
  if ((await mainDocument.count()) > 0) await mainDocument.fill('295.379.955-93');
  const postalCode = page.getByLabel('CEP');
  if ((await postalCode.count()) > 0) await postalCode.fill('01310-100');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await page.waitForURL(/\/success\?/);
  await page.getByRole('button', { name: 'Quero aproveitar' }).click();
  await page.waitForURL(/\/payment\/upsell\?/);

  return email;
}

describe('the upsell with the card on file', () => {
  const buyer = useBuyerPage();

  it('should pay the upsell with the card of the purchase, asking for no card data', async () => {
    const page = buyer.page;
    const email = await payMainAndAcceptUpsell(page, 'upsell-card-on-file');

    const onFile = page.getByRole('button', { name: /^Cartão Visa final 1111/ });
    await onFile.waitFor();
    await expect(onFile.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByText(/Pague com o cartão Visa final 1111, o mesmo da sua compra/).waitFor();
    await expect(page.getByLabel('Número do cartão').count()).resolves.toBe(0);
    await screenshot(page, 'upsell-card-on-file');
    const documentField = page.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await documentField.count()) > 0) await documentField.fill('295.379.955-93');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();

    await page.waitForURL(/\/success\/upsell\?/);
    await page.getByRole('heading', { name: 'Compras realizadas com sucesso!' }).waitFor();
    expect(await mainText(page)).toContain('Plano Anual');
    await screenshot(page, 'upsell-card-on-file-success');

    const charges = paymentsOf(email);
    expect(charges.map((charge) => [charge.method, charge.status])).toEqual([
      ['credit-card', 'approved'],
      ['default-credit-card', 'approved'],
    ]);
    const upsell = JSON.parse(charges[1]!.request_json) as {
      planId: string;
      paymentMethods: Array<Record<string, unknown>>;
    };
    expect(upsell.planId).toBe('ms-intensivo');
    expect(upsell.paymentMethods[0]).toMatchObject({ type: 'default-credit-card' });
    expect(upsell.paymentMethods[0]).not.toHaveProperty('card');
  });

  it('should say why when the card-testing limit refuses the card-on-file payment (429), and charge nothing', async () => {
    const page = buyer.page;
    const email = await payMainAndAcceptUpsell(page, 'upsell-card-on-file-429');
    await page.getByRole('button', { name: /^Cartão Visa final 1111/ }).waitFor();
    // The buyer's lead spends the rest of its attempts (PAYMENT_ATTEMPTS_PER_LEAD, 8 by default)
    // on declined cards, from this page as a card tester would.
    const statuses = await page.evaluate(async () => {
      const leadId = (JSON.parse(sessionStorage.getItem('dataLead') ?? '{}') as { leadId?: string })
        .leadId;
      const answers: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await fetch('/api/v2/payment', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({
            name: 'Ana Caminhante',
            email: 'ana.caminhante@example.com',
            amount: 9500,
            business: 'medcof',
            productCode: 'MS',
            planId: 'ms-intensivo',
            planType: 'yearly',
            sfLeadId: leadId,
            paymentMethods: [
              {
                type: 'credit-card',
                installments: 1,
                card: {
                  number: '4000000000000002',
                  holderName: 'ANA CAMINHANTE',
                  expiry: '12/30',
                  cvv: '123',
                  brand: 'visa',
                },
              },
            ],
          }),
        });
        answers.push(answer.status);
      }
      return answers;
    });
    expect(statuses).toContain(429);
    const documentField = page.getByLabel('CPF ou CNPJ para a nota fiscal');
    if ((await documentField.count()) > 0) await documentField.fill('295.379.955-93');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page
      .getByText('Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment/upsell');
    await screenshot(page, 'upsell-card-on-file-429');
    // Only the main purchase was charged.
    expect(
      paymentsOf(email)
        .filter((charge) => charge.status === 'approved')
        .map((charge) => charge.method),
    ).toEqual(['credit-card']);
  });
});
