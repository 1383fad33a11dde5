/**
 * The journey walker (issue 20): every path of every flow of every product, as the journey model
 * finds them (lib/journey/journeyModel.ts through tests/e2e/journeyPlan.ts), walked in Chromium
 * by a buyer (each template's tests/journeyDriver.ts, tests/e2e/journeyWalker.ts): each ends on what the
 * buyer must read (heading, product, plan, amount, method) and the payments the sandbox must
 * hold, and on a path paid by card 'Voltar' must not take a second payment. Two generated checks
 * more: the declined test card then the approved one, once per template that takes a card.
 * Nothing here lists a flow or a path: a new flow, step or outcome is walked without editing it.
 *
 * Walks run side by side in their own browser contexts of one Chromium (`JOURNEYS_POOL`,
 * default 3); `JOURNEYS=MS/default,WUP` walks only those flows; `JOURNEY_CPU_THROTTLE=4` runs
 * each page four times slower (a loaded CI machine). The table of every walk is printed at the
 * end and written to tests/e2e/artifacts/journeys.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser } from './browser';
import { journeyDrivers } from './journeyDrivers';
import { planJourneys } from './journeyPlan';
import type { PlannedJourney } from './journeyPlan';
import { WalkError, walkJourney } from './journeyWalker';
import type { WalkReport } from './journeyWalker';

const plan = planJourneys(process.env.JOURNEYS);

/** One row of the table: a walk and what it found. */
interface Row extends WalkReport {
  check: string;
  product: string;
  flow: string;
  path: string;
  result: string;
  ms: number;
}
const rows: Row[] = [];

/** For each template that takes a card: the first path that pays on it by card. */
function declineChecks(): Array<{ templateId: string; stepId: string; journey: PlannedJourney }> {
  const checks = new Map<string, { templateId: string; stepId: string; journey: PlannedJourney }>();
  for (const journey of plan.journeys) {
    for (const hop of journey.path.hops) {
      const card = journeyDrivers[hop.templateId]?.card;
      if (!card || checks.has(hop.templateId) || hop.outcome !== card.outcome) continue;
      const step = journey.flow.steps.find((candidate) => candidate.id === hop.stepId)!;
      if (card.takesCard(step))
        checks.set(hop.templateId, { templateId: hop.templateId, stepId: hop.stepId, journey });
    }
  }
  return [...checks.values()];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

describe('the journey walker', () => {
  let browser: Browser;
  let started = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    started = Date.now();
  });

  afterAll(async () => {
    await browser?.close();
    const table = renderTable(rows, Date.now() - started);
    process.stdout.write(`\n${table}\n`);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(join(ARTIFACTS_DIR, 'journeys.md'), `${table}\n`);
  });

  it('should find paths to walk, and no flow the journey model refuses', () => {
    expect(plan.journeys.length).toBeGreaterThan(0);
    expect(plan.problems).toEqual([]);
  });

  async function run(
    check: string,
    journey: PlannedJourney,
    options: { declineOn?: string; tag: string },
  ): Promise<void> {
    const begun = Date.now();
    const row: Row = {
      check,
      product: journey.product.code,
      flow: journey.flow.id,
      path: journey.name,
      endScreen: '—',
      charges: '—',
      voltar: '—',
      layout: '—',
      result: '✓',
      ms: 0,
    };
    rows.push(row);
    try {
      Object.assign(row, await walkJourney(browser, journey, options));
    } catch (error) {
      if (error instanceof WalkError) Object.assign(row, error.report);
      row.result = `✗ ${(error as Error).message.split('\n').slice(1, 3).join(' ').replace(/\s+/g, ' ').trim()}`;
      throw error;
    } finally {
      row.ms = Date.now() - begun;
    }
  }

  it.concurrent.each(
    plan.journeys.map(
      (journey, index) =>
        [`${journey.product.code}/${journey.flow.id}: ${journey.name}`, journey, index] as const,
    ),
  )(
    'should walk %s',
    async (_name, journey, index) => {
      await run('path', journey, {
        tag: `${String(index).padStart(3, '0')}-${slug(`${journey.product.code}-${journey.flow.id}`)}`,
      });
    },
    180_000,
  );

  it.concurrent.each(
    declineChecks().map(
      (check) =>
        [
          check.templateId,
          `${check.journey.product.code}/${check.journey.flow.id}: ${check.journey.name}`,
          check,
        ] as const,
    ),
  )(
    'should refuse the declined card and then take the approved one on %s (%s)',
    async (templateId, _name, check) => {
      await run(`declined then approved on ${templateId}`, check.journey, {
        declineOn: check.stepId,
        tag: `declined-${slug(templateId)}`,
      });
    },
    180_000,
  );
});

/** The table of every walk (Markdown): product, flow, path, end screen, charges. */
function renderTable(all: readonly Row[], wallMs: number): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `## Journey walker: ${all.length} walks, ${all.filter((row) => row.result === '✓').length} passed, ${Math.round(wallMs / 1000)} s`,
    '',
    '| product | flow | path | end screen | charges | Voltar | worst CLS | check | result | s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[...all]
      .sort(
        (a, b) =>
          a.product.localeCompare(b.product) ||
          a.flow.localeCompare(b.flow) ||
          a.path.localeCompare(b.path),
      )
      .map(
        (row) =>
          `| ${[
            row.product,
            row.flow,
            row.path,
            row.endScreen,
            row.charges,
            row.voltar,
            row.layout,
            row.check,
            row.result,
            (row.ms / 1000).toFixed(1),
          ]
            .map((cell) => escape(cell))
            .join(' | ')} |`,
      ),
  ];
  return lines.join('\n');
}
