/**
 * Issue 21 item 6: every pt-MZ screen speaks Mozambican Portuguese. The buyer walks the
 * Mozambican products (Fala Mais MZ with M-Pesa, Alicerce MZ with its offer flow) in Chromium:
 * the lead and payment forms with their errors shown, the M-Pesa wait, the offer and the
 * success page. Each screen's text is read as the buyer sees it: it must show the pt-MZ words
 * the screen is about and none of the pt-BR-only terms kept beside the catalogue
 * (checkout/copy/ptBrOnlyTerms.ts). Every screen's problems are gathered and compared at the end,
 * so one run names all of them.
 */
import type { Page } from 'playwright-core';
import { ptBrOnlyTermsIn } from '@/checkout/copy/ptBrOnlyTerms';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { ptBR } from '@/checkout/copy/ptBR';
import { ptMZ } from '@/checkout/copy/ptMZ';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { pageText } from './ptBrOnlyTermsOnPage';

/** The sandbox's M-Pesa number that confirms with the PIN (sandbox/README.md). */
const MPESA_APPROVES = '84 000 0001';

describe('pt-MZ screens', () => {
  const buyer = useBuyerPage();
  let page: Page;
  /** What each screen got wrong, by screen name: pt-BR-only terms shown, pt-MZ texts missing. */
  let problems: Record<string, string[]>;
  beforeEach(() => {
    page = buyer.page;
    problems = {};
  });

  /**
   * Reads the whole page as the buyer sees it and notes its problems: the pt-BR-only terms it
   * shows and the pt-MZ texts of `shouldShow` it lacks. Screenshots it; returns the text.
   */
  async function readScreen(name: string, shouldShow: readonly string[] = []): Promise<string> {
    const text = await pageText(page);
    const found = [
      ...ptBrOnlyTermsIn(text).map((term) => `shows '${term}'`),
      ...shouldShow.filter((wanted) => !text.includes(wanted)).map((wanted) => `lacks '${wanted}'`),
    ];
    if (found.length > 0) problems[name] = found;
    await screenshot(page, `mz-copy-${name}`);
    return text;
  }

  const field = (label: string) => page.getByLabel(label, { exact: true });
  // Found by either language's label, so a page with the pt-BR one is walked on and reported.
  const phoneField = () =>
    page.getByLabel(new RegExp(`^(${ptMZ.lead.phoneLabel}|${ptBR.lead.phoneLabel})$`));
  const invalid = () => page.locator('[aria-invalid="true"]');

  /** The lead form sent empty, then with a Mozambican number too short, then filled. */
  async function leadWithErrors(product: string, email: string): Promise<void> {
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(ptMZ.messages.name.firstAndLast).waitFor();
    await readScreen(`${product}-lead-errors`, [
      ptMZ.lead.phoneLabel,
      ptMZ.messages.phone.mozambique,
    ]);
    await field('Nome Completo').fill('Joana Machava');
    await field('E-mail').fill(email);
    await phoneField().fill('+258 84 123');
    await phoneField().blur();
    await phoneField().and(invalid()).waitFor();
    await readScreen(`${product}-lead-phone-error`, [ptMZ.messages.phone.mozambique]);
    await phoneField().fill('+258841234567');
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  /** The payment form sent with every address error shown, then the address filled in. */
  async function paymentWithErrors(product: string): Promise<void> {
    await page.waitForURL(/\/payment\?/);
    await field(ptMZ.address.postalCodeLabel).waitFor();
    await field(ptMZ.address.postalCodeLabel).fill('123');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText(ptMZ.messages.address.invalid, { exact: true }).waitFor();
    await readScreen(`${product}-payment-errors`, [
      ptMZ.messages.cep.invalid,
      ptMZ.messages.state.invalid,
    ]);
    await field(ptMZ.address.postalCodeLabel).fill('1100');
    await field('Endereço').fill('Av. Julius Nyerere, 123');
    await field('Número').fill('123');
    await field('Cidade').fill('Maputo');
    await field(ptMZ.address.stateLabel).fill('Maputo Cidade');
  }

  it('should speak Mozambican Portuguese from lead to M-Pesa success (Fala Mais MZ)', async () => {
    const email = uniqueEmail('mz-copy-mpesa');
    await page.goto(`${baseUrl()}/lead?product=WUPMZ&lang=pt-mz`);
    await leadWithErrors('WUPMZ', email);
    await paymentWithErrors('WUPMZ');
    await page.getByRole('button', { name: /^M-Pesa/ }).click();
    await page.getByLabel('Número M-Pesa').fill(MPESA_APPROVES);
    await readScreen('WUPMZ-payment-mpesa');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page
      .getByRole('heading', { name: 'Aguardando a confirmação no seu telemóvel' })
      .waitFor();
    await readScreen('WUPMZ-mpesa-waiting');
    await page.waitForURL(/\/success\?/, { timeout: 20_000 });
    await page.getByRole('region', { name: 'Resumo do pedido' }).waitFor();
    await readScreen('WUPMZ-success', [
      fillCopy(ptMZ.success.detailsSent, { email }),
      ptMZ.success.referrerQuestion,
    ]);
    expect(paymentsOf(email)).toHaveLength(1);
    expect(problems).toEqual({});
  });

  it('should speak Mozambican Portuguese on the card flow without installments (Alicerce MZ)', async () => {
    const email = uniqueEmail('mz-copy-card');
    await page.goto(`${baseUrl()}/lead?product=CONQUERMZ`);
    await leadWithErrors('CONQUERMZ', email);
    await paymentWithErrors('CONQUERMZ');
    await fillCard(page, {
      holder: 'Joana Machava',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    // Installments are off: 'Somente plano anual' must not offer them ('parcelado no cartão').
    await readScreen('CONQUERMZ-payment', [ptMZ.offer.annualOnlyDetail.cash]);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await page.getByRole('region', { name: 'Resumo do pedido' }).waitFor();
    await readScreen('CONQUERMZ-success', [fillCopy(ptMZ.success.detailsSent, { email })]);
    expect(paymentsOf(email)).toHaveLength(1);
    expect(problems).toEqual({});
  });

  it('should speak Mozambican Portuguese on the Alicerce MZ offer', async () => {
    await page.goto(`${baseUrl()}/lead?product=CONQUERMZ&flowId=offer`);
    await leadWithErrors('CONQUERMZ-offer', uniqueEmail('mz-copy-offer'));
    await page.waitForURL(/\/custom-offer\?/);
    await page.getByRole('region', { name: 'Resumo da oferta' }).waitFor();
    await readScreen('CONQUERMZ-offer', [
      ptMZ.offer.annualOnlyDetail.cash,
      ptMZ.offerHeadings.yourOffer,
    ]);
    expect(problems).toEqual({});
  });
});
