/**
 * The JavaScript each buyer route ships on first load (gzip), measured in Chromium as the
 * browser downloads it, next to the bare page of the same build. Target (issue 5): /lead and
 * /payment each within 1.4× of the bare page. Also checks that no schema compiler or form
 * generator reaches a buyer page.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/browser';

interface RouteWeight {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  forbidden: string[];
  /** Templates whose code the route downloaded (by a string only that template's code has). */
  templates: string[];
}

/** A string found only in each buyer template's own code, to see which templates a route ships. */
const TEMPLATE_MARKERS: Record<string, string> = {
  lead: 'LEAD_SAVE_FAILED',
  payment: 'Nome impresso no cartão',
  pix: 'Copiar código',
  success: 'Compra realizada com sucesso',
};

const FORBIDDEN = [/@rjsf/, /ajv\/dist\/compile/, /new Function\(/];

async function measure(baseUrl: string, route: string): Promise<RouteWeight> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const bodies: Buffer[] = [];
    const forbidden = new Set<string>();
    const templates = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') && response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        bodies.push(body);
        const text = body.toString('utf8');
        for (const pattern of FORBIDDEN) if (pattern.test(text)) forbidden.add(pattern.source);
        for (const [id, marker] of Object.entries(TEMPLATE_MARKERS)) if (text.includes(marker)) templates.add(id);
      } catch {
        // a redirect or aborted response has no body
      }
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const raw = bodies.reduce((sum, b) => sum + b.length, 0);
    const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    return { route, files: bodies.length, raw, gzip, forbidden: [...forbidden], templates: [...templates].sort() };
  } finally {
    await browser.close();
  }
}

/** Runs the bundle benchmark against a running checkout. */
export async function run({ baseUrl }: { baseUrl: string }): Promise<void> {
  const bare = await measure(baseUrl, '/bench/bare');
  const routes: Array<[string, string]> = [
    ['/lead?product=MS', 'lead'],
    ['/payment?product=MS', 'payment'],
    ['/pix?product=MS&route=pix', 'pix'],
    ['/success?product=MS', 'success'],
  ];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`${'route'.padEnd(30)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  ratio`);
  console.log(`${'bare page (baseline)'.padEnd(30)} ${String(bare.files).padStart(5)} ${kb(bare.raw).padStart(10)} ${kb(bare.gzip).padStart(10)}  1.00×`);
  for (const [route, own] of routes) {
    const weight = await measure(baseUrl, route);
    const ratio = weight.gzip / bare.gzip;
    const target = route.startsWith('/lead') || route.startsWith('/payment') ? (ratio <= 1.4 ? '  (≤ 1.4× target met)' : '  (over the 1.4× target)') : '';
    console.log(
      `${route.padEnd(30)} ${String(weight.files).padStart(5)} ${kb(weight.raw).padStart(10)} ${kb(weight.gzip).padStart(10)}  ${ratio.toFixed(2)}×${target}`,
    );
    if (weight.forbidden.length) console.log(`  ✖ authoring code in a buyer page: ${weight.forbidden.join(', ')}`);
    const others = weight.templates.filter((id) => id !== own);
    console.log(others.length ? `  ✖ ships other templates' code: ${others.join(', ')}` : `  ✔ ships only its own template (${own})`);
  }
}
