/**
 * What the journey drivers share (tests/e2e/journeys.e2e.ts walks with them): the shapes of a
 * walk and of a driver, and the moves several templates make. Each template's own driver is in
 * its folder, `templates/<id>/tests/journeyDriver.ts` (found by ./journeyDrivers.ts):
 * `outcomes[outcome]` acts on the page of a step until the buyer leaves it by that outcome
 * (template.json `journey.outcomes`). A driver also says what the sandbox should have charged
 * (`walk.charges`), and what the buyer chose on a page that pays (plan, price), so the end
 * screen can be compared with both.
 *
 * Test data comes from sandbox/README.md: test cards, Pix paid through the sandbox, M-Pesa
 * numbers, Livelo CPFs, the SMS code, and fresh copies of the seeded account records.
 */
import type { Locator, Page } from 'playwright-core';
import type { JourneyStep } from '@/lib/journey/journeyModel';
import { liveloTestAccounts } from '@/sandbox/liveloRecords';
import { mpesaTestNumbers } from '@/sandbox/mpesa';
import { testCards as sandboxTestCards } from '@/sandbox/paymentProcessor';
import type { CardOutcome } from '@/sandbox/paymentProcessor';
import { baseUrl } from './browser';
import { fillCard, futureExpiry, uniqueEmail } from './buyerFlow';
import type { PlannedJourney } from './journeyPlan';

function sandboxCard(outcome: CardOutcome): string {
  const card = sandboxTestCards.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`the sandbox has no test card '${outcome}'`);
  return card.number;
}

/** Whether a payment method is one of the in-person methods (an attendant's back office confirms it). */
export function isInPerson(method: string): boolean {
  return ['credit-card-in-person', 'pix-in-person', 'cash', 'cheque'].includes(method);
}

/** The sandbox's test cards the walker pays with (sandbox/README.md "Test cards"). */
export const testCards = {
  approved: sandboxCard('approved'),
  declined: sandboxCard('declined'),
  /** Held for the acquirer's review: answered pending until the sandbox approves it. */
  review: sandboxCard('review'),
} as const;

/** The message of a refused payment (spec §8). */
export const PAYMENT_FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

/** What the buyer read about the purchase on the page that paid: the plan and the price. */
export interface ChosenOffer {
  /** The plan's name in the 'Resumo da compra' summary, when the page has one. */
  plan?: string;
  /** The price of the chosen way of paying as shown: '12x de R$95,00', 'R$1.140,00 à vista'. */
  price?: string;
}

/** A payment the sandbox should hold at the end of the walk, in the order it was made. */
export interface ExpectedCharge {
  /** The main purchase, or the upsell bought after it (a second purchase). */
  purchase: 'main' | 'upsell';
  /** The sandbox's `payments.method`. */
  method: string;
  /** What GET /api/v2/payment/{id} answers at the end. */
  status: 'approved' | 'pending' | 'declined';
  /** The step that paid. */
  stepId: string;
  offer?: ChosenOffer;
}

/** A step where the buyer paid by card: 'Voltar' to it must not take a second payment. */
export interface PaidStep {
  stepId: string;
  templateId: string;
  /** The pay button of the step, which must be gone when the buyer comes back. */
  payButton: string;
  /** What the step says when the buyer comes back after paying on it. */
  paidAgainHeading: string;
}

/** One walk: the path, the buyer, and what the drivers recorded on the way. */
export interface Walk {
  readonly page: Page;
  readonly journey: PlannedJourney;
  readonly buyer: { name: string; email: string; phone: string };
  /** The hop (index in `journey.path.hops`) being driven. */
  hop: number;
  /** The account record the walk started from (a fresh copy of a seeded one). */
  record?: { id: string; kind: 'invoice' | 'subscription' | 'recovery' };
  /** Payments the sandbox should hold at the end. */
  charges: ExpectedCharge[];
  /**
   * A purchase paid without a sandbox payment (Livelo points): shown on the receipt only, with
   * the plan Livelo priced and the price the buyer confirmed.
   */
  unrecorded?: { method: 'livelo'; stepId: string; planId?: string; price?: string };
  /** The card a verification put on file (payment-verification), last four digits. */
  verifiedCard?: string;
  paidSteps: PaidStep[];
  /** The step on which the buyer first tries the declined test card (the declined-then-approved check). */
  declineOn?: string;
  /** Set once the declined card was refused as it should be on `declineOn`. */
  declineSeen?: boolean;
  /** The card number a card outcome pays with (default: the approved test card). */
  cardNumber?: string;
  /** Presses the filled payment form's pay button (default: a click). */
  press?: (button: Locator) => Promise<void>;
}

