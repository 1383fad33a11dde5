/**
 * The journey walker's adversarial moves in Chromium (issue 33): one walk per template that
 * charges a purchase and per move, on the first flow whose path reaches that template (from the
 * journey model, tests/e2e/purchaseMovePlan.ts; no product is named here):
 *
 * - reload mid-payment: the slow test card, and the page reloaded while it is in flight: the
 *   page says the payment is being confirmed and shows no form, then the receipt of that payment
 *   (the Pix step: the same code after the reload, then paid);
 * - second tab: a tab opened from the first on the same page (it shares local storage and Web
 *   Locks, and starts with a copy of the session), both forms filled with the slow card and both
 *   pay buttons pressed at once: one tab pays, the other says the payment is under way in another
 *   tab, then shows the receipt of the one payment (the Pix step: both tabs show the same code);
 * - Back after each outcome: the path that leaves the step by it walked to its end, then
 *   'Voltar' back to the step: a paid purchase shows 'Pagamento já confirmado' and its receipt,
 *   never the form; a record's boleto says 'Boleto emitido' before another method is offered;
 *   a card paid after a boleto cancels it, and after an order left with the attendant is refused.
 *
 * After each, the page is read (heading, amount, method, order) and the sandbox's payments of
 * the purchase counted: one charge.
 */
import type { Browser, BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';
import { createApiClient } from '@/checkout/api/apiClient';
import { getPurchase } from '@/checkout/api/checkoutApi';
import { purchaseCopy } from '@/checkout/purchase/purchaseCopy';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { baseUrl, newContext, screenshot } from './browser';
import { waitForPixCode, walkBuyer } from './journeyDriverKit';
import type { Walk } from './journeyDriverKit';
import { journeyDrivers } from './journeyDrivers';
import { templateAt } from './journeyPlan';
import { arriveAt, entryUrl } from './journeyWalker';
import { moveCards, paymentsOfPurchaseNow, payPixAtBank } from './purchaseApi';
import type { MoveServer, PurchasePayment } from './purchaseApi';
import type { PurchasePath, PurchaseStep } from './purchaseMovePlan';
import type { MoveRow } from './purchaseMoveReport';

/** What a browser move does (see the module comment). */
export type BrowserMoveKind = 'reload mid-payment' | 'second tab' | 'Back';

/** One browser walk: a move on a template's first step, along one path. */
export interface BrowserMove {
  kind: BrowserMoveKind;
  step: PurchaseStep;
  path: PurchasePath;
  /** The outcome the path leaves the step by. */
  outcome: string;
}

/** The heading a paid purchase's payment step shows ('Voltar', a reload, another tab). */
export const ALREADY_PAID = /^(Pagamento já confirmado|Período grátis já ativado)$/;

/**
 * The browser walks: for each template, on the first step (in plan order) that takes the card
 * on some path, a reload mid-payment and a second tab (the Pix step: on its first step); and for
 * each outcome of each template, 'Voltar' after the first path that takes it.
 */
export function browserMoves(steps: readonly PurchaseStep[]): BrowserMove[] {
  const moves: BrowserMove[] = [];
  const templates = [...new Set(steps.map((step) => step.templateId))];
  for (const templateId of templates) {
    const card = journeyDrivers[templateId]?.card;
    const ofTemplate = steps.filter((step) => step.templateId === templateId);
    const paying = card
      ? ofTemplate.find((step) => {
          const configured = step.journey.flow.steps.find((each) => each.id === step.stepId)!;
          return step.outcomes.has(card.outcome) && card.takesCard(configured);
        })
      : undefined;
    if (paying && card) {
      const path = paying.outcomes.get(card.outcome)!;
      for (const kind of ['reload mid-payment', 'second tab'] as const)
        moves.push({ kind, step: paying, path, outcome: card.outcome });
    } else if (templateId === 'pix' && ofTemplate[0]) {
      const [outcome, path] = [...ofTemplate[0].outcomes.entries()][0]!;
      for (const kind of ['reload mid-payment', 'second tab'] as const)
        moves.push({ kind, step: ofTemplate[0], path, outcome });
    }
    const seen = new Set<string>();
    for (const step of ofTemplate) {
      for (const [outcome, path] of step.outcomes) {
        if (seen.has(outcome)) continue;
        seen.add(outcome);
        moves.push({ kind: 'Back', step, path, outcome });
      }
    }
  }
  return moves;
}

/** The move as the table names it. */
export function moveName(move: BrowserMove): string {
  return move.kind === 'Back' ? `Back after ${move.outcome}` : move.kind;
}

class MoveFailure extends Error {}

function expectThat(condition: boolean, message: string): void {
  if (!condition) throw new MoveFailure(message);
}

/** A walk of a move: its page, the driver's walk, and how to read its purchase. */
interface MoveWalk {
  context: BrowserContext;
  page: Page;
  walk: Walk;
  move: BrowserMove;
  /** The step's address as the walk reached it (an e-mail's link to it, for a record). */
  stepUrl: string;
}

/** Opens a browser context and walks the path up to (not through) the step of the move. */
async function walkToStep(browser: Browser, move: BrowserMove, tag: string): Promise<MoveWalk> {
  const context = await newContext(browser);
  const origin = new URL(baseUrl()).origin;
  // Nothing outside the checkout (the walker's rule): the access page is a stand-in.
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<h1>Fora do checkout</h1>',
          })
        : route.abort(),
  );
  const page = await context.newPage();
  const walk: Walk = {
    page,
    journey: move.path.journey,
    buyer: walkBuyer(tag, move.path.journey.product.mozambique),
    hop: 0,
    charges: [],
    paidSteps: [],
  };
  const moveWalk = { context, page, walk, move, stepUrl: '' };
  await page.goto(await entryUrl(walk));
  await walkHops(moveWalk, move.path.hop);
  await arriveAt(walk, move.path.journey.path.hops[move.path.hop]!.templateId);
  moveWalk.stepUrl = page.url();
  return moveWalk;
}

