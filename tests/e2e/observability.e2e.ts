/**
 * Observability in Chromium with the sandbox's telemetry receivers (issue 14 items 1-3 and 6):
 * a 500 from the API is reported once, grouped by path, method and status, with the buyer's
 * e-mail; a 422 is not reported; the performance agent sends a page-load span for service
 * 'checkout-front' with the project's version, the logger's error line as an OTel log, and
 * the Web Vitals when the page is hidden; a CSP report reaches error reporting; and the page
 * runs with zero CSP violations.
 */
import packageJson from '../../package.json';
import { baseUrl, screenshot } from './browser';
import { submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

interface ReceivedError {
  fingerprint?: string[];
  level?: string;
  message?: string;
  exceptionValue?: string;
  user?: { email?: string };
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
}

interface ReceivedSpan {
  name: string;
  serviceName?: string;
  serviceVersion?: string;
  resource: Record<string, unknown>;
  attributes: Record<string, unknown>;
}

interface ReceivedLog {
  serviceName?: string;
  severityText?: string;
  body?: unknown;
}

interface ReceivedMetric {
  name: string;
  serviceName?: string;
}

async function telemetry<T>(kind: string, query = ''): Promise<T[]> {
  const response = await fetch(`${baseUrl()}/api/sandbox/telemetry/${kind}${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, T[]>)[kind] ?? [];
}

/** Polls until `pick` finds something, or fails after `timeoutMs`. */
async function waitFor<T>(
  read: () => Promise<T[]>,
  pick: (items: T[]) => boolean,
  timeoutMs = 20_000,
): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = await read();
    if (pick(items)) return items;
    if (Date.now() > deadline)
      throw new Error(`TELEMETRY_TIMEOUT: got ${JSON.stringify(items).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('observability with the sandbox receivers', () => {
  // One browser per file, a context per test, zero CSP violations checked after each test.
  const buyer = useBuyerPage();

  beforeEach(async () => {
    expect((await post('/api/sandbox/reset', {})).status).toBe(200);
  });

  it('should report a 500 of the API once with its fingerprint, and a 422 not at all', async () => {
    const { page, context } = buyer;
    const email = uniqueEmail('observe');
    // The e-mail cookie error reports read (spec §8: the buyer's e-mail comes from a cookie).
    await context.addCookies([{ name: 'email', value: encodeURIComponent(email), url: baseUrl() }]);
    await page.goto(`${baseUrl()}/lead?product=MS`);
    const lead = { name: 'Ana Telemetria', email, phone: '(11) 98765-4321' };

    expect(
      (await post('/api/sandbox/faults', { method: 'POST', path: '/api/v1/lead', status: 422 }))
        .status,
    ).toBe(201);
    await submitLead(page, lead);
    await page
      .getByText('Ocorreu um erro inesperado, por gentileza tente novamente mais tarde')
      .waitFor();

    expect(
      (await post('/api/sandbox/faults', { method: 'POST', path: '/api/v1/lead', status: 500 }))
        .status,
    ).toBe(201);
    await page.getByRole('button', { name: 'Continuar' }).click();

    const errors = await waitFor(
      () => telemetry<ReceivedError>('errors'),
      (items) => items.some((item) => item.fingerprint?.[0] === '/api/v1/lead'),
    );
    // Whatever else could still arrive (a duplicate, the 422) has had time to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const leadErrors = (await telemetry<ReceivedError>('errors')).filter(
      (item) => item.fingerprint?.[0] === '/api/v1/lead',
    );
    expect(leadErrors).toHaveLength(1);
    expect(leadErrors[0]?.fingerprint).toEqual(['/api/v1/lead', 'POST', '500']);
    expect(leadErrors[0]?.user?.email).toBe(email);
    expect(leadErrors[0]?.level).toBe('error');
    expect(errors.some((item) => item.fingerprint?.includes('422'))).toBe(false);
    expect(JSON.stringify(await telemetry('errors'))).not.toContain('98765');

    // The logger's error line also reached the performance service, as an OTel log record.
    await page.goto('about:blank');
    const logs = await waitFor(
      () => telemetry<ReceivedLog>('logs', '?service=checkout-front'),
      (items) =>
        items.some(
          (item) =>
            item.severityText === 'ERROR' && String(item.body).startsWith('LEAD_SAVE_FAILED'),
        ),
    );
    expect(
      logs.filter(
        (item) => item.severityText === 'ERROR' && String(item.body).startsWith('LEAD_SAVE_FAILED'),
      ),
    ).toHaveLength(2);
  });

  it('should send a page-load span and the Web Vitals for checkout-front with the project version', async () => {
    const { page } = buyer;
    await page.goto(`${baseUrl()}/lead?product=MS`);
    await page.getByLabel('Nome Completo', { exact: true }).click();
    await screenshot(page, 'observability-lead-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'observability-lead-1280');

    const spans = await waitFor(
      () => telemetry<ReceivedSpan>('spans', '?service=checkout-front&name=documentLoad'),
      (items) => items.length > 0,
    );
    expect(spans[0]?.serviceVersion).toBe(packageJson.version);
    expect(spans[0]?.resource['deployment.environment']).toBe('sandbox');
    expect(JSON.stringify(spans[0]?.attributes)).toContain('/lead');

    // A route change and the API call behind it are traced too.
    await submitLead(page, {
      name: 'Ana Rotas',
      email: uniqueEmail('route'),
      phone: '(11) 98765-4321',
    });
    await page.waitForURL(/\/payment\?product=MS/);
    const routeSpans = await waitFor(
      () => telemetry<ReceivedSpan>('spans', '?service=checkout-front&name=routeChange'),
      (items) => items.some((item) => item.attributes['url.path'] === '/payment'),
    );
    expect(routeSpans.length).toBeGreaterThan(0);
    const apiSpans = await waitFor(
      () => telemetry<ReceivedSpan>('spans', '?service=checkout-front'),
      (items) =>
        items.some(
          (item) =>
            item.name.startsWith('POST') &&
            JSON.stringify(item.attributes).includes('/api/v1/lead'),
        ),
    );
    expect(apiSpans.length).toBeGreaterThan(0);

    // Hiding the page flushes the metrics (the 300 s interval would be too long to wait).
    await page.goto('about:blank');
    const metrics = await waitFor(
      () => telemetry<ReceivedMetric>('metrics', '?service=checkout-front'),
      (items) => items.some((item) => item.name === 'web_vitals.lcp'),
    );
    expect(metrics.map((item) => item.name)).toContain('web_vitals.lcp');
  });

  it('should forward a CSP violation report to error reporting', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${baseUrl()}/payment?product=MS`,
        'blocked-uri': 'https://evil.example.com/skimmer.js',
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
      },
    };
    const answer = await fetch(`${baseUrl()}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(answer.status).toBe(204);
    const errors = await waitFor(
      () => telemetry<ReceivedError>('errors'),
      (items) => items.some((item) => item.message === 'CSP violation: script-src-elem'),
    );
    const event = errors.find((item) => item.message === 'CSP violation: script-src-elem');
    expect(event?.level).toBe('warning');
    expect(event?.extra?.blockedUrl).toBe('https://evil.example.com/skimmer.js');
    // The server's warning line went to the performance service too (every level does).
    await waitFor(
      () => telemetry<ReceivedLog>('logs', '?service=checkout-front'),
      (items) =>
        items.some((item) => item.severityText === 'WARNING' && item.body === 'CSP_VIOLATION'),
    );
  });
});