/** Acts on the current step's page until the buyer leaves it by one outcome. */
export type OutcomeDriver = (walk: Walk) => Promise<void>;

/** Where a walk that starts on this template arrives: the route's `[id]` and query. */
export interface Arrival {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** What the walker knows about one template (its folder's `tests/journeyDriver.ts`). */
export interface TemplateDriver {
  /** What a buyer does to leave the step by each outcome (none for an end screen). */
  outcomes: Record<string, OutcomeDriver>;
  /**
   * For an end screen (a template without outcomes): its heading for what the walk bought, its
   * main purchase (the first charge of the main purchase that was not refused).
   */
  endHeading?: (main: ExpectedCharge | undefined) => string;
  /** For a flow that starts on this template: the link a buyer arrives with. */
  arrive?: (walk: Walk) => Promise<Arrival>;
  /**
   * Query parameters a walk needs in its entry link to take `outcome` here (the in-person
   * methods are offered only when the link names a seller).
   */
  entryQuery?: (outcome: string) => Record<string, string> | undefined;
  /** The outcome paid by card, and whether a step with these props shows the card form. */
  card?: { outcome: string; takesCard: (step: JourneyStep) => boolean };
}

// ---------------------------------------------------------------------------------------------
// The walk's step

/** The flow step being driven. */
export function currentStep(walk: Walk): JourneyStep {
  const hop = walk.journey.path.hops[walk.hop];
  const step = walk.journey.flow.steps.find((candidate) => candidate.id === hop?.stepId);
  if (!step) throw new Error(`no step for hop ${walk.hop} of ${walk.journey.name}`);
  return step;
}

export function propsOf(walk: Walk): Record<string, unknown> {
  return (currentStep(walk).props ?? {}) as Record<string, unknown>;
}

export function prop(walk: Walk, name: string): string | undefined {
  const value = propsOf(walk)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The outcome the path takes on a later step of this template, if it reaches one. */
export function laterOutcome(walk: Walk, templateId: string): string | null | undefined {
  return walk.journey.path.hops.slice(walk.hop + 1).find((hop) => hop.templateId === templateId)
    ?.outcome;
}

// ---------------------------------------------------------------------------------------------
// Page helpers

async function fillIfPresent(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) > 0 && (await field.first().isVisible()))
    await field.first().fill(value);
}

async function selectIfPresent(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) > 0 && (await field.first().isVisible()))
    await field.first().selectOption(value);
}

/** Clicks the step's button with this accessible name (exact), once it is there. */
export async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name, exact: true }).first();
  await button.waitFor();
  await button.click();
}

/** The tax-invoice document and the billing address, where the page asks for them. */
export async function fillBuyerDetails(walk: Walk): Promise<void> {
  const { page } = walk;
  const mz = walk.journey.product.mozambique;
  await fillIfPresent(page, 'CPF ou CNPJ para a nota fiscal', '295.379.955-93');
  await fillIfPresent(page, mz ? 'Código postal' : 'CEP', mz ? '1100' : '01310-100');
  await fillIfPresent(
    page,
    'Endereço',
    mz ? 'Av. Julius Nyerere, 123' : 'R. 7 de Setembro, 45 - apto 3',
  );
  await fillIfPresent(page, 'Número', '123');
  await fillIfPresent(page, 'Bairro', 'Centro');
  await fillIfPresent(page, 'Cidade', mz ? 'Maputo' : 'São Paulo');
  await selectIfPresent(page, 'Estado', 'SP');
  await fillIfPresent(page, 'Província', 'Maputo');
  await fillIfPresent(page, 'País', mz ? 'Moçambique' : 'Brasil');
}

/** The payment-method cards of a payment form ('Forma de pagamento'). */
function methodCards(page: Page) {
  return page.getByRole('main').getByRole('group', { name: 'Forma de pagamento' }).first();
}

/** Opens the payment-method card whose title starts with `title`; its accessible name. */
async function chooseMethod(page: Page, title: string): Promise<string> {
  const button = methodCards(page)
    .getByRole('button', { name: new RegExp(`^${title}\\b`) })
    .first();
  try {
    await button.waitFor({ timeout: 15_000 });
  } catch {
    const offered = await methodCards(page)
      .getByRole('button')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `the payment form offers no '${title}' (it offers: ${offered.map((text) => text.replace(/\s+/g, ' ')).join(' | ') || 'nothing'})`,
    );
  }
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return ((await button.getAttribute('aria-label')) ?? (await button.innerText())).replace(
    /\s+/g,
    ' ',
  );
}

