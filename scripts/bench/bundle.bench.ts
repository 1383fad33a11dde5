/**
 * The JavaScript a buyer downloads (gzip), measured in Chromium as the browser fetches it, next
 * to the bare app's lead page (judged, issue 38) and the in-app hand-written page of the same
 * build (beside it), same run (scripts/bench/handWritten.ts).
 * Two figures per route (issue 25 item 1): first load (scripts fetched before the load event),
 * at most 1.25× the bare app's, and everything (all scripts of the first 5 s: the lazy
 * telemetry agent, flags, prefetches), at most 1.5×. The steps after the lead step are loaded as
 * a buyer with a lead (a real lead in the tab's session, see `benchBuyer`), else they would send
 * the browser back to /lead. Each route is loaded BUNDLE_RUNS times (default 3) and the median
 * is judged. Also checks that no schema compiler or form generator reaches a buyer page and
 * that each route ships only its own template, that the scrubbing of lib/redaction is downloaded
 * once and after the load event (the logger and the telemetry agent share its lazy chunk), and
 * lists the heaviest scripts of the 5 s.
 */
import { gzipSync } from 'node:zlib';
import type { StoredLead } from '@/checkout/sessionStore';
import { launchBrowser } from '../../tests/e2e/browser';
import { createBenchLead, storeLeadScript } from './benchBuyer';
import { baselineUrls, median, verdictLine } from './handWritten';
import type { BenchContext } from './handWritten';

/** Issue 25 item 1: first-load JS of a checkout route over the bare app's, at most. */
export const FIRST_LOAD_RATIO_LIMIT = 1.25;
/** ... and all scripts of the first 5 s over the bare app's, at most. */
export const FIVE_SECONDS_RATIO_LIMIT = 1.5;
/** How long after navigation the "everything" figure keeps counting scripts. */
const WINDOW_MS = 5000;

interface ScriptWeight {
  url: string;
  gzip: number;
  beforeLoad: boolean;
}

interface RouteWeight {
  firstLoad: number;
  fiveSeconds: number;
  scripts: ScriptWeight[];
  forbidden: string[];
  /** Templates whose code the route downloaded (by a string only that template's code has). */
  templates: string[];
  /** The scripts holding lib/redaction's scrubbing (by `REDACTION_MARKER`), in load order. */
  redaction: ScriptWeight[];
}

/** A string found only in each buyer template's own code, to see which templates a route ships. */
const TEMPLATE_MARKERS: Record<string, string> = {
  lead: 'LEAD_SAVE_FAILED',
  payment: 'Nome impresso no cartão',
  pix: 'Copiar código',
  success: 'Compra realizada com sucesso',
};

/** A string only lib/redaction/scrubSensitiveData.ts has: the replacement of a CPF or CNPJ. */
const REDACTION_MARKER = '[document]';

const FORBIDDEN = [/@rjsf/, /ajv\/dist\/compile/, /new Function\(/];

async function measure(url: string, lead?: StoredLead): Promise<RouteWeight> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (lead) await page.addInitScript(storeLeadScript(lead));
    const scripts: ScriptWeight[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    const forbidden = new Set<string>();
    const templates = new Set<string>();
    const redaction: ScriptWeight[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') && response.request().resourceType() !== 'script') return;
      const beforeLoad = !loaded;
      try {
        const body = await response.body();
        const script = {
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          beforeLoad,
        };
        scripts.push(script);
        const text = body.toString('utf8');
        if (text.includes(REDACTION_MARKER)) redaction.push(script);
        for (const pattern of FORBIDDEN) if (pattern.test(text)) forbidden.add(pattern.source);
        for (const [id, marker] of Object.entries(TEMPLATE_MARKERS))
          if (text.includes(marker)) templates.add(id);
      } catch {
        // a redirect or aborted response has no body
      }
    });
    const started = Date.now();
    // Not 'networkidle': the pages keep reporting (analytics, telemetry), the network is never idle.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    const sum = (list: ScriptWeight[]) => list.reduce((total, script) => total + script.gzip, 0);
    return {
      firstLoad: sum(scripts.filter((script) => script.beforeLoad)),
      fiveSeconds: sum(scripts),
      scripts,
      forbidden: [...forbidden],
      templates: [...templates].sort(),
      redaction,
    };
  } finally {
    await browser.close();
  }
}