/** Drives the path's hops from the walk's current one up to `until` (exclusive). */
async function walkHops({ page, walk }: MoveWalk, until: number): Promise<void> {
  const hops = walk.journey.path.hops;
  for (; walk.hop < until; walk.hop += 1) {
    const hop = hops[walk.hop]!;
    await arriveAt(walk, hop.templateId);
    if (hop.outcome === null) break;
    const from = page.url();
    await journeyDrivers[hop.templateId]!.outcomes[hop.outcome]!(walk);
    await page.waitForURL((url) => url.href !== from, { timeout: 45_000 });
  }
}

/** The purchase the step charges, named as its page names it. */
async function purchaseOf({ page, walk, move }: MoveWalk): Promise<string> {
  if (move.step.purchase === 'record') {
    if (!walk.record) throw new Error('the walk has no account record');
    return purchaseIdFor({ kind: 'record', recordId: walk.record.id });
  }
  const lead = await page.evaluate(() => window.sessionStorage.getItem('dataLead'));
  const leadId = lead ? (JSON.parse(lead) as { leadId?: string }).leadId : undefined;
  if (!leadId) throw new Error('the walk has no lead in its session');
  return purchaseIdFor({
    kind: move.step.purchase,
    productCode: move.path.journey.product.code,
    leadId,
  });
}

/** What the buyer reads: the heading, and the receipt's amount, method and order. */
async function readScreen(page: Page): Promise<string> {
  const headings = (await page.getByRole('heading', { level: 1 }).allInnerTexts()).map((text) =>
    text.trim(),
  );
  const receipt = page.getByRole('region', { name: 'Resumo do pedido' }).first();
  const parts = [headings.join(' | ') || '(no h1)'];
  if ((await receipt.count()) > 0) {
    const terms = await receipt.getByRole('term').allInnerTexts();
    const details = await receipt.getByRole('definition').allInnerTexts();
    terms.forEach((term, index) => {
      if (['Valor', 'Forma de pagamento', 'Pedido', 'Cobrado agora'].includes(term.trim()))
        parts.push(`${term.trim()}: ${details[index]?.trim() ?? ''}`);
    });
  }
  return parts.join(' · ');
}

/** The receipt's order reference ('Pedido'), if the page shows one. */
async function receiptOrder(page: Page): Promise<string | undefined> {
  const receipt = page.getByRole('region', { name: 'Resumo do pedido' }).first();
  if ((await receipt.count()) === 0) return undefined;
  const terms = await receipt.getByRole('term').allInnerTexts();
  const details = await receipt.getByRole('definition').allInnerTexts();
  const index = terms.findIndex((term) => term.trim() === 'Pedido');
  return index < 0 ? undefined : details[index]?.trim();
}