/**
 * The plan the 'Resumo da compra' summary names: its heading, or, for an order with add-ons
 * ('Seu pedido'), its first item.
 */
export async function summaryPlan(page: Page): Promise<string | undefined> {
  const summary = page.getByRole('region', { name: 'Resumo da compra' }).first();
  if ((await summary.count()) === 0) return undefined;
  const heading = (await summary.getByRole('heading').first().innerText()).trim();
  if (heading !== 'Seu pedido') return heading;
  const first = summary.getByRole('listitem').first();
  const [label] = (await first.innerText()).split('\n');
  return label?.trim();
}

/**
 * The plan an upgrade moves to: the first line of its 'Novo plano' summary; else the plan of
 * the 'Resumo da compra' summary.
 */
async function chosenPlan(page: Page): Promise<string | undefined> {
  const target = page.getByRole('region', { name: 'Novo plano' }).first();
  if ((await target.count()) > 0) {
    const name = await target.getByRole('paragraph').first().innerText();
    return name.trim();
  }
  return summaryPlan(page);
}

/** What the page shows of the purchase for the chosen way of paying (see `ChosenOffer`). */
async function readOffer(page: Page, methodName: string, title: string): Promise<ChosenOffer> {
  const offer: ChosenOffer = {};
  offer.plan = await chosenPlan(page);
  const installments = page.getByLabel('Parcelas', { exact: true });
  if ((await installments.count()) > 0 && (await installments.first().isVisible())) {
    offer.price = await installments
      .first()
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  } else {
    offer.price = methodName.slice(title.length).trim();
  }
  return offer;
}

/** The step's pay button, once the form is there. */
export async function payButton(page: Page, label: string) {
  const button = page.getByRole('main').getByRole('button', { name: label, exact: true }).first();
  await button.waitFor({ timeout: 20_000 });
  return button;
}

export async function fillCardNumber(page: Page, number: string): Promise<void> {
  await fillCard(page, { holder: 'Ana Caminhante', number, expiry: futureExpiry(), cvv: '123' });
}

/**
 * The declined-then-approved check on this step (when the walk asks for it): the declined
 * test card is refused with the payment message, every card field but the CVV keeps what was
 * typed, and the buyer then types the approved card's number and a CVV.
 */
export async function declineFirstIfAsked(
  walk: Walk,
  payLabel: string,
  /** The purchase the refused attempt was for; none when the step charges nothing. */
  purchase: 'main' | 'upsell' | undefined,
): Promise<boolean> {
  const step = currentStep(walk);
  if (walk.declineOn !== step.id) return false;
  const { page } = walk;
  await fillCardNumber(page, testCards.declined);
  await fillBuyerDetails(walk);
  const expiry = await page.getByLabel('Validade (MM/AA)').inputValue();
  await (await payButton(page, payLabel)).click();
  await page.getByText(PAYMENT_FAILED).first().waitFor({ timeout: 20_000 });
  const kept = {
    holder: await page.getByLabel('Nome impresso no cartão').inputValue(),
    number: await page.getByLabel('Número do cartão').inputValue(),
    expiry: await page.getByLabel('Validade (MM/AA)').inputValue(),
    cvv: await page.getByLabel('Código de segurança (CVV)').inputValue(),
  };
  const expected = {
    holder: 'Ana Caminhante',
    number: '4000 0000 0000 0002',
    expiry,
    cvv: '',
  };
  if (JSON.stringify(kept) !== JSON.stringify(expected)) {
    throw new Error(
      `after the declined card the form holds ${JSON.stringify(kept)}; expected every field kept but the CVV: ${JSON.stringify(expected)}`,
    );
  }
  if (purchase)
    walk.charges.push({ purchase, method: 'credit-card', status: 'declined', stepId: step.id });
  walk.declineSeen = true;
  await page.getByLabel('Número do cartão').fill(testCards.approved);
  await page.getByLabel('Código de segurança (CVV)').fill('123');
  return true;
}

/**
 * Pays on a payment form (payment, upsell-payment and the account screens) the way `method`
 * says, and records what the buyer chose and what the sandbox should hold.
 */
