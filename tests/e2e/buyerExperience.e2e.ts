/**
 * The buyer experience of issue 10 (items 9–13, 15) in Chromium against the built app:
 * Mozambique pays with an address, a failed card puts focus on the message, a lost session
 * goes back to the first step, focus and announcement after a step change, the order summary
 * from the lead step to the success page, the favicons.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

describe('buyer experience', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  /** The focused element, described by tag, role and text. */
  function focused(): Promise<{ tag: string; role: string | null; text: string }> {
    return page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return {
        tag: active?.tagName ?? '',
        role: active?.getAttribute('role') ?? null,
        text: active?.textContent?.trim() ?? '',
      };
    });
  }

  it('should let a Mozambican buyer pay with an address and see what was bought', async () => {
    const email = uniqueEmail('mz-address');
    await page.goto(`${baseUrl()}/lead?product=WUPMZ&lang=pt-mz`);
    await submitLead(page, { name: 'Joana Machava', email, phone: '+258841234567' });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Código postal').waitFor();
    await page.getByText('Passo 2 de 3', { exact: true }).waitFor();
    const brands = page.getByRole('radiogroup', { name: 'Bandeira do cartão' });
    await expect(brands.getByRole('radio', { name: 'Visa' }).count()).resolves.toBe(1);
    await expect(brands.getByRole('radio', { name: 'Elo' }).count()).resolves.toBe(0);

    await page.getByLabel('Código postal').fill('1100');
    await page.getByLabel('Endereço', { exact: true }).fill('Av. Julius Nyerere, 123');
    await page.getByLabel('Número', { exact: true }).fill('123');
    await page.getByLabel('Complemento (opcional)').fill('R. 7 de Setembro - apto 3');
    await page.getByLabel('Cidade').fill('Maputo');
    await page.getByLabel('Província').fill('Maputo Cidade');
    await fillCard(page, {
      holder: 'Joana Machava',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await screenshot(page, 'experience-mz-payment-375');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
    await receipt.waitFor();
    await expect(receipt.getByText('Cartão de crédito').count()).resolves.toBe(1);
    await screenshot(page, 'experience-mz-success-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'experience-mz-success-1280');
    const rows = paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
    await expect(receipt.getByText(rows[0]!.id).count()).resolves.toBe(1);
  });

  it('should keep focus on the payment message after a declined card, not on the CVV', async () => {
    const email = uniqueEmail('declined-focus');
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, { name: 'maria souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4000000000000002',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText(PAYMENT_FAILED).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    await expect(focused()).resolves.toMatchObject({ role: 'alert', text: PAYMENT_FAILED });
    const cvv = page.getByLabel('Código de segurança (CVV)');
    await expect(cvv.inputValue()).resolves.toBe('');
    await expect(cvv.getAttribute('aria-invalid')).resolves.not.toBe('true');
    await expect(page.getByText('Revise o código de segurança.').count()).resolves.toBe(0);
    await screenshot(page, 'experience-declined-375');
  });

  it.each([
    ['/payment', 'payment'],
    ['/pix', 'pix'],
  ])(
    "should send a buyer without a session from %s to the flow's first step, query kept",
    async (path) => {
      await page.goto(`${baseUrl()}${path}?product=MS&seller=performance&source=direto`);
      await page.waitForURL((url) => url.pathname === '/lead');
      const url = new URL(page.url());
      expect(url.searchParams.get('product')).toBe('MS');
      await page.getByLabel('Nome Completo', { exact: true }).waitFor();
      await expect(page.getByText(/pagamento confirmado/i).count()).resolves.toBe(0);
    },
  );

  it('should tell a buyer without a session on /success that no payment was found, and offer to start again', async () => {
    // Never a confirmation, and never a silent jump to the lead form: a buyer who paid in
    // another browser is told where the confirmation is.
    await page.goto(`${baseUrl()}/success?product=MS&seller=performance&source=direto`);
    await page.getByRole('heading', { name: 'Não encontramos um pagamento seu' }).waitFor();
    await expect(page.getByText(/pagamento confirmado/i).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Começar de novo' }).click();
    await page.waitForURL((url) => url.pathname === '/lead');
    expect(new URL(page.url()).searchParams.get('product')).toBe('MS');
    await page.getByLabel('Nome Completo', { exact: true }).waitFor();
  });

  it('should move focus to the step heading, described with its step, after a step change', async () => {
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, {
      name: 'maria souza',
      email: uniqueEmail('focus'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Número do cartão').waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === 'H1' &&
        document.activeElement.textContent === 'Pagamento',
    );
    await expect(
      page.getByRole('heading', { name: 'Pagamento' }).getAttribute('aria-description'),
    ).resolves.toBe('Passo 2 de 4');
    const toggles = page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button');
    await expect(toggles.first().getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it.each([375, 1280])(
    'should show the order summary from the lead step at %i px',
    async (width) => {
      page = await buyer.reopen(width);
      await page.goto(`${baseUrl()}/lead?product=MS`);
      const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
      await summary.waitFor();
      await expect(summary.textContent()).resolves.toMatch(/Revalida Medicina.*R\$/s);
      await screenshot(page, `experience-lead-summary-${width}`);
    },
  );

  it("should answer /favicon.ico and give /generic-error the brand's favicon", async () => {
    const icon = await page.request.get(`${baseUrl()}/favicon.ico`);
    expect(icon.status()).toBe(200);
    await page.goto(`${baseUrl()}/generic-error?product=MS`);
    await expect(page.locator('link[rel="icon"]').first().getAttribute('href')).resolves.toBe(
      '/brands/medvalida/favicon.svg',
    );
  });

  it('should give /generic-error the brand of the query it keeps: logo, colours and font', async () => {
    // Issue 21 item 8: the page was unbranded, with the default blue button.
    await page.goto(`${baseUrl()}/generic-error?product=WUP&flowId=default`);
    await page.getByRole('heading', { name: 'Algo deu errado' }).waitFor();
    await expect(page.getByRole('img', { name: 'Fala Mais' }).getAttribute('src')).resolves.toBe(
      '/brands/falamais/logo.svg',
    );
    const theme = JSON.parse(readFileSync('brands/falamais/themes/light.json', 'utf8')) as {
      colors: { primary: { pure: string } };
      fontFamily: string;
    };
    const button = page.getByRole('link', { name: 'Tentar novamente' });
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, font: computed.fontFamily };
    });
    const hex = theme.colors.primary.pure.replace('#', '');
    const rgb = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');
    expect(style.background).toBe(`rgb(${rgb})`);
    expect(style.font.split(',')[0]?.replace(/["']/g, '')).toBe(
      theme.fontFamily.split(',')[0]?.replace(/["']/g, '').trim(),
    );
    await expect(
      page.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href'),
    ).resolves.toBe('/?product=WUP&flowId=default');
    await screenshot(page, 'generic-error-branded-375');
  });
});