/** Waits for a level-1 heading matching `name`; fails naming what the page shows instead. */
async function waitForHeading(page: Page, name: string | RegExp, timeout: number): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout });
  } catch {
    throw new MoveFailure(
      `the page shows '${await readScreen(page)}'; expected the heading ${String(name)}`,
    );
  }
}

/** The payments the sandbox recorded for the purchase (their status now), and how many it charged. */
async function charged(
  server: MoveServer,
  purchaseId: string,
): Promise<{ payments: PurchasePayment[]; text: string; approved: PurchasePayment[] }> {
  const payments = await paymentsOfPurchaseNow(server, purchaseId);
  const approved = payments.filter((payment) => payment.status === 'approved');
  const described = payments.map(
    (payment) =>
      `${payment.method} ${payment.status}${payment.card_last4 ? ` ${payment.card_last4}` : ''}`,
  );
  return {
    payments,
    approved,
    text: payments.length === 0 ? '0' : `${approved.length} (${described.join(', ')})`,
  };
}

/** The Pix code a Pix page shows (its session's `dataPix`), once shown. */
async function shownPix(page: Page): Promise<string> {
  await waitForPixCode(page);
  const stored = await page.evaluate(() => window.sessionStorage.getItem('dataPix'));
  const paymentId = stored ? (JSON.parse(stored) as { paymentId?: string }).paymentId : undefined;
  if (!paymentId) throw new MoveFailure('the Pix page stored no code (dataPix.paymentId)');
  return paymentId;
}

// ---------------------------------------------------------------------------------------------
// The moves

/**
 * The Pix code paid at the bank: one payment of the purchase, approved, and every tab that
 * showed the code moves on or shows the receipt.
 */
async function paidAtBank(
  server: MoveServer,
  tabs: readonly Page[],
  code: string,
  purchaseId: string,
  row: MoveRow,
): Promise<void> {
  const before = await charged(server, purchaseId);
  expectThat(
    before.payments.length === 1,
    `the sandbox recorded ${before.text}; expected one code`,
  );
  const status = await payPixAtBank(server, code);
  expectThat(status === 'approved', `paying ${code} at the bank answered '${status}'`);
  for (const tab of tabs) {
    const until = Date.now() + 30_000;
    const done = async () =>
      templateAt(new URL(tab.url()).pathname) !== 'pix' ||
      (await tab.getByRole('heading', { level: 1, name: ALREADY_PAID }).count()) > 0;
    while (!(await done()) && Date.now() < until) await tab.waitForTimeout(250);
    expectThat(
      await done(),
      `a tab still shows '${await readScreen(tab)}' after the code was paid`,
    );
  }
  const after = await charged(server, purchaseId);
  row.charges = after.text;
  expectThat(
    after.payments.length === 1,
    `the sandbox recorded ${after.text}; expected one payment`,
  );
  expectThat(after.approved.length === 1, `charges: ${after.text}; expected 1`);
}

/** Reload mid-payment (see the module comment). */
async function reloadMidPayment(server: MoveServer, walked: MoveWalk, row: MoveRow): Promise<void> {
  const { page, walk, move } = walked;
  const copy = purchaseCopy(move.path.journey.product.mozambique);
  const purchaseId = await purchaseOf(walked);
  row.purchaseId = purchaseId;
  if (move.step.templateId === 'pix') {
    const code = await shownPix(page);
    await page.reload();
    const again = await shownPix(page);
    row.attempts = `pix ${code}, reload: ${again}`;
    expectThat(again === code, `after the reload the page shows code ${again}; expected ${code}`);
    await paidAtBank(server, [page], code, purchaseId, row);
    return;
  }
  walk.cardNumber = moveCards.slow;
  await Promise.all([
    page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /\/api\/v[12]\//.test(new URL(request.url()).pathname),
      { timeout: 30_000 },
    ),
    journeyDrivers[move.step.templateId]!.outcomes[move.outcome]!(walk),
  ]);
  await page.waitForTimeout(1500);
  await page.reload();
  row.attempts = 'slow card, reload after 1.5 s';
  await waitForHeading(page, copy.confirmingHeading, 15_000);
  const form = await page.getByLabel('Número do cartão').count();
  expectThat(form === 0, 'the page reloaded mid-payment shows the card form while confirming');
  await screenshot(page, `purchase-moves-reload-${move.step.templateId}-confirming`);
  await waitForHeading(page, ALREADY_PAID, 40_000);
  const charges = await charged(server, purchaseId);
  row.charges = charges.text;
  expectThat(charges.approved.length === 1, `charges: ${charges.text}; expected 1`);
  expectThat(
    charges.payments.length === 1,
    `the sandbox recorded ${charges.payments.length} payments`,
  );
  const order = await receiptOrder(page);
  expectThat(
    order === charges.approved[0]!.id,
    `the receipt names order ${order}; the sandbox charged ${charges.approved[0]!.id}`,
  );
  expectThat(
    charges.approved[0]!.card_last4 === moveCards.slow.slice(-4),
    `the sandbox charged card ${charges.approved[0]!.card_last4}; expected the slow card`,
  );
  expectThat(
    (await page.getByLabel('Número do cartão').count()) === 0,
    'the receipt still offers the card form',
  );
}

