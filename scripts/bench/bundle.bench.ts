/**
 * The JavaScript each buyer route ships on first load (gzip), measured in Chromium as the
 * browser downloads it, next to the bare page of the same build. Target (issue 10 item 17):
 * every checkout route within 1.35× of the bare page, aiming at 1.25×; each row says PASS or
 * FAIL. The steps after the lead step are loaded as a buyer with a lead (a real lead in the
 * tab's session, see `benchBuyer`), else they would send the browser back to /lead. Also
 * checks that no schema compiler or form generator reaches a buyer page.
 */
import { gzipSync } from 'node:zlib';
import type { StoredLead } from '@/checkout/sessionStore';
import { launchBrowser } from '../../tests/e2e/browser';
import { createBenchLead, storeLeadScript } from './benchBuyer';

/** Issue 10 item 17: first-load JS of a checkout route over the bare page's, at most. */
export const JS_RATIO_LIMIT = 1.35;
/** ... and what it aims at. */
export const JS_RATIO_AIM = 1.25;

interface RouteWeight {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  /** Gzip bytes of scripts fetched after the `load` event (lazy agents, prefetches): not first load. */
  laterGzip: number;
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

async function measure(baseUrl: string, route: string, lead?: StoredLead): Promise<RouteWeight> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (lead) await page.addInitScript(storeLeadScript(lead));
    const bodies: Buffer[] = [];
    const later: Buffer[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    const forbidden = new Set<string>();
    const templates = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') && response.request().resourceType() !== 'script') return;
      const afterLoad = loaded;
      try {
        const body = await response.body();
        (afterLoad ? later : bodies).push(body);
        const text = body.toString('utf8');
        for (const pattern of FORBIDDEN) if (pattern.test(text)) forbidden.add(pattern.source);
        for (const [id, marker] of Object.entries(TEMPLATE_MARKERS)) if (text.includes(marker)) templates.add(id);
      } catch {
        // a redirect or aborted response has no body
      }
    });
    // First load ends at the load event; the lazy agents come after it. Not 'networkidle':
    // the pages keep reporting (analytics, telemetry), so the network is never idle for long.
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const raw = bodies.reduce((sum, b) => sum + b.length, 0);
    const gzipOf = (list: Buffer[]) => list.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    const gzip = gzipOf(bodies);
    return { route, files: bodies.length, raw, gzip, laterGzip: gzipOf(later), forbidden: [...forbidden], templates: [...templates].sort() };
  } finally {
    await browser.close();
  }
}

/** Runs the bundle benchmark against a running checkout. */
export async function run({ baseUrl }: { baseUrl: string }): Promise<void> {
  const bare = await measure(baseUrl, '/bench/bare');
  const lead = await createBenchLead(baseUrl);
  const routes: Array<[string, string]> = [
    ['/lead?product=MS', 'lead'],
    ['/payment?product=MS', 'payment'],
    ['/pix?product=MS&route=pix', 'pix'],
    ['/success?product=MS', 'success'],
  ];
  let failures = 0;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log('First load = scripts fetched before the load event; "later" = after it (lazy agents).');
  console.log(`${'route'.padEnd(30)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'later'.padStart(10)}  ratio`);
  console.log(`${'bare page (baseline)'.padEnd(30)} ${String(bare.files).padStart(5)} ${kb(bare.raw).padStart(10)} ${kb(bare.gzip).padStart(10)} ${kb(bare.laterGzip).padStart(10)}  1.00×`);
  for (const [route, own] of routes) {
    const weight = await measure(baseUrl, route, own === 'lead' ? undefined : lead);
    const ratio = weight.gzip / bare.gzip;
    if (ratio > JS_RATIO_LIMIT) failures++;
    const target =
      ratio > JS_RATIO_LIMIT
        ? `  FAIL (over ${JS_RATIO_LIMIT}×)`
        : `  PASS (≤ ${JS_RATIO_LIMIT}×; aim ${JS_RATIO_AIM}× ${ratio <= JS_RATIO_AIM ? 'met' : 'not met'})`;
    console.log(
      `${route.padEnd(30)} ${String(weight.files).padStart(5)} ${kb(weight.raw).padStart(10)} ${kb(weight.gzip).padStart(10)} ${kb(weight.laterGzip).padStart(10)}  ${ratio.toFixed(2)}×${target}`,
    );
    if (weight.forbidden.length) console.log(`  ✖ authoring code in a buyer page: ${weight.forbidden.join(', ')}`);
    const others = weight.templates.filter((id) => id !== own);
    console.log(others.length ? `  ✖ ships other templates' code: ${others.join(', ')}` : `  ✔ ships only its own template (${own})`);
  }
  console.log(
    failures === 0
      ? `JS size: PASS, every checkout route ≤ ${JS_RATIO_LIMIT}× the bare page`
      : `JS size: FAIL, ${failures} route(s) over ${JS_RATIO_LIMIT}× the bare page`,
  );
}
