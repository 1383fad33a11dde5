/**
 * Walks one path of the journey model in Chromium as a buyer (tests/e2e/journeys.e2e.ts): opens
 * the flow's first step, on each step runs the driver of the outcome the path takes
 * (templates/<id>/tests/journeyDriver.ts, tests/e2e/journeyDrivers.ts), checks the page reached is the step the outcome leads to in the
 * same flow, and at the end reads the page as the buyer does (heading, the 'Resumo do pedido'
 * receipt: product, plan, each add-on, amount, method, order) and compares it with what the buyer
 * chose and what the sandbox charged (tests/e2e/journeyLedger.ts). A path that leaves the checkout ends
 * on the access link it followed. Then, on a path paid by card, 'Voltar' to each step that
 * took the card must show the payment confirmed and no way to pay again. On a pt-MZ journey
 * every step and the end screen must show none of the pt-BR-only terms of the copy catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { splitInstallments } from '@/lib/money/installments';
import { baseUrl, isCspViolation, newContext, screenshot } from './browser';
import { cardOnFile, chargesOf } from './journeyLedger';
import type { Charge } from './journeyLedger';
import { currentStep, walkBuyer } from './journeyDriverKit';
import type { ExpectedCharge, Walk } from './journeyDriverKit';
import { journeyDriverFile, journeyDrivers } from './journeyDrivers';
import { templateAt, templateRoute } from './journeyPlan';
import type { PlannedJourney } from './journeyPlan';
import { describeMove, measureLayoutShift } from './layoutShift';
import { expectMozambicanWords } from './ptBrOnlyTermsOnPage';

/** What one walk found, for the report table. */
export interface WalkReport {
  /** The end screen as the buyer read it: its heading and route, or the link it left by. */
  endScreen: string;
  /** The sandbox's payments of the walk: method, status, amount. */
  charges: string;
  /** The 'Voltar' check: '—' when nothing was paid by card. */
  voltar: string;
  /** The largest layout shift (CLS) of a screen of the walk, and the step it was on. */
  layout: string;
}

/** The most layout shift a screen may have (issue 21: ≤ 0.05 on every screen). */
export const MAX_SCREEN_CLS = 0.05;

/** Where the page's clock stood: its document (timeOrigin) and the time in it. */
interface ScreenClock {
  origin: number;
  now: number;
}

function readClock(page: Page): Promise<ScreenClock> {
  return page.evaluate(() => ({ origin: performance.timeOrigin, now: performance.now() }));
}

/** A walk that failed: where, why, and what the walk had seen so far. */
export class WalkError extends Error {
  constructor(
    message: string,
    readonly report: WalkReport,
  ) {
    super(message);
  }
}

/** How the buyer reads each payment method on the receipt (checkout/purchase/OrderReceipt.tsx). */
const receiptMethodNames: Record<string, string> = {
  'credit-card': 'Cartão de crédito',
  'default-credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
  'm-pesa': 'M-Pesa',
  'credit-card-in-person': 'Cartão na maquininha (presencial)',
  'pix-in-person': 'Pix no balcão (presencial)',
  cash: 'Dinheiro (presencial)',
  cheque: 'Cheque (presencial)',
  livelo: 'Pontos Livelo',
};

