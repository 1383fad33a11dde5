/**
 * The checkout pointed at a real backend (issue 22): the built app runs with CHECKOUT_API_URL
 * set to a local fake backend, so the browser's /api/v1 and /api/v2 calls go through the
 * proxy (edge/backendProxy.ts) as in a deployment. The fake backend is this process: it
 * records every request it receives and answers with a sandbox of its own (own database), and
 * it misbehaves the way a backend may: it adds its own CSP, Server and X-Powered-By headers and
 * two cookies to every answer.
 *
 * In Chromium: a buyer pays through the proxy (the backend gets the payment with the allowlisted
 * headers only, charged once; the browser keeps the checkout's CSP and both cookies); a page on
 * another site posts a form and a no-cors fetch to the payment calls, and nothing reaches the
 * backend; a buyer past the card-testing limit reads 'Muitas tentativas de pagamento…' and no
 * further attempt reaches the backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';
import { forwardedRequestHeaders } from '@/edge/backendProxy';
import { screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';

const SUCCESS = 'Compra realizada com sucesso!';
const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';
const TOO_MANY = 'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.';
const DECLINED_CARD = '4000000000000002';
/** What the fake backend adds to every answer, none of which may reach the browser. */
const BACKEND_CSP = "default-src * 'unsafe-inline' 'unsafe-eval'";

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function close(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

jest.setTimeout(120_000);

describe('the checkout behind its backend proxy (CHECKOUT_API_URL)', () => {
  let backendDataDir: string;
  let backendSandbox: Sandbox;
  let backend: Server;
  let backendUrl: string;
  let attacker: Server;
  let attackerUrl: string;
  let checkout: RunningServer;
  const received: Received[] = [];
  const buyer = useBuyerPage();
  let page: Page;

  /** The calls the proxy forwarded (the checkout's own server-side calls carry no X-Forwarded-For). */
  const forwarded = () =>
    received.filter((request) => request.headers['x-forwarded-for'] !== undefined);
  const apiCallsTo = (...paths: string[]) =>
    received.filter((request) => request.method === 'POST' && paths.includes(request.path));

  beforeAll(async () => {
    backendDataDir = mkdtempSync(join(tmpdir(), 'trilha-fake-backend-'));
    backendSandbox = createSandbox({
      dataDir: backendDataDir,
      validators: generatedConfigValidators,
      // The limit under test is the proxy's: the backend itself lets everything through.
      settings: { paymentAttempts: { perLead: 0, perAddress: 0, windowMs: 60_000 } },
    });
    backend = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://backend.invalid').pathname;
      received.push({ method: request.method ?? '', path, headers: request.headers });
      if (path === '/gtm.js') {
        // The product's tag manager, served here instead of Google's (no network in tests).
        response.writeHead(200, { 'Content-Type': 'text/javascript' });
        response.end('window.dataLayer = window.dataLayer || [];');
        return;
      }
      response.setHeader('Content-Security-Policy', BACKEND_CSP);
      response.setHeader('Strict-Transport-Security', 'max-age=0');
      response.setHeader('Server', 'fake-backend/1.0 (internal)');
      response.setHeader('X-Powered-By', 'Express');
      response.setHeader('X-Request-Id', 'internal-request-id');
      response.setHeader('Set-Cookie', [
        'backend_session=s1; Path=/; HttpOnly',
        'backend_cart=c1; Path=/',
      ]);
      void backendSandbox.router.handle(request, response);
    });
    backendUrl = await listen(backend);

    // Another site, with a form and a no-cors fetch aimed at the checkout's payment calls.
    attacker = createServer((request, response) => {
      const target = `${checkout.baseUrl}${new URL(request.url ?? '/', 'http://attacker.invalid').searchParams.get('path') ?? '/api/v2/payment'}`;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="pt-BR"><head><title>Promoção</title></head><body>
<h1>Ganhe um prêmio</h1>
<form id="f" method="POST" action="${target}" enctype="text/plain">
<input name='{"amount":100,"productCode":"MS","planId":"ms-anual","paymentMethods":[{"type":"pix"}],"x":"' value='"}'>
<button type="submit">Participar</button></form>
<script>
fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include',
  headers: { 'Content-Type': 'text/plain' }, body: '{"amount":100}' })
  .finally(() => { document.title = 'enviado'; });
</script></body></html>`);
    });
    attackerUrl = await listen(attacker);

    checkout = await startServer({
      CHECKOUT_API_URL: backendUrl,
      GTM_SCRIPT_ORIGIN: backendUrl,
      PAYMENT_ATTEMPTS_PER_LEAD: '2',
      PAYMENT_ATTEMPTS_PER_ADDRESS: '20',
    });
  });

  afterAll(async () => {
    await checkout?.stop();
    await close(attacker);
    await close(backend);
    backendSandbox?.close();
    if (backendDataDir) rmSync(backendDataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    page = buyer.page;
  });

  async function leadToPayment(email: string): Promise<void> {
    await page.goto(`${checkout.baseUrl}/lead?product=MS`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
  }

  const payButton = () => page.getByRole('button', { name: 'Confirmar pagamento' });

  it('should forward a same-origin payment with the allowlisted headers only, keep the checkout headers and every cookie, and charge once', async () => {
    const email = uniqueEmail('proxy-paid');
    await leadToPayment(email);
    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    const paymentAnswer = page.waitForResponse(
      (response: Response) =>
        new URL(response.url()).pathname === '/api/v2/payment' &&
        response.request().method() === 'POST',
    );
    await payButton().click();
    const answer = await paymentAnswer;

    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading', { name: SUCCESS }).waitFor();
    await page
      .getByText(/R\$\s?1\.140,00/)
      .first()
      .waitFor();
    await screenshot(page, 'proxy-success-375');

    // One charge, at the backend the proxy points to.
    const rows = paymentsOf(email, backendDataDir);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });

    // What the backend received: the allowlist, X-Forwarded-For from the socket, nothing else.
    const payments = forwarded().filter((request) => request.path === '/api/v2/payment');
    expect(payments).toHaveLength(1);
    const headers = payments[0]!.headers;
    const hop = ['host', 'connection', 'content-length', 'accept-encoding', 'x-forwarded-for'];
    const names = Object.keys(headers).filter((name) => !hop.includes(name));
    expect(names.filter((name) => !forwardedRequestHeaders.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'content-type',
        'idempotency-key',
        'x-app-version',
        'user-agent',
        'cookie',
      ]),
    );
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.origin).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    expect(headers['sec-fetch-site']).toBeUndefined();
    // The browser sent back the backend's cookies (both kept by the proxy).
    expect(headers.cookie).toContain('backend_session=s1');
    expect(headers.cookie).toContain('backend_cart=c1');

    // What the browser got: the checkout's own security headers, no backend internals.
    const answerHeaders = await answer.allHeaders();
    expect(answer.status()).toBe(201);
    expect(answerHeaders['content-security-policy']).toContain("default-src 'self'");
    expect(answerHeaders['content-security-policy']).not.toContain('unsafe-eval');
    expect(answerHeaders['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answerHeaders.server).toBeUndefined();
    expect(answerHeaders['x-powered-by']).toBeUndefined();
    expect(answerHeaders['x-request-id']).toBeUndefined();
    const cookies = await page.context().cookies(checkout.baseUrl);
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['backend_session', 'backend_cart']),
    );
  });

  it('should refuse a form POST and a no-cors fetch from another site, and nothing reaches the backend', async () => {
    // The buyer has been on the checkout (cookies set), then opens another site's page.
    await page.goto(`${checkout.baseUrl}/lead?product=MS`);
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    const before = apiCallsTo('/api/v2/payment', '/api/v1/payment', '/api/v1/lead').length;

    for (const path of ['/api/v2/payment', '/api/v1/payment', '/api/v1/lead']) {
      await page.goto(`${attackerUrl}/?path=${encodeURIComponent(path)}`);
      await page.waitForFunction(() => document.title === 'enviado');
      const refused = page.waitForResponse(
        (response: Response) => new URL(response.url()).pathname === path,
      );
      await page.getByRole('button', { name: 'Participar' }).click();
      const answer = await refused;
      expect([path, answer.status()]).toEqual([path, 415]);
      await page.getByText('unsupported_media_type').waitFor();
    }
    await screenshot(page, 'proxy-cross-site-refused-375');
    expect(apiCallsTo('/api/v2/payment', '/api/v1/payment', '/api/v1/lead').length).toBe(before);
  });

  it("should stop a buyer past the card-testing limit with 'Muitas tentativas de pagamento…', and no further attempt reaches the backend", async () => {
    const email = uniqueEmail('proxy-card-testing');
    await leadToPayment(email);
    for (const cvv of ['123', '456']) {
      await fillCard(page, {
        holder: 'Maria Souza',
        number: DECLINED_CARD,
        expiry: futureExpiry(),
        cvv,
        document: '295.379.955-93',
      });
      await payButton().click();
      await page.getByRole('alert').filter({ hasText: PAYMENT_FAILED }).waitFor();
    }
    const attemptsBefore = forwarded().filter(
      (request) => request.path === '/api/v2/payment',
    ).length;

    await fillCard(page, {
      holder: 'Maria Souza',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '789',
    });
    const refused = page.waitForResponse(
      (response: Response) => new URL(response.url()).pathname === '/api/v2/payment',
    );
    await payButton().click();
    const answer = await refused;
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    const alert = page.getByRole('alert').filter({ hasText: TOO_MANY });
    await alert.waitFor();
    await expect(page.getByText(PAYMENT_FAILED).count()).resolves.toBe(0);
    await expect(page.getByText('Estamos confirmando o seu pagamento…').count()).resolves.toBe(0);
    await expect(payButton().isEnabled()).resolves.toBe(true);
    await screenshot(page, 'proxy-too-many-attempts-375');

    // Nothing more was sent: the refused attempt is not asked for again.
    await page.waitForTimeout(2500);
    expect(forwarded().filter((request) => request.path === '/api/v2/payment')).toHaveLength(
      attemptsBefore,
    );
    expect(paymentsOf(email, backendDataDir).map((row) => row.status)).toEqual([
      'declined',
      'declined',
    ]);
  });
});