export async function payOnForm(
  walk: Walk,
  options: {
    method: 'card' | 'review-card' | 'pix' | 'bankslip' | 'm-pesa' | 'in-person';
    label: string;
    purchase: 'main' | 'upsell';
  },
): Promise<void> {
  const { page } = walk;
  const step = currentStep(walk);
  const submit = await payButton(page, options.label);
  let title: string;
  let method: string;
  let status: ExpectedCharge['status'];
  if (options.method === 'card' || options.method === 'review-card') {
    title = 'Cartão de crédito';
    method = 'credit-card';
    status = options.method === 'card' ? 'approved' : 'pending';
  } else if (options.method === 'pix') {
    title = 'Pix';
    method = 'pix';
    // Paid on the Pix step the outcome leads to.
    status = 'approved';
  } else if (options.method === 'bankslip') {
    title = 'Boleto';
    method = 'bankslip';
    status = 'pending';
  } else if (options.method === 'm-pesa') {
    title = 'M-Pesa';
    method = 'm-pesa';
    status = 'approved';
  } else {
    const inPerson = await firstInPersonMethod(page);
    title = inPerson.title;
    method = inPerson.method;
    // The attendant's back office confirms it; the sandbox has none.
    status = 'pending';
  }
  const hasMethodCards = (await methodCards(page).count()) > 0;
  const methodName = hasMethodCards ? await chooseMethod(page, title) : title;
  if (options.method === 'card') {
    const declined = await declineFirstIfAsked(walk, options.label, options.purchase);
    if (!declined) await fillCardNumber(page, walk.cardNumber ?? testCards.approved);
  } else if (options.method === 'review-card') {
    await fillCardNumber(page, testCards.review);
  }
  if (options.method === 'm-pesa') {
    // The sandbox's M-Pesa number that confirms with the PIN, as the buyer types it (no +258).
    const approves = mpesaTestNumbers.find((number) => number.outcome === 'approved')!;
    await page.getByLabel('Número M-Pesa').fill(approves.phone.replace(/^\+258/, ''));
  }
  await fillBuyerDetails(walk);
  const offer = await readOffer(page, methodName, title);
  if (walk.press) await walk.press(submit);
  else await submit.click();
  walk.charges.push({ purchase: options.purchase, method, status, stepId: step.id, offer });
  if (options.method === 'card') {
    walk.paidSteps.push({
      stepId: step.id,
      templateId: step.templateId,
      payButton: options.label,
      paidAgainHeading: 'Pagamento já confirmado',
    });
  }
}

/** How the buyer and the attendant read each in-person method, in the form's order. */
const inPersonMethods = [
  { title: 'Cartão na maquininha', method: 'credit-card-in-person' },
  { title: 'Pix no balcão', method: 'pix-in-person' },
  { title: 'Dinheiro', method: 'cash' },
  { title: 'Cheque', method: 'cheque' },
] as const;

async function firstInPersonMethod(page: Page): Promise<(typeof inPersonMethods)[number]> {
  await methodCards(page).getByRole('button').first().waitFor();
  for (const candidate of inPersonMethods) {
    const button = methodCards(page).getByRole('button', {
      name: new RegExp(`^${candidate.title}\\b`),
    });
    if ((await button.count()) > 0) return candidate;
  }
  throw new Error('the payment form offers no in-person method (is a seller in the link?)');
}

/** A payment step's outcomes, for the main purchase or the upsell. */
export function paymentOutcomes(
  purchase: 'main' | 'upsell',
  defaultLabel: string,
): Record<string, OutcomeDriver> {
  const label = (walk: Walk) => prop(walk, 'buttonLabel') ?? defaultLabel;
  return {
    approved: (walk) => payOnForm(walk, { method: 'card', label: label(walk), purchase }),
    pix: (walk) => payOnForm(walk, { method: 'pix', label: label(walk), purchase }),
    bankslip: (walk) => payOnForm(walk, { method: 'bankslip', label: label(walk), purchase }),
    'm-pesa': (walk) => payOnForm(walk, { method: 'm-pesa', label: label(walk), purchase }),
    'in-person': (walk) => payOnForm(walk, { method: 'in-person', label: label(walk), purchase }),
    pending: (walk) => payOnForm(walk, { method: 'review-card', label: label(walk), purchase }),
  };
}

// ---------------------------------------------------------------------------------------------
// The sandbox