/** Second tab (see the module comment). */
async function secondTab(server: MoveServer, walked: MoveWalk, row: MoveRow): Promise<void> {
  const { page, walk, move, context } = walked;
  const copy = purchaseCopy(move.path.journey.product.mozambique);
  const purchaseId = await purchaseOf(walked);
  row.purchaseId = purchaseId;
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open(window.location.href)),
  ]);
  await second.waitForLoadState('domcontentloaded');
  const other: Walk = { ...walk, page: second, charges: [], paidSteps: [] };
  if (move.step.templateId === 'pix') {
    const [code, also] = [await shownPix(page), await shownPix(second)];
    row.attempts = `pix ${code} in the first tab, ${also} in the second`;
    expectThat(also === code, `the second tab shows code ${also}; the first ${code}`);
    await paidAtBank(server, [page, second], code, purchaseId, row);
    return;
  }
  // Both forms filled with the slow card, then both pay buttons pressed at once: one tab takes
  // the payment, the other says it is under way in another tab (before or after its press).
  const filled: Array<() => void> = [];
  const bothFilled = Promise.all(
    [0, 1].map(() => new Promise<void>((resolve) => filled.push(resolve))),
  );
  const pressAtOnce = (index: number) => async (button: Locator) => {
    filled[index]!();
    await bothFilled;
    // The other tab may have started first: this form may already be gone.
    await button.click({ timeout: 3_000 }).catch(() => undefined);
  };
  walk.cardNumber = moveCards.slow;
  walk.press = pressAtOnce(0);
  other.cardNumber = moveCards.slow;
  other.press = pressAtOnce(1);
  const driver = journeyDrivers[move.step.templateId]!.outcomes[move.outcome]!;
  await Promise.all([driver(walk), driver(other)]);
  row.attempts = 'the slow card in both tabs, pressed at once';
  const waiting = await Promise.race(
    [page, second].map((tab) =>
      tab
        .getByRole('heading', { level: 1, name: copy.elsewhereHeading })
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => tab),
    ),
  ).catch(async () => {
    throw new MoveFailure(
      `neither tab says '${copy.elsewhereHeading}': '${await readScreen(page)}' and '${await readScreen(second)}'`,
    );
  });
  const paying = waiting === page ? second : page;
  await screenshot(waiting, `purchase-moves-second-tab-${move.step.templateId}-waiting`);
  await waitForHeading(waiting, ALREADY_PAID, 40_000);
  await paying.waitForURL((url) => templateAt(url.pathname) !== move.step.templateId, {
    timeout: 40_000,
  });
  const charges = await charged(server, purchaseId);
  row.charges = charges.text;
  expectThat(
    charges.payments.length === 1,
    `the sandbox recorded ${charges.text}; expected one payment`,
  );
  expectThat(charges.approved.length === 1, `charges: ${charges.text}; expected 1`);
  const order = await receiptOrder(waiting);
  expectThat(
    order === charges.approved[0]!.id,
    `the waiting tab's receipt names ${order}; the sandbox charged ${charges.approved[0]!.id}`,
  );
  expectThat(
    (await waiting.getByLabel('Número do cartão').count()) === 0,
    'the waiting tab still offers the card form',
  );
  row.result = `✓ ${waiting === page ? 'first' : 'second'} tab waited: ${await readScreen(waiting)}`;
}

/** Whether the path leaves the purchase paid at its end (a Pix paid on the next step, a review approved). */
function paidByPath(move: BrowserMove): boolean {
  return move.outcome !== 'bankslip' && move.outcome !== 'in-person';
}

/** The page's level-1 headings, joined. */
async function headingText(page: Page): Promise<string> {
  return (
    await page
      .getByRole('heading', { level: 1 })
      .allInnerTexts()
      .catch(() => [])
  )
    .map((text) => text.trim())
    .join(' | ');
}