/** Medians of `runs` loads of a route; the scripts and checks of the last one. */
async function measureRuns(url: string, runs: number, lead?: StoredLead): Promise<RouteWeight> {
  const all: RouteWeight[] = [];
  for (let run = 0; run < runs; run++) all.push(await measure(url, lead));
  const last = all[all.length - 1]!;
  return {
    ...last,
    firstLoad: median(all.map((weight) => weight.firstLoad)),
    fiveSeconds: median(all.map((weight) => weight.fiveSeconds)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Whether lib/redaction came once and after the load event, and the line that says so. */
function redactionVerdict(redaction: ScriptWeight[]): { pass: boolean; line: string } {
  const early = redaction.filter((script) => script.beforeLoad).length;
  if (redaction.length <= 1 && early === 0)
    return { pass: true, line: '  ✔ lib/redaction: at most once, after the load event' };
  return {
    pass: false,
    line: `  ✖ lib/redaction in ${redaction.length} script(s), ${early} before the load event: ${redaction.map((script) => kb(script.gzip)).join(', ')}`,
  };
}

/** Runs the JS benchmark against a running checkout. */
export async function run(ctx: BenchContext): Promise<void> {
  const { baseUrl } = ctx;
  const runs = Math.max(1, Number.parseInt(process.env.BUNDLE_RUNS ?? '', 10) || 3);
  const baselines = baselineUrls(ctx);
  const bare = await measureRuns(baselines.bare, runs);
  const inApp = await measureRuns(baselines.inApp, runs);
  const lead = await createBenchLead(baseUrl);
  const routes: Array<[string, string]> = [
    ['/lead?product=MS', 'lead'],
    ['/payment?product=MS', 'payment'],
    ['/pix?product=MS&route=pix', 'pix'],
    ['/success?product=MS', 'success'],
  ];
  let failures = 0;
  console.log(
    `JS a buyer downloads, gzip, median of ${runs} load(s); first load = before the load event, 5 s = all scripts of the first 5 s; ratios to the bare app judged, to the in-app page beside`,
  );
  const heaviestOf = (weight: RouteWeight) =>
    [...weight.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map(
        (script) =>
          `${new URL(script.url).pathname.split('/').pop()} ${kb(script.gzip)}${script.beforeLoad ? '' : ' (after load)'}`,
      )
      .join(', ');
  console.log(`  bare app: ${kb(bare.firstLoad)} first load; heaviest: ${heaviestOf(bare)}`);
  console.log(`  in-app page: ${kb(inApp.firstLoad)} first load; heaviest: ${heaviestOf(inApp)}`);
  for (const [route, own] of routes) {
    const weight = await measureRuns(`${baseUrl}${route}`, runs, own === 'lead' ? undefined : lead);
    const first = weight.firstLoad / bare.firstLoad;
    const all = weight.fiveSeconds / bare.fiveSeconds;
    const firstPass = first <= FIRST_LOAD_RATIO_LIMIT;
    const allPass = all <= FIVE_SECONDS_RATIO_LIMIT;
    if (!firstPass) failures++;
    if (!allPass) failures++;
    console.log(
      verdictLine(
        `${route} first load`,
        kb(weight.firstLoad),
        { value: kb(bare.firstLoad), ratio: first },
        { value: kb(inApp.firstLoad), ratio: weight.firstLoad / inApp.firstLoad },
        `≤ ${FIRST_LOAD_RATIO_LIMIT}×`,
        firstPass,
      ),
    );
    console.log(
      verdictLine(
        `${route} first 5 s`,
        kb(weight.fiveSeconds),
        { value: kb(bare.fiveSeconds), ratio: all },
        { value: kb(inApp.fiveSeconds), ratio: weight.fiveSeconds / inApp.fiveSeconds },
        `≤ ${FIVE_SECONDS_RATIO_LIMIT}×`,
        allPass,
      ),
    );
    console.log(`  heaviest: ${heaviestOf(weight)}`);
    if (weight.forbidden.length)
      console.log(`  ✖ authoring code in a buyer page: ${weight.forbidden.join(', ')}`);
    const others = weight.templates.filter((id) => id !== own);
    console.log(
      others.length
        ? `  ✖ ships other templates' code: ${others.join(', ')}`
        : `  ✔ ships only its own template (${own})`,
    );
    const redaction = redactionVerdict(weight.redaction);
    if (!redaction.pass) failures++;
    console.log(redaction.line);
  }
  console.log(
    failures === 0 ? 'JS size: PASS' : `JS size: FAIL, ${failures} figure(s) over target`,
  );
}
