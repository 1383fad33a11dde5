// `npm run headers [-- --url http://localhost:3000] [--product MS]`: prints, as JSON, the
// security headers and the hashes of every script of the checkout's main pages, so that a
// change between two releases shows in a diff (PCI DSS v4.0.1 11.6.1). Nonces are masked.
// Needs the app running (`npm start`).
import { reportPage } from './lib/pageHeadersReport';
import type { PageReport } from './lib/pageHeadersReport';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const base = option('url', process.env.CHECKOUT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
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
      await reportPage(path, { status: response.status, headers: response.headers, html }, async (src) => {
        const script = await fetch(new URL(src, base));
        return new Uint8Array(await script.arrayBuffer());
      }),
    );
  }
  process.stdout.write(`${JSON.stringify({ base, pages: reports }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
});