/** POST to a sandbox-only endpoint (sandbox/README.md "Sandbox-only endpoints"). */
export async function sandboxPost(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A fresh copy of a seeded account record for this walk (its own id, open again); `extra` says
 * the buyer's e-mail of an invoice or a recovery, or the card on file of a subscription.
 */
export async function copyRecord(
  walk: Walk,
  from: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const copy = (await sandboxPost('/api/sandbox/account-records', {
    from,
    ...extra,
  })) as { id: string; kind: 'invoice' | 'subscription' | 'recovery' };
  walk.record = { id: copy.id, kind: copy.kind };
  return copy.id;
}

/**
 * Runs `action` while no other walk of this process runs an action under the same key: the
 * sandbox's fault switch is one for the whole server, so a walk that arms a fault and the walks
 * that call the same endpoint take turns.
 */
export async function exclusive<T>(key: string, action: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chained = previous.then(() => mine);
  locks.set(key, chained);
  await previous;
  try {
    return await action();
  } finally {
    release();
    if (locks.get(key) === chained) locks.delete(key);
  }
}
const locks = new Map<string, Promise<void>>();

/** Livelo answers 503 to the next call of `path`: the sandbox's fault switch. */
async function liveloDownAt(path: string): Promise<void> {
  await sandboxPost('/api/sandbox/faults', { method: 'POST', path, status: 503, times: 1 });
}

/** Disarms every fault (one that a step never triggered must not fail another walk). */
async function disarmFaults(): Promise<void> {
  await fetch(`${baseUrl()}/api/sandbox/faults`, { method: 'DELETE' });
}

/** Waits until the page leaves `pathname` (or `ms` pass). */
async function leaves(page: Page, pathname: string, ms = 30_000): Promise<void> {
  await page.waitForURL((url) => url.pathname !== pathname, { timeout: ms });
}

/**
 * A Livelo action that calls `path` (sending, checking the code, redeeming): under the lock
 * of the fault switch, with Livelo down for that call when `down` (the step's `error` outcome).
 */
export async function liveloCall(
  walk: Walk,
  path: string,
  down: boolean,
  act: () => Promise<void>,
) {
  await exclusive('sandbox-faults', async () => {
    const from = new URL(walk.page.url()).pathname;
    if (down) await liveloDownAt(path);
    try {
      await act();
      await leaves(walk.page, from);
    } finally {
      if (down) await disarmFaults();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Livelo (sandbox/README.md "Livelo")

/** A Livelo test account's CPF (sandbox/liveloRecords.ts), typed as digits. */
function liveloCpfWhere(test: (account: (typeof liveloTestAccounts)[number]) => boolean): string {
  const account = liveloTestAccounts.find(test);
  if (!account) throw new Error('the sandbox has no such Livelo test account');
  return account.cpf;
}

export const LIVELO_CPF = {
  /** The richest active account: points, mixed and cash all possible. */
  points: liveloCpfWhere(
    (account) =>
      account.state === 'active' &&
      account.balance === Math.max(...liveloTestAccounts.map((item) => item.balance)),
  ),
  /** An active account with too few points for any points option. */
  insufficient: liveloCpfWhere(
    (account) => account.state === 'active' && account.balance > 0 && account.balance < 10_000,
  ),
  /** A blocked account: 423 livelo_account_blocked. */
  blocked: liveloCpfWhere((account) => account.state === 'blocked'),
};

// ---------------------------------------------------------------------------------------------
// Steps that go on

/** Presses the step's button (its `buttonLabel` prop, else the template's own label). */
export function pressNext(defaultLabel: string, propName = 'buttonLabel'): OutcomeDriver {
  return (walk) => press(walk.page, prop(walk, propName) ?? defaultLabel);
}

/** Chooses the second profile count (a plan other than the first), then goes on. */
export async function chooseProfiles(walk: Walk): Promise<void> {
  const main = walk.page.getByRole('main');
  const radios = main.getByRole('group', { name: 'Quantos perfis?' }).getByRole('radio');
  await radios.first().waitFor();
  await radios.nth((await radios.count()) > 1 ? 1 : 0).check();
  await press(walk.page, prop(walk, 'buttonLabel') ?? 'Continuar');
}

/**
 * Waits for a Pix page's code, giving the tax-invoice document first when the page asks it: a
 * Pix step that creates the charge itself (lead → pix, no payment form) asks it where the
 * brand sends it. Shared by the walker and the adversarial moves.
 */
export async function waitForPixCode(page: Page): Promise<void> {
  const copy = page.getByRole('button', { name: /Copiar/ }).first();
  const askDocument = page.getByRole('button', { name: 'Gerar código Pix', exact: true });
  await copy.or(askDocument).first().waitFor({ timeout: 20_000 });
  if (await askDocument.isVisible()) {
    await page.getByLabel('CPF ou CNPJ para a nota fiscal').fill('295.379.955-93');
    await askDocument.click();
  }
  await copy.waitFor({ timeout: 20_000 });
}

/** A fresh buyer for one walk (its e-mail finds its payments in the sandbox). */
export function walkBuyer(tag: string, mozambique: boolean): Walk['buyer'] {
  return {
    name: mozambique ? 'Joana Machava' : 'Ana Caminhante',
    email: uniqueEmail(`walk-${tag}`),
    phone: mozambique ? '+258841234567' : '(11) 98765-4321',
  };
}