/** Plan names by plan id, from every brand's catalogue (what the receipt must name). */
const planNames: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  for (const brand of readdirSync('brands')) {
    let catalogue: { products: Array<{ plans: Array<{ id: string; name: string }> }> };
    try {
      catalogue = JSON.parse(readFileSync(join('brands', brand, 'catalogue.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const product of catalogue.products)
      for (const plan of product.plans) names.set(plan.id, plan.name);
  }
  return names;
})();

/** 'R$1.140,00' or '1140,00 MT' → minor units; undefined when the text is no amount. */
export function parseMoney(text: string): number | undefined {
  const match = /(?:R\$\s?([\d.]+,\d{2}))|(?:([\d\u00a0 ]+,\d{2})\s?MT)/.exec(text);
  const digits = (match?.[1] ?? match?.[2])?.replace(/[.\u00a0 ]/g, '').replace(',', '');
  return digits === undefined ? undefined : Number(digits);
}

/**
 * How the receipt writes an amount and its installments, split by the one rule (the first
 * carries the cents): 'R$1.140,00', 'R$1.140,00 em 12x de R$95,00', 'R$1.060,67 em 1x de
 * R$88,49 + 11x de R$88,38'.
 */
function receiptAmount(total: number, count: number, currency: Charge['currency']): string {
  const amount = formatMoney(total, currency);
  if (count <= 1) return amount;
  const { first, rest } = splitInstallments(total, count);
  const money = (value: number) => formatMoney(value, currency);
  return first === rest
    ? `${amount} em ${count}x de ${money(rest)}`
    : `${amount} em 1x de ${money(first)} + ${count - 1}x de ${money(rest)}`;
}

/** What a purchase costs in all: the amount charged, or a free trial's first charge. */
function orderTotal(charge: Charge): number {
  return charge.trial?.firstChargeAmount ?? charge.amount;
}

function describeCharges(charges: readonly Charge[]): string {
  if (charges.length === 0) return 'none';
  return charges
    .map(
      (charge) =>
        `${charge.method} ${charge.status} ${formatMoney(charge.amount, charge.currency)}${charge.installments > 1 ? ` (${charge.installments}x)` : ''}`,
    )
    .join(' + ');
}

function describeExpected(charges: readonly ExpectedCharge[]): string {
  return charges.length === 0
    ? 'none'
    : charges.map((charge) => `${charge.purchase} ${charge.method} ${charge.status}`).join(' + ');
}

/** The heading of the page as the buyer reads it (every h1, joined). */
async function headings(page: Page): Promise<string> {
  const texts = await page
    .getByRole('heading', { level: 1 })
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => text.trim()).join(' | ') || '(no h1)';
}

/** The terms and details of the 'Resumo do pedido' receipt. */
async function readReceipt(page: Page): Promise<Record<string, string> | undefined> {
  const region = page.getByRole('region', { name: 'Resumo do pedido' });
  if ((await region.count()) === 0) return undefined;
  const terms = await region.first().getByRole('term').allInnerTexts();
  const details = await region.first().getByRole('definition').allInnerTexts();
  return Object.fromEntries(
    terms.map((term, index) => [term.trim(), details[index]?.trim() ?? '']),
  );
}

/** The details of every 'Adicional' (add-on) line of the first receipt, in order. */
async function receiptAddOns(page: Page): Promise<string[]> {
  const receipt = page.getByRole('region', { name: 'Resumo do pedido' }).first();
  const texts = await receipt
    .locator('dt', { hasText: /^Adicional$/ })
    .locator('xpath=following-sibling::dd[1]')
    .allInnerTexts();
  return texts.map((text) => text.trim());
}

/** What the journey guard says on a step reached without what it needs. */
const JOURNEY_LOST = 'Não encontramos um pagamento seu';

/** The walk's main purchase: the first charge of the main purchase that was not refused. */
function mainPurchase(walk: Walk): ExpectedCharge | undefined {
  return walk.charges.find((charge) => charge.purchase === 'main' && charge.status !== 'declined');
}

/** What a walk can be asked to do besides its path. */
export interface WalkOptions {
  /** Try the declined test card first on this step (see journeyDriverKit `declineFirstIfAsked`). */
  declineOn?: string;
  /** Name of the screenshots of this walk. */
  tag: string;
}

/** Walks one path (see the module comment); resolves with what it found, or throws a WalkError. */
export async function walkJourney(
  browser: Browser,
  journey: PlannedJourney,
  options: WalkOptions,
): Promise<WalkReport> {
  const report: WalkReport = { endScreen: '—', charges: '—', voltar: '—', layout: '—' };
  const missing = missingDrivers(journey);
  if (missing.length > 0) {
    throw new WalkError(
      `no driver for ${missing.join('; ')} (each template's ${journeyDriverFile('<id>')})`,
      report,
    );
  }
  const context = await newContext(browser);
  const page = await context.newPage();
  // JOURNEY_CPU_THROTTLE=4 runs the page's CPU four times slower (as a loaded CI machine or a
  // cheap phone), to reproduce what only shows under load (a late layout shift).
  const throttle = Number(process.env.JOURNEY_CPU_THROTTLE ?? '1');
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  const tracePath = process.env.JOURNEY_TRACE;
  if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: true });
  const consoleLines: string[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    consoleLines.push(message.text());
    if (message.type() === 'error')
      consoleErrors.push(`${message.text()} (${new URL(page.url()).pathname})`);
  });
  page.on('pageerror', (error) =>
    consoleErrors.push(
      `uncaught ${error.name}: ${error.message} (${new URL(page.url()).pathname})`,
    ),
  );
  const layout = { worst: 0, step: '' };
  /** Measures the screen's layout shift since `since`; fails the walk past MAX_SCREEN_CLS. */
  const checkLayout = async (since: ScreenClock | undefined): Promise<void> => {
    const clock = await readClock(page);
    // A full navigation starts a new document and a new clock: count from its start.
    const from = since && since.origin === clock.origin ? since.now : 0;
    const shift = await measureLayoutShift(page, { since: from, quietMs: 700, timeoutMs: 6000 });
    const stepId = currentStep(walk).id;
    if (shift.score >= layout.worst) Object.assign(layout, { worst: shift.score, step: stepId });
    report.layout = `${layout.worst.toFixed(3)} (${layout.step})`;
    if (shift.score > MAX_SCREEN_CLS) {
      const moved = shift.entries.flatMap((entry) => entry.moved.map(describeMove)).slice(0, 4);
      throw new Error(
        `layout shift ${shift.score.toFixed(3)} on step '${stepId}' (over ${MAX_SCREEN_CLS}): ${moved.join('; ')}`,
      );
    }
  };
  const origin = new URL(baseUrl()).origin;
  // Links out of the checkout (the access page): the buyer's browser would leave; here the
  // address is kept and a stand-in page answers. Other outside requests are refused.
  const leftTo: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        leftTo.push(request.url());
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html lang="pt-BR"><title>Acesso</title><h1>Fora do checkout</h1></html>',
        });
      } else {
        await route.abort();
      }
    },
  );
  const walk: Walk = {
    page,
    journey,
    buyer: walkBuyer(options.tag, journey.product.mozambique),
    hop: 0,
    charges: [],
    paidSteps: [],
    ...(options.declineOn ? { declineOn: options.declineOn } : {}),
  };
  const hops = journey.path.hops;
  let phase: 'walk' | 'end screen' | "'Voltar'" = 'walk';
  let since: ScreenClock | undefined;
  try {
    await page.goto(await entryUrl(walk));
    for (; walk.hop < hops.length; walk.hop += 1) {
      const hop = hops[walk.hop]!;
      await arriveAt(walk, hop.templateId);
      if (hop.outcome === null) break;
      await checkLayout(since);
      since = await readClock(page);
      const from = page.url();
      await journeyDrivers[hop.templateId]!.outcomes[hop.outcome]!(walk);
      const last = walk.hop === hops.length - 1;
      if (last && journey.path.exits) {
        await page.waitForURL((url) => url.origin !== origin, { timeout: 30_000 });
        break;
      }
      await page.waitForURL((url) => url.href !== from, { timeout: 45_000 });
    }
    if (options.declineOn && !walk.declineSeen) {
      throw new Error(`the walk never tried the declined card on step '${options.declineOn}'`);
    }
    phase = 'end screen';
    const charges = await chargesOf({
      email: walk.buyer.email,
      ...(walk.record?.kind === 'subscription' ? { subscriptionId: walk.record.id } : {}),
    });
    report.charges = describeCharges(charges);
    if (walk.unrecorded) report.charges += ` (+ ${walk.unrecorded.price ?? 'Livelo points'})`;
    if (journey.path.exits) {
      report.endScreen = `left to ${leftTo.at(-1) ?? page.url()}`;
      checkExit(walk, leftTo, charges);
    } else {
      const end = hops.at(-1)!;
      report.endScreen = `${await headings(page)} (${new URL(page.url()).pathname})`;
      await checkEndScreen(walk, end.templateId, charges);
      if (journey.product.mozambique) await expectMozambicanWords(page);
      report.endScreen = `${await headings(page)} (${new URL(page.url()).pathname})`;
      await checkLayout(since);
      await screenshot(page, `journey-${options.tag}`);
    }
    checkCharges(walk, charges);
    if (walk.paidSteps.length > 0) {
      phase = "'Voltar'";
      await checkVoltar(walk, charges);
      report.voltar = `Pagamento já confirmado on ${walk.paidSteps.map((step) => step.stepId).join(', ')}`;
    }
    const csp = consoleLines.filter(isCspViolation);
    if (csp.length > 0) throw new Error(`Content-Security-Policy violations: ${csp.join(' | ')}`);
    const unexpected = consoleErrors.filter(
      (line) =>
        !(
          isCspViolation(line) ||
          isLiveloResendCooldown(line) ||
          (expectsRefusals(walk) && isRefusedRequest(line))
        ),
    );
    if (unexpected.length > 0) throw new Error(`console errors: ${unexpected.join(' | ')}`);
    return report;
  } catch (error) {
    const hop = hops[Math.min(walk.hop, hops.length - 1)]!;
    const shot = await screenshot(page, `journey-failed-${options.tag}`).catch(() => '(none)');
    const seen = await headings(page);
    const charges = await chargesOf({
      email: walk.buyer.email,
      ...(walk.record?.kind === 'subscription' ? { subscriptionId: walk.record.id } : {}),
    }).catch(() => []);
    if (report.charges === '—') report.charges = describeCharges(charges);
    if (report.endScreen === '—') report.endScreen = `${seen} (${new URL(page.url()).pathname})`;
    if (phase === "'Voltar'") report.voltar = '✗';
    throw new WalkError(
      [
        `${journey.product.code}/${journey.flow.id}: ${journey.name}`,
        phase === 'walk'
          ? `  failed on step '${hop.stepId}' (${hop.templateId}${hop.outcome ? ` [${hop.outcome}]` : ''}) at ${page.url()}`
          : `  failed on the ${phase} check at ${page.url()}`,
        `  ${(error as Error).message.split('\n')[0]}`,
        `  the page shows: ${seen}`,
        `  charges: ${describeCharges(charges)}; expected ${describeExpected(walk.charges)}`,
        `  screenshot: ${shot}`,
      ].join('\n'),
      report,
    );
  } finally {
    if (tracePath) await browser.stopTracing();
    await context.close();
  }
}

