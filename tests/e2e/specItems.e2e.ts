/**
 * What issue 20 made visible, in Chromium against the built app and its sandbox: the ticket
 * lots of an event product on its payment step (GET /api/v1/product/{code}/tickets), the tax
 * document reaching the lead, CARD_COMPANY's 'Revise a bandeira do cartão.', the md step's price
 * from GET /api/v1/product/{code} with the link's route and referer, and the Eu Militar slugs
 * opening their own 'eumilitar-' products. Screenshots at 375 px and 1280 px, axe-checked.
 */
import type { Page } from 'playwright-core';
import { inspectBothWidths } from './axe';
import { baseUrl } from './browser';
import {
  fillCard,
  futureExpiry,
  openSandboxDatabase,
  paymentsOf,
  submitLead,
  uniqueEmail,
} from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** The lead row the sandbox stored for a buyer e-mail (read-only). */
function leadOf(email: string): { document: string | null } | undefined {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare('SELECT document FROM leads WHERE email = ? ORDER BY created_at DESC LIMIT 1')
      .get(email) as { document: string | null } | undefined;
  } finally {
    db.close();
  }
}

/** The URLs of the API calls the page makes whose path matches. */
function recordCalls(page: Page, path: RegExp): URL[] {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (path.test(url.pathname)) calls.push(url);
  });
  return calls;
}

describe('issue 20 in the browser', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  it('should show the CUPULA ticket lots on payment and put the invoice CPF on the lead', async () => {
    const email = uniqueEmail('cupula');
    const tickets = recordCalls(page, /^\/api\/v1\/product\/CUPULA\/tickets$/);
    await page.goto(`${baseUrl()}/lead?product=CUPULA`);
    await submitLead(page, { name: 'Rita Vendas', email, phone: '11987654321' });
    await page.waitForURL(/\/payment\?/);

    const lots = page.getByRole('region', { name: 'Lotes de ingressos' });
    await lots.getByRole('listitem').first().waitFor();
    await expect(lots.getByRole('listitem').allTextContents()).resolves.toEqual([
      '1º loteR$996,00Esgotado',
      '2º loteR$1.497,00Seu ingresso: restam 88 ingressos neste lote',
    ]);
    expect(tickets.map((url) => url.searchParams.get('business'))).toEqual(['vende-c']);
    await inspectBothWidths(page, 'ticket-lots');

    await fillCard(page, {
      holder: 'Rita Vendas',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    expect(paymentsOf(email)).toEqual([expect.objectContaining({ status: 'approved' })]);
    // The tax-invoice CPF typed on the payment form is on the lead too (PATCH /api/v1/lead/{id}).
    expect(leadOf(email)?.document).toBe('29537995593');
  });

  it("should ask to review a card brand that is not the number's (CARD_COMPANY)", async () => {
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await submitLead(page, {
      name: 'Maria Bandeira',
      email: uniqueEmail('brand'),
      phone: '11987654321',
    });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Número do cartão').fill('4111111111111111');
    await expect(page.getByRole('radio', { name: 'Visa' }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Mastercard' }).check();
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    const message = page.getByText('Revise a bandeira do cartão.');
    await message.waitFor();
    await expect(page.getByText('Selecione a bandeira do cartão').count()).resolves.toBe(0);
    await message.scrollIntoViewIfNeeded();
    await inspectBothWidths(page, 'card-company');
    await page.getByRole('radio', { name: 'Visa' }).check();
    await expect(message.count()).resolves.toBe(0);
  });

  it('should price the md step with the v1 product call, telling the route and the referring page', async () => {
    const calls = recordCalls(page, /^\/api\/v1\/product\/CONQUERFRANQUIAS$/);
    // The price shows at once (the server's plans); the v1 call follows from the browser.
    const v1Answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/product/CONQUERFRANQUIAS',
    );
    await page.goto(`${baseUrl()}/md?product=CONQUERFRANQUIAS&route=pix`, {
      referer: 'https://parceiro.example.com/blog/matricula?email=maria%40example.com',
    });
    const price = page.getByRole('region', { name: 'Resumo do plano' });
    await price.waitFor();
    await price.getByText(/R\$/).first().waitFor();
    await v1Answered;
    expect(calls).toHaveLength(1);
    const query = Object.fromEntries(calls[0]!.searchParams);
    expect(query).toMatchObject({ business: 'conquer-franquias', route: 'pix' });
    // Origin (and path, where the browser gives it) of the referring page; never its query.
    expect(query.referer).toMatch(/^https:\/\/parceiro\.example\.com\//);
    expect(query.referer).not.toContain('email');
    await inspectBothWidths(page, 'md-v1-price');
  });

  it("should open the spec's eumilitar- products from the Eu Militar slugs", async () => {
    await page.goto(`${baseUrl()}/espcex/lead`);
    await expect(page.title()).resolves.toBe('Checkout - Farda Certa EsPCEx');
    const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
    await summary.getByText('Plano Anual').waitFor();
    await inspectBothWidths(page, 'slug-espcex');

    await page.goto(`${baseUrl()}/esa-6-months/lead`);
    await expect(page.title()).resolves.toBe('Checkout - Farda Certa ESA 6 meses');
    await page
      .getByRole('complementary', { name: 'Resumo do pedido' })
      .getByText('Plano 6 meses')
      .waitFor();
    await submitLead(page, {
      name: 'Caio Militar',
      email: uniqueEmail('esa6'),
      phone: '11987654321',
    });
    await page.waitForURL(/\/esa-6-months\/payment(\?|$)/);
    await page
      .getByRole('region', { name: 'Resumo da compra' })
      .getByText('Plano 6 meses')
      .waitFor();
  });
});
