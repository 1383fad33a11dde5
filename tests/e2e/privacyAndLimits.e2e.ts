/**
 * Issue 22 items 7, 9 and 10 in Chromium and over HTTP against the built app:
 * - no personal data in telemetry beyond spec §8: a buyer arriving by a link whose query
 *   carries an e-mail, a CPF, a phone and a name sends spans (documentLoad, documentFetch,
 *   resource and API spans), OTel log records and an error report without any of them; the
 *   report keeps what spec §8 asks (grouping, and the e-mail of the cookie as its user);
 * - the telemetry receivers are bounded: large envelopes stay within the store's bytes, deep
 *   JSON is refused on the way in, reads never answer 500, armed faults are capped, and a CSP
 *   violation posted again and again is logged and reported once;
 * - the studio answers only its own machine by its own name (DNS rebinding refused), and a
 *   server started with TRILHA_STUDIO=1 listens on loopback whatever HOSTNAME says (or, started
 *   some other way, refuses the studio to any other address).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { baseUrl, screenshot } from './browser';
import { submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { freePort, startServer } from './serverControl';

jest.setTimeout(180_000);

async function telemetry<T>(kind: string, query = ''): Promise<T[]> {
  const response = await fetch(`${baseUrl()}/api/sandbox/telemetry/${kind}${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, T[]>)[kind] ?? [];
}

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

function post(
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers, body });
}

/** A GET with headers fetch will not set (Host), over a given address; answers the status. */
function rawGet(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's first address that is not loopback (another machine would reach it there). */
function outwardAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('personal data in telemetry (issue 22 item 7)', () => {
  const buyer = useBuyerPage();

  beforeEach(async () => {
    expect((await post('/api/sandbox/reset', '{}')).status).toBe(200);
  });

  it('should send spans, logs and the error report of a link with e-mail, CPF, phone and name without them, keeping the spec fields', async () => {
    const { page, context } = buyer;
    const email = uniqueEmail('privacy');
    // Spec §8: the error report's user is the e-mail of the cookie.
    await context.addCookies([{ name: 'email', value: encodeURIComponent(email), url: baseUrl() }]);
    const link = `${baseUrl()}/lead?product=MS&email=link.maria%40example.com&cpf=529.982.247-25&phone=%2B5511987654321&name=Maria+Linkada`;
    await page.goto(link);
    await page.getByLabel('Nome Completo', { exact: true }).waitFor();
    // The performance agent starts once the page is idle; its page-load spans say it runs.
    await waitFor(
      () => telemetry<{ name: string }>('spans', '?service=checkout-front&name=documentFetch'),
      (items) => items.length > 0,
    );

    expect(
      (
        await post(
          '/api/sandbox/faults',
          JSON.stringify({ method: 'POST', path: '/api/v1/lead', status: 500 }),
        )
      ).status,
    ).toBe(201);
    await submitLead(page, { name: 'Ana Privada', email, phone: '(11) 98765-4321' });
    await page
      .getByText('Ocorreu um erro inesperado, por gentileza tente novamente mais tarde')
      .waitFor();
    await screenshot(page, 'privacy-lead-error-375');

    const errors = await waitFor(
      () =>
        telemetry<{
          fingerprint?: string[];
          user?: { email?: string };
          event: Record<string, unknown>;
        }>('errors'),
      (items) => items.some((item) => item.fingerprint?.[0] === '/api/v1/lead'),
    );
    const report = errors.find((item) => item.fingerprint?.[0] === '/api/v1/lead')!;
    expect(report.fingerprint).toEqual(['/api/v1/lead', 'POST', '500']);
    expect(report.user?.email).toBe(email);
    // The page's URL is in the report, its personal query values are not.
    expect(JSON.stringify(report.event.request)).toContain('/lead?product=MS');

    // The API call's span is exported with the next batch, the page still open.
    const spans = await waitFor(
      () =>
        telemetry<{ name: string; attributes: Record<string, unknown> }>(
          'spans',
          '?service=checkout-front',
        ),
      (items) =>
        items.some((item) => item.name === 'documentFetch') &&
        items.some((item) => item.name.startsWith('POST')),
      30_000,
    );
    // Leaving the page flushes the logs.
    await page.goto('about:blank');
    const documentFetch = spans.find((item) => item.name === 'documentFetch');
    expect(String(documentFetch?.attributes['http.url'])).toContain(
      '/lead?product=MS&email=[redacted]&cpf=[redacted]&phone=[redacted]&name=[redacted]',
    );
    const logs = await waitFor(
      () => telemetry<{ body?: unknown }>('logs', '?service=checkout-front'),
      (items) => items.some((item) => String(item.body).startsWith('LEAD_SAVE_FAILED')),
    );

    // The report's user (the item's and the event's own) is the e-mail spec §8 asks for.
    const withoutUser = errors.map(
      ({ user: _user, event: { user: _eventUser, ...event }, ...rest }) => ({ ...rest, event }),
    );
    const everything = JSON.stringify({ spans, logs, errors: withoutUser });
    for (const secret of [
      'link.maria',
      '529.982.247-25',
      '52998224725',
      '5511987654321',
      'Maria+Linkada',
      'Maria Linkada',
      'Linkada',
      email,
    ]) {
      expect(everything).not.toContain(secret);
    }
    console.log(
      `[privacy] ${spans.length} spans, ${logs.length} log records, ${errors.length} error reports checked`,
    );
  });
});

describe('telemetry receivers (issue 22 item 9)', () => {
  beforeEach(async () => {
    expect((await post('/api/sandbox/reset', '{}')).status).toBe(200);
  });

  const envelopeUrl = '/api/sandbox/sentry/api/1/envelope';
  function envelope(extra: unknown, id: string): string {
    const event = JSON.stringify({ event_id: id, level: 'error', message: 'large', extra });
    return `${JSON.stringify({ event_id: id })}\n${JSON.stringify({ type: 'event' })}\n${event}\n`;
  }

  it('should keep large envelopes within its bytes, refuse deep JSON, and always answer the read', async () => {
    const large = 'x'.repeat(3 * 1024 * 1024);
    const started = Date.now();
    for (let index = 0; index < 60; index += 1) {
      const body = gzipSync(envelope({ blob: large, index }, index.toString(16).padStart(32, '0')));
      const answer = await post(envelopeUrl, new Uint8Array(body), {
        'Content-Type': 'text/plain',
        'Content-Encoding': 'gzip',
      });
      expect(answer.status).toBe(200);
    }
    const read = await fetch(`${baseUrl()}/api/sandbox/telemetry/errors`);
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8.1 * 1024 * 1024);
    console.log(
      `[receivers] 60 envelopes of 3 MB: read ${Buffer.byteLength(text)} bytes, ${Date.now() - started} ms`,
    );

    const deep = `{}\n{"type":"event"}\n${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}\n`;
    const refused = await post(envelopeUrl, deep, { 'Content-Type': 'text/plain' });
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({ error: { code: 'json_too_deep' } });
    const notGzip = await post(envelopeUrl, 'not gzip', {
      'Content-Type': 'text/plain',
      'Content-Encoding': 'gzip',
    });
    expect(notGzip.status).toBe(400);
    for (const kind of ['errors', 'spans', 'metrics', 'logs']) {
      expect((await fetch(`${baseUrl()}/api/sandbox/telemetry/${kind}`)).status).toBe(200);
    }
  });

  it('should cap the armed faults', async () => {
    const arm = () =>
      post(
        '/api/sandbox/faults',
        JSON.stringify({ method: 'GET', path: '/api/v1/nothing', status: 503, times: 100 }),
      );
    for (let index = 0; index < 20; index += 1) expect((await arm()).status).toBe(201);
    expect((await arm()).status).toBe(429);
    expect((await fetch(`${baseUrl()}/api/sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
  });

  it('should log and report a CSP violation posted again and again once, keeping every report', async () => {
    const blocked = `https://evil.example.com/flood-${Math.random().toString(36).slice(2)}.js`;
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': `${baseUrl()}/payment?product=MS`,
        'blocked-uri': blocked,
        'effective-directive': 'script-src-elem',
      },
    });
    for (let index = 0; index < 25; index += 1) {
      expect(
        (await post('/api/csp-report', report, { 'Content-Type': 'application/csp-report' }))
          .status,
      ).toBe(204);
    }
    const kept = (await (await fetch(`${baseUrl()}/api/csp-report`)).json()) as {
      reports: Array<{ blockedUrl: string }>;
    };
    expect(kept.reports.filter((item) => item.blockedUrl === blocked)).toHaveLength(25);
    await waitFor(
      () => telemetry<{ message?: string; extra?: { blockedUrl?: string } }>('errors'),
      (items) => items.some((item) => item.extra?.blockedUrl === blocked),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const reported = (await telemetry<{ extra?: { blockedUrl?: string } }>('errors')).filter(
      (item) => item.extra?.blockedUrl === blocked,
    );
    expect(reported).toHaveLength(1);
    const logged = (
      await telemetry<{ body?: unknown; attributes: Record<string, unknown> }>('logs')
    ).filter(
      (item) => item.body === 'CSP_VIOLATION' && String(item.attributes.context).includes(blocked),
    );
    expect(logged).toHaveLength(1);
  });
});

describe('the studio and its address (issue 22 item 10)', () => {
  const file = 'brands/medvalida/products/MS.json';

  it('should refuse a request that names another host (DNS rebinding) and answer its own', async () => {
    const url = new URL(`${baseUrl()}/api/studio/file?file=${file}`);
    const own = `localhost:${url.port}`;
    expect(await rawGet(url.href, { host: own })).toBe(200);
    expect(await rawGet(url.href, { host: `rebound.example:${url.port}` })).toBe(403);
    expect(
      await rawGet(url.href, { host: own, origin: `http://rebound.example:${url.port}` }),
    ).toBe(403);
    expect(
      await rawGet(`${baseUrl()}/studio?product=MS`, { host: `rebound.example:${url.port}` }),
    ).toBe(404);
    expect(await rawGet(`${baseUrl()}/studio?product=MS`, { host: own })).toBe(200);
  });

  it('should listen on loopback whenever TRILHA_STUDIO=1, even when HOSTNAME asks for every address', async () => {
    const outward = outwardAddress();
    if (!outward) {
      console.log('[studio] no address besides loopback on this machine: nothing to check');
      return;
    }
    const studio = await startServer({
      TRILHA_STUDIO: '1',
      HOSTNAME: '0.0.0.0',
      BRANDS_DIR: process.env.E2E_STUDIO_ROOT
        ? join(process.env.E2E_STUDIO_ROOT, 'brands')
        : 'brands',
    });
    try {
      expect(await accepts('127.0.0.1', studio.port)).toBe(true);
      expect(await accepts(outward, studio.port)).toBe(false);
    } finally {
      await studio.stop();
    }
  });

  it('should refuse the studio to any other address when the server was started on every address some other way', async () => {
    const outward = outwardAddress();
    if (!outward) return;
    const port = await freePort();
    const child: ChildProcess = spawn(
      'npx',
      ['next', 'start', '-p', String(port), '-H', '0.0.0.0'],
      {
        env: {
          ...process.env,
          TRILHA_STUDIO: '1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'trilha-e2e-bare-')),
          BRANDS_DIR: join(process.env.E2E_STUDIO_ROOT ?? '.', 'brands'),
        },
        stdio: 'ignore',
        detached: true,
      },
    );
    try {
      const deadline = Date.now() + 60_000;
      while (!(await accepts('127.0.0.1', port))) {
        if (Date.now() > deadline) throw new Error('bare next start did not listen');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const path = `/api/studio/file?file=${file}`;
      expect(await rawGet(`http://127.0.0.1:${port}${path}`, { host: `127.0.0.1:${port}` })).toBe(
        200,
      );
      expect(await rawGet(`http://${outward}:${port}${path}`, { host: `localhost:${port}` })).toBe(
        403,
      );
      expect(await rawGet(`http://${outward}:${port}/studio`, { host: `localhost:${port}` })).toBe(
        404,
      );
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });
});