/**
 * A walk that asks for a refusal (the declined card, a Livelo error outcome) gets its 4xx or 5xx
 * answer, which the browser logs as a failed resource; any other console error fails the walk.
 */
function expectsRefusals(walk: Walk): boolean {
  return (
    walk.declineOn !== undefined || walk.journey.path.hops.some((hop) => hop.outcome === 'error')
  );
}

/**
 * The sandbox keeps Livelo's resend cooldown per account (CPF) across walks, and every Livelo
 * walk signs in with the same rich test account: a walk that asks for a code within the cooldown
 * of the previous one gets 429 `livelo_code_cooldown`, which the select-device step treats as
 * "the code was just sent" and moves on (as for a buyer who asks twice). The browser still logs
 * the 429; nothing else on that step may.
 */
function isLiveloResendCooldown(line: string): boolean {
  return /^Failed to load resource: the server responded with a status of 429 .*\(\/livelo\/select-device\)$/.test(
    line,
  );
}

function isRefusedRequest(line: string): boolean {
  if (/^Failed to load resource: the server responded with a status of [45]\d\d/.test(line))
    return true;
  // The checkout's own log line of that answer (platform/logger.ts): an ApiError with its status.
  try {
    const record = JSON.parse(line.replace(/ \([^)]*\)$/, '')) as {
      level?: string;
      error?: { name?: string; status?: number };
    };
    return (
      record.level === 'error' &&
      record.error?.name === 'ApiError' &&
      (record.error.status ?? 0) >= 400
    );
  } catch {
    return false;
  }
}