/**
 * Waits until the page has settled after a navigation: the heading of the page it left
 * (`left`) gone from the document (a client-side navigation changes the address before the new
 * page is drawn), a level-1 heading there, and nothing loading.
 */
async function settled(page: Page, left?: ElementHandle<Node> | null): Promise<void> {
  if (left)
    await page
      .waitForFunction((node) => !node.isConnected, left, { timeout: 10_000 })
      .catch(() => undefined);
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const heading = await headingText(page);
    const loading = await page.locator('[data-step-loading]').count();
    if (heading !== '' && loading === 0) return;
    await page.waitForTimeout(200);
  }
}

/** Back after a method (see the module comment). */
async function backAfter(server: MoveServer, walked: MoveWalk, row: MoveRow): Promise<void> {
  const { page, walk, move } = walked;
  const copy = purchaseCopy(move.path.journey.product.mozambique);
  const hops = move.path.journey.path.hops;
  const purchaseId = await purchaseOf(walked);
  row.purchaseId = purchaseId;
  // The whole path: the step by the move's outcome and every step after it.
  const from = page.url();
  await journeyDrivers[move.step.templateId]!.outcomes[move.outcome]!(walk);
  await page.waitForURL((url) => url.href !== from, { timeout: 45_000 });
  walk.hop += 1;
  await walkHops(walked, hops.length);
  const end = hops.at(-1)!;
  if (end.outcome === null) await arriveAt(walk, end.templateId);
  await settled(page);
  const before = await charged(server, purchaseId);
  row.attempts = `${move.outcome}, then 'Voltar' to ${move.step.stepId}`;
  // 'Voltar' (the shell's, else the browser's) until the step; a Pix step on the way is read. A
  // step that sends the buyer on by itself (the processing step, once the payment is approved)
  // is met again and again: the buyer then opens the step's link again, as from the e-mail.
  const seen: string[] = [];
  const visits = new Map<string, number>();
  while (templateAt(new URL(page.url()).pathname) !== move.step.templateId) {
    const template = templateAt(new URL(page.url()).pathname) ?? '?';
    visits.set(template, (visits.get(template) ?? 0) + 1);
    if ((visits.get(template) ?? 0) > 2) {
      seen.push(`'Voltar' keeps returning to ${template}: the link opened again`);
      await page.goto(walked.stepUrl);
      await settled(page);
      break;
    }
    const at = page.url();
    const left = await page
      .locator('h1')
      .first()
      .elementHandle({ timeout: 1_000 })
      .catch(() => null);
    const voltar = page.getByRole('banner').getByRole('button', { name: 'Voltar' });
    const pressed =
      (await voltar.isVisible()) &&
      (await voltar.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ));
    if (!pressed) await page.goBack();
    await page.waitForURL((url) => url.href !== at, { timeout: 15_000 });
    await page.waitForLoadState('domcontentloaded');
    await settled(page, left);
    if (templateAt(new URL(page.url()).pathname) === 'pix' && paidByPath(move)) {
      await waitForHeading(page, ALREADY_PAID, 15_000);
      seen.push(`pix: ${await readScreen(page)}`);
    }
  }
  if (paidByPath(move)) {
    await waitForHeading(page, ALREADY_PAID, 15_000);
    seen.push(`${move.step.stepId}: ${await readScreen(page)}`);
    const order = await receiptOrder(page);
    const approved = before.approved[0]?.id;
    expectThat(
      order === approved,
      `the receipt names order ${order}; the sandbox charged ${approved}`,
    );
    expectThat(
      (await page.getByLabel('Número do cartão').count()) === 0,
      'the step still offers the card form after it was paid',
    );
    await screenshot(page, `purchase-moves-back-${move.step.templateId}-${move.outcome}`);
    const after = await charged(server, purchaseId);
    row.charges = after.text;
    expectThat(
      after.text === before.text,
      `after 'Voltar' the sandbox holds ${after.text}; before ${before.text}`,
    );
    expectThat(after.approved.length === 1, `charges: ${after.text}; expected 1`);
  } else {
    await unpaidBack(server, walked, row, { before, purchaseId, copy, seen });
  }
  row.result = `✓ ${seen.join(' → ')}`;
}

