/**
 * Paying in person at an attendant's desk (Alicerce's 'balcao' flow with a seller) and paying
 * with M-Pesa in the Mozambique checkout (Fala Mais MZ), in Chromium against the built app:
 * each to its end state, with axe and screenshots at 375 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { useBuyerPage } from './buyerPage';
import { paymentsOf, submitLead, uniqueEmail } from './buyerFlow';

/** The sandbox's M-Pesa test numbers (sandbox/README.md). */
const MPESA_APPROVES = '84 000 0001';
const MPESA_REFUSES = '84 000 0002';
const MPESA_REFUSED =
  'O pagamento M-Pesa foi recusado no seu telemóvel. Confirme o saldo e o PIN e tente novamente.';

/** Serious and critical axe-core violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (item) => `${item.id} (${item.impact}): ${item.help} at ${item.targets.join(', ')}`,
  );
}

async function fillIfPresent(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) > 0 && (await field.first().isVisible()))
    await field.first().fill(value);
}

describe('in-person and M-Pesa payments', () => {
  const buyer = useBuyerPage();
  let page: Page;

  /** A fresh page at this width (the first test context is 375 px). */
  async function open(width: number): Promise<void> {
    page = width === 375 ? buyer.page : await buyer.reopen(width);
  }

  it.each([375, 1280])(
    'should take a cash payment at the attendant desk and show the registered order (%i px)',
    async (width) => {
      await open(width);
      const email = uniqueEmail(`cash${width}`);
      await page.goto(
        `${baseUrl()}/lead?product=CONQUER&flowId=balcao&seller=ana.souza&source=site`,
      );
      await submitLead(page, { name: 'Carla Balcão', email, phone: '11912345678' });
      await page.waitForURL(/\/payment\?/);
      const cash = page.getByRole('button', { name: /^Dinheiro/ });
      await cash.click();
      await page.getByText(/Pagamento presencial: .* pago em dinheiro, no balcão/).waitFor();
      await fillIfPresent(page, 'CPF ou CNPJ para a nota fiscal', '295.379.955-93');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `in-person-payment-${width}`);
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();

      await page.waitForURL(/\/success\?/);
      await page.getByRole('heading', { name: 'Pedido registrado!' }).waitFor();
      const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
      await receipt.getByText('Dinheiro (presencial)').waitFor();
      await receipt.getByText('Aguardando confirmação do atendimento').waitFor();
      const rows = paymentsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ method: 'cash', status: 'pending' });
      await receipt.getByText(rows[0]!.id).waitFor();
      expect(JSON.parse(rows[0]!.request_json)).toMatchObject({
        isPaymentInPerson: true,
        seller: 'ana.souza',
        type: 'cash',
        paymentMethods: [{ type: 'cash' }],
      });
      await expect(page.evaluate(() => sessionStorage.getItem('isPaymentInPerson'))).resolves.toBe(
        'true',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `in-person-success-${width}`);
    },
  );

  it('should not offer the in-person methods without an attendant', async () => {
    await open(375);
    await page.goto(`${baseUrl()}/lead?product=CONQUER&flowId=balcao`);
    await submitLead(page, {
      name: 'Carla Online',
      email: uniqueEmail('online'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: /^Cartão de crédito/ }).waitFor();
    await expect(page.getByRole('button', { name: /^Dinheiro/ }).count()).resolves.toBe(0);
  });

  async function mpesaToWaiting(email: string, phone: string): Promise<void> {
    await page.goto(`${baseUrl()}/lead?product=WUPMZ&lang=pt-mz`);
    await submitLead(page, { name: 'Amélia Machava', email, phone: '+258841234567' });
    await page.waitForURL(/\/payment\?/);
    // The address form shows once the plans are in: wait for it before filling.
    await page.getByLabel('Código postal', { exact: true }).waitFor();
    await fillIfPresent(page, 'Código postal', '1100');
    await fillIfPresent(page, 'Endereço', 'Av. Julius Nyerere, 123');
    await fillIfPresent(page, 'Número', '123');
    await fillIfPresent(page, 'Bairro', 'Polana');
    await fillIfPresent(page, 'Cidade', 'Maputo');
    await fillIfPresent(page, 'Província', 'Maputo');
    await fillIfPresent(page, 'País', 'Moçambique');
    await page.getByRole('button', { name: /^M-Pesa/ }).click();
    const field = page.getByLabel('Número M-Pesa');
    await field.fill('82 000 0001');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page
      .getByText('Insira um número M-Pesa válido: 84 ou 85 seguido de 7 dígitos.')
      .waitFor();
    await field.fill(phone);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page
      .getByRole('heading', { name: 'Aguardando a confirmação no seu telemóvel' })
      .waitFor();
  }

  it.each([375, 1280])(
    'should pay with M-Pesa once the buyer confirms on the phone (%i px)',
    async (width) => {
      await open(width);
      const email = uniqueEmail(`mpesa${width}`);
      await mpesaToWaiting(email, MPESA_APPROVES);
      await page.getByText(/12\s000,00\sMT.*\+258 84 ••• 0001/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `mpesa-waiting-${width}`);

      await page.waitForURL(/\/success\?/, { timeout: 20_000 });
      const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
      await receipt.getByText('M-Pesa').waitFor();
      const rows = paymentsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ method: 'm-pesa' });
      expect(JSON.parse(rows[0]!.request_json)).toMatchObject({
        paymentMethods: [{ type: 'm-pesa', phone: '+258840000001' }],
      });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `mpesa-success-${width}`);
    },
  );

  it('should say the M-Pesa payment was refused and let the buyer try again', async () => {
    await open(375);
    const email = uniqueEmail('mpesa-refused');
    await mpesaToWaiting(email, MPESA_REFUSES);
    await page.getByText(MPESA_REFUSED).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();
    await expect(page.getByLabel('Número M-Pesa').inputValue()).resolves.toBe(MPESA_REFUSES);
    expect(page.url()).toMatch(/\/payment\?/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mpesa-refused-375');
  });
});