/** The drivers a path needs that the templates' tests/journeyDriver.ts files lack, one phrase each. */
export function missingDrivers(journey: PlannedJourney): string[] {
  const missing: string[] = [];
  for (const hop of journey.path.hops) {
    if (hop.outcome === null) {
      if (!journeyDrivers[hop.templateId]?.endHeading)
        missing.push(`the end screen of template '${hop.templateId}'`);
      continue;
    }
    if (!journeyDrivers[hop.templateId]?.outcomes[hop.outcome])
      missing.push(`template '${hop.templateId}' outcome '${hop.outcome}' (step '${hop.stepId}')`);
  }
  const first = journey.path.hops[0];
  if (
    first &&
    templateRoute(first.templateId).includes('[') &&
    !journeyDrivers[first.templateId]?.arrive
  )
    missing.push(
      `how a buyer arrives on template '${first.templateId}' (its route names a record)`,
    );
  return missing;
}

/**
 * The link the buyer arrives with: the first step's route (with the record the driver makes
 * for it), the product, the flow by `flowId`, what the flow's `selectedBy` matches (the link a
 * real buyer follows), the Mozambique language, and what later outcomes need in the link.
 */
export async function entryUrl(walk: Walk): Promise<string> {
  const { journey } = walk;
  const first = journey.path.hops[0]!;
  const arrival = (await journeyDrivers[first.templateId]?.arrive?.(walk)) ?? {};
  const query = new URLSearchParams({ product: journey.product.code, flowId: journey.flow.id });
  for (const [key, values] of Object.entries(journey.flow.selectedBy ?? {})) {
    if (values[0] !== undefined) query.set(key, values[0]);
  }
  if (journey.product.mozambique) query.set('lang', 'pt-mz');
  for (const hop of journey.path.hops) {
    if (!hop.outcome) continue;
    const extra = journeyDrivers[hop.templateId]?.entryQuery?.(hop.outcome) ?? {};
    for (const [key, value] of Object.entries(extra)) query.set(key, value);
  }
  for (const [key, value] of Object.entries(arrival.query ?? {})) query.set(key, value);
  const path = templateRoute(first.templateId).replace(
    /\[([^\]]+)\]/g,
    (_, name: string) => arrival.params?.[name] ?? 'sample',
  );
  return `${baseUrl()}${path}?${query.toString()}`;
}

