/**
 * The journey walker's adversarial moves (issue 33, "One purchase, one charge"), generated from
 * the journey model for every step of every flow that charges a purchase
 * (tests/e2e/purchaseMovePlan.ts): nothing here names a product, a flow or a step, so a new flow
 * is covered the day it is configured.
 *
 * - Against the API, for every purchase step (tests/e2e/purchaseApiMoves.ts): two attempts at
 *   once, an attempt by each method once paid, and an old Pix code after the order changed.
 * - In Chromium, once per template that charges a purchase and per move, on the first flow whose
 *   path reaches it (tests/e2e/purchaseBrowserMoves.ts): a reload mid-payment, a second tab
 *   paying at once, and 'Voltar' after each method.
 *
 * Every move counts the sandbox's payments of its purchase: one charge. The moves run against a
 * server of their own, whose slow test card takes seconds (SANDBOX_SLOW_MS) and whose client
 * gives up on a payment call sooner (PAYMENT_TIMEOUT_MS). `JOURNEYS=MS/default,WUP` limits them
 * to those flows, like the walker. The table of every move is printed at the end and written to
 * tests/e2e/artifacts/purchase-moves.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser } from './browser';
import { planJourneys } from './journeyPlan';
import { templateSessions } from './purchaseApi';
import { apiMoves } from './purchaseApiMoves';
import { browserMoves, moveName, runBrowserMove } from './purchaseBrowserMoves';
import { purchaseSteps, undeclaredMoneyTemplates } from './purchaseMovePlan';
import type { PurchaseStep } from './purchaseMovePlan';
import { renderMoveTable } from './purchaseMoveReport';
import type { MoveRow } from './purchaseMoveReport';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';

const plan = planJourneys(process.env.JOURNEYS);
const steps = purchaseSteps(plan);
const walks = browserMoves(steps);

/** How many purchase steps the API moves work on side by side. */
const API_POOL = Number(process.env.PURCHASE_MOVES_POOL ?? 12);

/** The slow test card's delay on this file's server: long enough to reload mid-payment. */
const SLOW_MS = 6000;

const apiRows = new Map<string, MoveRow[]>();
/** Wall time of each part, for the table's heading. */
const parts: string[] = [];
const browserRows = new Map<number, MoveRow>();

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

/** Runs `work` on every item, at most `size` at a time. */
async function pool<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index]!, index);
      }
    }),
  );
}

describe('the journey walker’s adversarial moves', () => {
  let server: RunningServer;
  let started = 0;
  const saved = { baseUrl: process.env.E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR };

  beforeAll(async () => {
    server = await startServer({
      SANDBOX_SLOW_MS: String(SLOW_MS),
      PAYMENT_TIMEOUT_MS: '4000',
      PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
    });
    // The walker's drivers and readers use the server of E2E_BASE_URL and E2E_DATA_DIR.
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_DATA_DIR = server.dataDir;
    started = Date.now();
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    process.env.E2E_BASE_URL = saved.baseUrl;
    process.env.E2E_DATA_DIR = saved.dataDir;
    const rows = [
      ...steps.flatMap((step) => apiRows.get(step.key) ?? []),
      ...walks.flatMap((_, index) => browserRows.get(index) ?? []),
    ];
    const table = renderMoveTable(rows, Date.now() - started, parts);
    process.stdout.write(`\n${table}\n`);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(join(ARTIFACTS_DIR, 'purchase-moves.md'), `${table}\n`);
  });

  it('should find purchase steps, each paid the way its page pays', () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(undeclaredMoneyTemplates()).toEqual([]);
    expect(
      steps.filter((step) => !templateSessions[step.templateId]).map((step) => step.key),
    ).toEqual([]);
  });

  describe('against the API', () => {
    beforeAll(async () => {
      const begun = Date.now();
      await pool(steps, API_POOL, async (step, index) => {
        apiRows.set(step.key, await apiMoves(server, step, String(index)));
      });
      parts.push(`API ${Math.round((Date.now() - begun) / 1000)} s`);
    }, 900_000);

    it.each(steps.map((step) => [step.key, step] as const))(
      'should charge %s once: two attempts at once, each method once paid, an old Pix code',
      (_key, step: PurchaseStep) => {
        const rows = apiRows.get(step.key) ?? [];
        expect(rows.length).toBeGreaterThan(0);
        expect(
          rows
            .filter((row) => !row.result.startsWith('✓'))
            .map((row) => `${row.move}: ${row.result}`),
        ).toEqual([]);
      },
    );
  });

  describe('in the browser', () => {
    let browser: Browser;

    let begun = 0;

    beforeAll(async () => {
      browser = await launchBrowser();
      begun = Date.now();
    });

    afterAll(async () => {
      await browser?.close();
      parts.push(`browser ${Math.round((Date.now() - begun) / 1000)} s`);
    });

    it.concurrent.each(
      walks.map(
        (move, index) =>
          [
            `${move.step.templateId}: ${moveName(move)}`,
            `${move.path.journey.product.code}/${move.path.journey.flow.id}`,
            index,
          ] as const,
      ),
    )(
      'should charge once on %s (%s)',
      async (_name, _flow, index) => {
        const move = walks[index]!;
        const row = await runBrowserMove(
          browser,
          server,
          move,
          `${slug(move.step.templateId)}-${slug(moveName(move))}`,
        );
        browserRows.set(index, row);
        expect(row.result).toMatch(/^✓/);
      },
      180_000,
    );
  });
});
