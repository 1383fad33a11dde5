// `npm run headers [-- --url http://localhost:3000] [--product MS]`: prints, as JSON, the
// security headers and the hashes of every script of the checkout's main pages, and the
// headers of its API answers (what the browser's /api/v1 and /api/v2 calls get, through the
// backend proxy when CHECKOUT_API_URL is set), so that a change between two releases shows in
// a diff (PCI DSS v4.0.1 11.6.1). Nonces are masked. Needs the app running (`npm start`).
// The API calls change nothing: two reads, a preflight and a cross-site POST the checkout
// refuses before any backend sees it.
import { reportApiAnswer, reportPage } from './lib/pageHeadersReport';
import type { ApiAnswerReport, PageReport } from './lib/pageHeadersReport';

/** Another site, as a cross-site caller of the API would name itself. */
const foreignOrigin = 'https://outro-site.example';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const base = option('url', process.env.CHECKOUT_URL ?? 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  const product = option('product', 'MS');
  const paths = [
    `/lead?product=${product}`,
    `/payment?product=${product}`,
    `/pix?product=${product}&route=pix`,
    `/success?product=${product}`,
    '/generic-error',
  ];
  const reports: PageReport[] = [];
  for (const path of paths) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { redirect: 'manual' });
    } catch (error) {
      throw new Error(
        `APP_NOT_REACHABLE: ${base}${path} did not answer (${(error as Error).message}); start the app with \`npm start\` or pass --url`,
      );
    }
    const html = await response.text();
    reports.push(
      await reportPage(
        path,
        { status: response.status, headers: response.headers, html },
        async (src) => {
          const script = await fetch(new URL(src, base));
          return new Uint8Array(await script.arrayBuffer());
        },
      ),
    );
  }
  const apiCalls: Array<{
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }> = [
    { method: 'GET', path: `/api/v1/product/${product}/config` },
    { method: 'GET', path: `/api/v2/product/${product}` },
    {
      method: 'OPTIONS',
      path: '/api/v2/payment',
      headers: {
        Origin: foreignOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    },
    {
      method: 'POST',
      path: '/api/v2/payment',
      headers: { Origin: foreignOrigin, 'Content-Type': 'text/plain' },
      body: '{}',
    },
  ];
  const api: ApiAnswerReport[] = [];
  for (const call of apiCalls) {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    api.push(reportApiAnswer(call.method, call.path, response));
  }
  process.stdout.write(`${JSON.stringify({ base, pages: reports, api }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
});