/**
 * The page is the step of `templateId`, in the journey's flow, with no missing-template page
 * and no error boundary.
 */
export async function arriveAt(walk: Walk, templateId: string): Promise<void> {
  const { page, journey } = walk;
  try {
    await page.waitForURL((url) => templateAt(url.pathname) === templateId, { timeout: 30_000 });
  } catch {
    throw new Error(
      `expected step '${currentStep(walk).id}' (${templateRoute(templateId)}); the browser is at ${new URL(page.url()).pathname}`,
    );
  }
  await page.waitForLoadState('domcontentloaded');
  const flowId = new URL(page.url()).searchParams.get('flowId');
  if (flowId !== journey.flow.id)
    throw new Error(`the journey left its flow: flowId=${flowId} in ${page.url()}`);
  const broken = await page.locator('[data-missing-template], [data-step-error]').count();
  if (broken > 0) throw new Error('the page shows a missing template or the step error boundary');
  // A pt-MZ journey reads Mozambican Portuguese on every step (issue 21 item 6).
  if (journey.product.mozambique) await expectMozambicanWords(page);
}

/** The end screen against what was chosen and charged (see the module comment). */
async function checkEndScreen(walk: Walk, templateId: string, charges: Charge[]): Promise<void> {
  const { page, journey } = walk;
  const heading = journeyDrivers[templateId]!.endHeading!(mainPurchase(walk));
  const expected = page.getByRole('heading', { level: 1, name: heading, exact: true });
  try {
    // Either heading settles it: the journey guard's, when the page lacks what it needs, at once.
    await expected
      .or(page.getByRole('heading', { level: 1, name: JOURNEY_LOST, exact: true }))
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 });
  } catch {
    // Reported below with the heading the page shows.
  }
  if ((await expected.count()) === 0)
    throw new Error(`the end screen's heading is '${await headings(page)}'; expected '${heading}'`);
  const main = mainPurchase(walk);
  const paid = charges.filter(
    (charge) => charge.status !== 'declined' && charge.status !== 'failed',
  );
  const mainCharge = main ? paid[0] : undefined;
  // A subscription's welcome names the plan it is on now: the one bought, when the walk bought
  // one (a renewal, an upgrade).
  const subscription = page.getByRole('region', { name: 'Sua assinatura' });
  const bought =
    main?.offer?.plan ?? (mainCharge?.planId ? planNames.get(mainCharge.planId) : undefined);
  if (bought && templateId === 'subscription-welcome') {
    try {
      await subscription.getByText(bought, { exact: true }).first().waitFor({ timeout: 15_000 });
    } catch {
      const shown =
        (await subscription.count()) > 0 ? await subscription.first().innerText() : '(none)';
      throw new Error(
        `'Sua assinatura' shows ${JSON.stringify(shown.replace(/\s+/g, ' '))}; expected the plan bought, '${bought}'`,
      );
    }
  }
  if (walk.verifiedCard) {
    // A card verification charges nothing: the subscription now has the card on file.
    const summary = page.getByRole('region', { name: 'Sua assinatura' });
    await summary
      .getByText(`Cobranças no cartão final ${walk.verifiedCard}`)
      .waitFor({ timeout: 15_000 });
    const onFile = cardOnFile(walk.record!.id);
    if (onFile?.last4 !== walk.verifiedCard)
      throw new Error(
        `the sandbox has card ${JSON.stringify(onFile)} on file; expected last four ${walk.verifiedCard}`,
      );
    return;
  }
  if (!main && !walk.unrecorded)
    throw new Error('the walk bought nothing, yet reached an end screen');
  if (templateId === 'success-invoice' && mainCharge) {
    await checkInvoiceCard(walk, mainCharge);
    return;
  }
  const region = page.getByRole('region', { name: 'Resumo do pedido' });
  try {
    await region.first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`the end screen '${heading}' shows no 'Resumo do pedido' receipt`);
  }
  const receipt = (await readReceipt(page))!;
  const problems: string[] = [];
  const expectField = (term: string, expected: string | undefined) => {
    if (expected !== undefined && receipt[term] !== expected)
      problems.push(`${term}: '${receipt[term] ?? '(missing)'}', expected '${expected}'`);
  };
  expectField('Produto', journey.product.title);
  if (walk.unrecorded) {
    const { planId, price, method } = walk.unrecorded;
    expectField('Plano', planId ? (planNames.get(planId) ?? planId) : undefined);
    expectField('Valor', price);
    expectField('Forma de pagamento', receiptMethodNames[method]);
  } else if (main && mainCharge) {
    const planName = mainCharge.planId ? planNames.get(mainCharge.planId) : undefined;
    expectField('Plano', main.offer?.plan ?? planName);
    if (main.offer?.plan && planName && main.offer.plan !== planName)
      problems.push(
        `the buyer chose '${main.offer.plan}' but the sandbox charged plan '${planName}'`,
      );
    if (mainCharge.trial) {
      // A free trial: nothing charged now; the first charge, its amount and date, instead.
      expectField('Cobrado agora', formatMoney(0, mainCharge.currency));
      expectField(
        'Primeira cobrança',
        receiptAmount(
          mainCharge.trial.firstChargeAmount,
          mainCharge.installments,
          mainCharge.currency,
        ),
      );
      expectField('Data da primeira cobrança', formatDate(mainCharge.trial.firstChargeAt));
    } else {
      expectField(
        'Valor',
        receiptAmount(mainCharge.amount, mainCharge.installments, mainCharge.currency),
      );
    }
    expectField('Forma de pagamento', receiptMethodNames[mainCharge.method]);
    expectField('Pedido', mainCharge.id);
    // Each add-on charged with the purchase is named on the receipt ('Adicional').
    const named = await receiptAddOns(page);
    const charged = mainCharge.addOnPlanIds.map((planId) => planNames.get(planId) ?? planId);
    if (
      named.length !== charged.length ||
      charged.some((name, index) => !named[index]?.startsWith(`${name} (`))
    )
      problems.push(`Adicional: ${JSON.stringify(named)}, expected ${JSON.stringify(charged)}`);
  }
  if (problems.length > 0)
    throw new Error(`the receipt does not show what was bought: ${problems.join('; ')}`);
}