/**
 * 'Voltar' after a boleto or an order left with the attendant: nothing is charged yet. A record's
 * page says the boleto was issued ('Boleto emitido') before it offers another method. Then the
 * buyer pays by card after all. While the purchase is open (a boleto waits), the card is charged
 * once and the boleto can no longer be paid (cancelled); once the purchase is taken (the
 * attendant's order), the card is refused and the page shows the receipt: nothing charged.
 */
async function unpaidBack(
  server: MoveServer,
  { page, walk, move }: MoveWalk,
  row: MoveRow,
  context: {
    before: Awaited<ReturnType<typeof charged>>;
    purchaseId: string;
    copy: ReturnType<typeof purchaseCopy>;
    seen: string[];
  },
): Promise<void> {
  const { before, purchaseId, copy, seen } = context;
  const issued = before.payments.find((payment) => payment.status === 'pending');
  expectThat(
    issued !== undefined,
    `the sandbox holds ${before.text}; expected the ${move.outcome} pending`,
  );
  const state = await getPurchase(purchaseId, createApiClient({ baseURL: server.baseUrl }));
  if (move.step.purchase === 'record' && move.outcome === 'bankslip') {
    await waitForHeading(page, copy.boletoIssuedHeading, 15_000);
    seen.push(`${move.step.stepId}: ${await readScreen(page)}`);
    await page.getByRole('button', { name: copy.chooseOther }).click();
  } else {
    seen.push(`${move.step.stepId}: ${await readScreen(page)}`);
  }
  await screenshot(page, `purchase-moves-back-${move.step.templateId}-${move.outcome}`);
  const card = journeyDrivers[move.step.templateId]?.card;
  expectThat(
    card !== undefined,
    `template '${move.step.templateId}' takes no card to pay otherwise`,
  );
  walk.hop = move.path.hop;
  walk.cardNumber = moveCards.approved;
  const from = page.url();
  await journeyDrivers[move.step.templateId]!.outcomes[card!.outcome]!(walk);
  row.attempts += `, then a card (the purchase was ${state.status})`;
  if (state.status === 'paid') {
    // Taken already (paid in person): the card is refused and the page shows the receipt.
    await waitForHeading(page, ALREADY_PAID, 20_000);
    const after = await charged(server, purchaseId);
    row.charges = after.text;
    seen.push(`card refused: ${await readScreen(page)}`);
    expectThat(
      after.text === before.text,
      `the card changed the sandbox's payments: ${after.text}; before ${before.text}`,
    );
    expectThat(
      after.approved.length === 0,
      `charges: ${after.text}; expected none besides the ${move.outcome}`,
    );
    return;
  }
  await page.waitForURL((url) => url.href !== from, { timeout: 45_000 });
  const after = await charged(server, purchaseId);
  row.charges = after.text;
  seen.push(`card paid: ${after.text}`);
  expectThat(after.approved.length === 1, `charges: ${after.text}; expected 1`);
  const left = after.payments.find((payment) => payment.id === issued!.id);
  expectThat(
    left?.status !== 'pending',
    `after the card paid, the ${move.outcome} issued before (${issued!.id}) is still pending: it can still be paid`,
  );
}

/** Runs one browser move; its row says what the buyer read and what the sandbox charged. */
export async function runBrowserMove(
  browser: Browser,
  server: MoveServer,
  move: BrowserMove,
  tag: string,
): Promise<MoveRow> {
  const row: MoveRow = {
    where: 'browser',
    product: move.path.journey.product.code,
    flow: move.path.journey.flow.id,
    step: `${move.step.stepId} (${move.step.templateId})`,
    move: moveName(move),
    purchaseId: '—',
    attempts: '—',
    charges: '—',
    result: '✓',
    ms: 0,
  };
  const begun = Date.now();
  let walked: MoveWalk | undefined;
  try {
    walked = await walkToStep(browser, move, tag);
    if (move.kind === 'reload mid-payment') await reloadMidPayment(server, walked, row);
    else if (move.kind === 'second tab') await secondTab(server, walked, row);
    else await backAfter(server, walked, row);
    if (row.result === '✓') row.result = `✓ ${await readScreen(walked.page)}`;
  } catch (error) {
    const shot = walked
      ? await screenshot(walked.page, `purchase-moves-failed-${tag}`).catch(() => '(none)')
      : '(none)';
    const seen = walked ? await readScreen(walked.page).catch(() => '?') : '?';
    row.result = `✗ ${(error as Error).message.split('\n')[0]} (the page shows '${seen}'; ${shot})`;
  } finally {
    row.ms = Date.now() - begun;
    await walked?.context.close();
  }
  return row;
}