/**
 * An invoice's confirmation is its own card ('Fatura paga', or 'Fatura a pagar' for a boleto):
 * the amount charged, how it was paid and the invoice the walk paid.
 */
async function checkInvoiceCard(walk: Walk, charge: Charge): Promise<void> {
  const name = charge.method === 'bankslip' ? 'Fatura a pagar' : 'Fatura paga';
  const card = walk.page
    .getByRole('group', { name })
    .or(walk.page.getByLabel(name, { exact: true }));
  try {
    await card.first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`the invoice's end screen shows no '${name}' card`);
  }
  const text = (await card.first().innerText()).replace(/\s+/g, ' ');
  const expected = [
    formatMoney(charge.amount, charge.currency),
    ...(charge.method === 'bankslip'
      ? ['no boleto']
      : [`Forma de pagamento: ${receiptMethodNames[charge.method]}`]),
    `Fatura ${walk.record?.id ?? ''}`,
  ];
  const missing = expected.filter((part) => !text.includes(part));
  if (missing.length > 0)
    throw new Error(
      `the '${name}' card reads ${JSON.stringify(text)}; it lacks ${missing.join(', ')}`,
    );
}

/** A path that leaves the checkout: the access link carries the main purchase's token. */
function checkExit(walk: Walk, leftTo: readonly string[], charges: Charge[]): void {
  const left = leftTo.at(-1);
  if (!left) throw new Error('the buyer never left the checkout');
  const main = charges.find((charge) => charge.status !== 'declined' && charge.status !== 'failed');
  if (!main) throw new Error(`left to ${left} with nothing charged`);
  if (new URL(left).searchParams.get('token') !== main.token)
    throw new Error(
      `left to ${left}; expected the access link with the purchase token ${main.token}`,
    );
  void walk;
}

/**
 * Exactly the payments the drivers expect, in order: one per purchase (an accepted upsell is a
 * second one, a refused card an attempt of its own), each with the method and the status of the
 * path (an approved card, a paid Pix, an issued boleto still pending), and each amount equal to
 * the price the buyer chose.
 */
function checkCharges(walk: Walk, charges: Charge[]): void {
  const expected = walk.charges;
  const problems: string[] = [];
  if (charges.length !== expected.length) {
    problems.push(
      `the sandbox holds ${charges.length} payment(s) (${describeCharges(charges)}); expected ${expected.length} (${describeExpected(expected)})`,
    );
  } else {
    expected.forEach((want, index) => {
      const got = charges[index]!;
      if (got.method !== want.method || got.status !== want.status)
        problems.push(
          `payment ${index + 1} is ${got.method} ${got.status}; expected ${want.method} ${want.status}`,
        );
      const price = want.offer?.price;
      if (price && want.status !== 'declined') {
        const mismatch = priceMismatch(price, got);
        if (mismatch) problems.push(`payment ${index + 1} (${want.purchase}): ${mismatch}`);
      }
    });
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
}

/** Why a charge does not match the price the buyer read ('12x de R$95,00', 'R$1.140,00 à vista'). */
function priceMismatch(price: string, charge: Charge): string | undefined {
  const total = orderTotal(charge);
  const charged = charge.trial
    ? `${formatMoney(total, charge.currency)} at the end of the free trial`
    : formatMoney(total, charge.currency);
  if (charge.trial && charge.amount !== 0)
    return `a free trial charged ${formatMoney(charge.amount, charge.currency)} now`;
  // '12x de R$95,00', '12x (1x de R$103,12 + 11x de R$103,08)', '1x de R$103,12 + 11x de …'.
  const parts = [...price.matchAll(/(\d+)x de (R\$\s?[\d.]+,\d{2}|[\d\u00a0 ]+,\d{2}\s?MT)/g)];
  if (parts.length > 0) {
    const count = parts.reduce((sum, part) => sum + Number(part[1]), 0);
    const read = parts.reduce(
      (sum, part) => sum + Number(part[1]) * (parseMoney(part[2]!) ?? NaN),
      0,
    );
    if (count !== charge.installments)
      return `the buyer chose ${count}x, the sandbox charged ${charge.installments}x`;
    // With interest the installments round to the cent: within a cent each.
    if (!(Math.abs(read - total) < count))
      return `the buyer read ${price}, the sandbox charged ${charged}`;
    return undefined;
  }
  const shown = parseMoney(price);
  if (shown !== undefined && shown !== total)
    return `the buyer read ${price}, the sandbox charged ${charged}`;
  return undefined;
}

/**
 * 'Voltar' (the shell's button, else the browser's back) from the end to each step that took
 * the card, latest first: it shows the payment confirmed, no pay button and no card field, and
 * the sandbox still holds the same payments.
 */
async function checkVoltar(walk: Walk, before: Charge[]): Promise<void> {
  const { page } = walk;
  for (const paid of [...walk.paidSteps].reverse()) {
    for (let tries = 0; templateAt(new URL(page.url()).pathname) !== paid.templateId; tries += 1) {
      if (tries >= 8) throw new Error(`'Voltar' never reached step '${paid.stepId}'`);
      const from = page.url();
      const voltar = page.getByRole('banner').getByRole('button', { name: 'Voltar' });
      // The shell's 'Voltar' is the browser's back; a page without it gets the browser's.
      const clicked =
        (await voltar.isVisible()) &&
        (await voltar.click({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ));
      if (!clicked) await page.goBack();
      await page.waitForURL((url) => url.href !== from, { timeout: 15_000 });
      await page.waitForLoadState('domcontentloaded');
    }
    const payAgain = page.getByRole('button', { name: paid.payButton, exact: true });
    const cardField = page.getByLabel('Número do cartão');
    // The receipt it shows is the purchase paid on that step (not the page 'Voltar' left).
    const index = walk.charges
      .map((charge) => charge.stepId === paid.stepId && charge.status === 'approved')
      .lastIndexOf(true);
    const reference = before[index]?.id;
    // A card that started a free trial paid nothing yet: the step says the trial is on.
    const heading = before[index]?.trial ? 'Período grátis já ativado' : paid.paidAgainHeading;
    // The step reads the session after it mounts: wait until it has settled on what it shows.
    const confirmed = page.getByRole('heading', { level: 1, name: heading, exact: true });
    const settled = async () =>
      (await confirmed.count()) > 0 &&
      (await payAgain.count()) === 0 &&
      (await cardField.count()) === 0 &&
      (await readReceipt(page))?.Pedido === reference;
    const until = Date.now() + 15_000;
    while (!(await settled()) && Date.now() < until) await page.waitForTimeout(250);
    if (!(await settled())) {
      const offers = (await payAgain.count()) > 0 || (await cardField.count()) > 0;
      throw new Error(
        `'Voltar' to step '${paid.stepId}' after paying shows '${await headings(page)}'${offers ? ' and still offers to pay again' : ''} (receipt of ${(await readReceipt(page))?.Pedido ?? 'nothing'}); expected '${heading}', the receipt of ${reference} and no way to pay`,
      );
    }
  }
  const after = await chargesOf({
    email: walk.buyer.email,
    ...(walk.record?.kind === 'subscription' ? { subscriptionId: walk.record.id } : {}),
  });
  if (describeCharges(after) !== describeCharges(before))
    throw new Error(
      `after 'Voltar' the sandbox holds ${describeCharges(after)}; before ${describeCharges(before)}`,
    );
}
