/**
 * A purchase step of the journey model (tests/e2e/purchaseMovePlan.ts) paid through the API, the
 * way its page pays it, with no browser: for the adversarial moves of the journey walker
 * (tests/e2e/purchaseMoves.e2e.ts). `openPurchase` arrives as the step's first path does (a new
 * lead with what the flow's link carries, or a fresh copy of the account record the walker's
 * driver starts from), pays the purchases the path pays before it, reads the product, record or
 * quote the page reads, and answers which methods the page offers and which orders the flow lets
 * the buyer change to. Each attempt is sent by the checkout's own API calls with a new
 * `Idempotency-Key` and the purchase's `Purchase-Id`; its body is built by the checkout's own
 * code (`buildPaymentBody`, `methodInput`, `selectPlan`, `paymentMethodOptions`) from the API's
 * answers, never from amounts written here.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  getInvoice,
  getRecovery,
  getSubscription,
  getUpgradeQuote,
  payAccount,
} from '@/checkout/api/accountApi';
import type {
  AccountPaymentRequest,
  Invoice,
  SubscriptionSummary,
  UpgradeQuote,
} from '@/checkout/api/accountTypes';
import { createApiClient } from '@/checkout/api/apiClient';
import type { ApiClient } from '@/checkout/api/apiClient';
import { isApiError } from '@/checkout/api/ApiError';
import {
  createLead,
  createPayment,
  getProductTickets,
  getProductV2,
  getPurchase,
  renewSubscriptionV1,
  renewSubscriptionV2,
} from '@/checkout/api/checkoutApi';
import type {
  PaymentMethod,
  Plan,
  ProductPlans,
  ProductV2Query,
  PurchaseResponse,
} from '@/checkout/api/types';
import type { BrandPublic } from '@/checkout/brandPublic';
import {
  getLiveloAccount,
  redeemLivelo,
  sendLiveloCode,
  validateLiveloCode,
} from '@/checkout/livelo/liveloApi';
import { profileChoices } from '@/checkout/multiProfile/profileChoices';
import { pricedOrderBumps } from '@/checkout/orderBump/pricedOrderBumps';
import { withOrderBumps } from '@/checkout/orderBump/withOrderBumps';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import { buildPaymentBody, methodInput, paymentAmount } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { paymentMethodOptions } from '@/checkout/payment/paymentMethodOptions';
import type { InPersonMethod } from '@/checkout/payment/paymentMethodOptions';
import { selectPlan } from '@/checkout/payment/selectPlan';
import type { StoredCardOnFile } from '@/checkout/sessionStore';
import type { JourneyHop, JourneyStep } from '@/lib/journey/journeyModel';
import { purchaseIdFor } from '@/lib/payment/purchase';
import type { PurchaseIntent } from '@/lib/payment/purchase';
import { applyFirstStepOverrides } from '@/renderer/rules/applyFirstStepOverrides';
import { resolveSellerSource } from '@/renderer/rules/resolveSellerSource';
import { liveloTestAccounts } from '@/sandbox/liveloRecords';
import { mpesaTestNumbers } from '@/sandbox/mpesa';
import { testCards as sandboxTestCards } from '@/sandbox/paymentProcessor';
import type { CardOutcome } from '@/sandbox/paymentProcessor';
import type { CardBrandValue } from '@/schemas/generated/types';
import { futureExpiry } from './buyerFlow';
import { walkBuyer } from './journeyDriverKit';
import type { Walk } from './journeyDriverKit';
import { journeyDrivers } from './journeyDrivers';
import type { ConfiguredProduct } from './journeyPlan';
import { hopPurchase } from './purchaseMovePlan';
import type { PurchaseKind, PurchasePath, PurchaseStep } from './purchaseMovePlan';
import { openSandboxDatabase } from './sandboxPayments';

/** The server the moves run against: its address and its sandbox's data directory. */
export interface MoveServer {
  baseUrl: string;
  dataDir: string;
}

/** A way of paying a page offers, as the API's `paymentMethods[0].type` names it. */
export type MethodName =
  | 'credit-card'
  | 'default-credit-card'
  | 'pix'
  | 'bankslip'
  | 'm-pesa'
  | InPersonMethod
  | 'livelo';

/** What one attempt got: the HTTP status and, for a refusal, its code and the purchase. */
export interface Attempt {
  method: MethodName;
  status: number;
  /** The error code of a refusal (`already_paid`, `payment_in_progress`…). */
  code?: string;
  /** The payment the attempt made or was answered with. */
  paymentId?: string;
  /** The purchase a 409 carries. */
  purchase?: PurchaseResponse;
  /** A refusal's message, for the report. */
  message?: string;
}

/** One order the buyer can pay on the step: what the page charges, named for the report. */
export interface Order {
  name: string;
  plan?: Plan;
  bumps: PricedOrderBump[];
}

/** What an attempt may vary: the order, the card number, the key. */
export interface AttemptOptions {
  /** Index in `orders` (default 0: the order the path takes). */
  order?: number;
  /** The card number of a card attempt (default: the approved test card). */
  card?: string;
  /** The attempt's Idempotency-Key (default: a new one). */
  key?: string;
}

/** A purchase step opened through the API, ready to be paid. */
export interface PurchaseSession {
  readonly step: PurchaseStep;
  readonly purchaseId: string;
  /** The ways of paying the page offers, in its order. */
  readonly methods: readonly MethodName[];
  /**
   * The orders the flow lets the buyer pay on this step: the first is the path's; the others
   * another profile count, another add-on, or another plan of the product a link can name.
   */
  readonly orders: readonly Order[];
  /** Sends one attempt (a new key unless given). */
  attempt(method: MethodName, options?: AttemptOptions): Promise<Attempt>;
  /** Completes a payment left waiting for the buyer (a Pix paid at the bank). */
  complete(attempt: Attempt): Promise<void>;
}

function sandboxCard(outcome: CardOutcome): { number: string; brand: string } {
  const card = sandboxTestCards.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`the sandbox has no test card '${outcome}'`);
  return card;
}

/** The sandbox's test cards the moves pay with (sandbox/README.md "Test cards"). */
export const moveCards = {
  approved: sandboxCard('approved').number,
  /** Approved after SANDBOX_SLOW_MS: two attempts of one purchase overlap. */
  slow: sandboxCard('slow').number,
  /** Another approved card (another brand): the second tab's. */
  other:
    sandboxTestCards.find(
      (card) => card.outcome === 'approved' && card.brand !== sandboxCard('approved').brand,
    )?.number ?? sandboxCard('approved').number,
  review: sandboxCard('review').number,
} as const;

function cardBrandOf(number: string): CardBrandValue {
  return sandboxTestCards.find((card) => card.number === number)?.brand ?? 'visa';
}

/** The richest active Livelo test account (sandbox/liveloRecords.ts), like the walker's. */
const LIVELO_CPF = liveloTestAccounts
  .filter((account) => account.state === 'active')
  .reduce((best, account) => (account.balance > best.balance ? account : best)).cpf;
const LIVELO_CODE = '654321';

/** The M-Pesa number whose push the simulated buyer confirms. */
const MPESA_APPROVES = mpesaTestNumbers.find((number) => number.outcome === 'approved')!.phone;

/** The sandbox's payments of a purchase (`payments.purchase_id`), oldest first. */
export interface PurchasePayment {
  id: string;
  method: string;
  status: string;
  amount: number;
  card_last4: string | null;
}

/** The payments the sandbox recorded for a purchase, read from its database. */
export function paymentsOfPurchase(purchaseId: string, dataDir: string): PurchasePayment[] {
  const db = openSandboxDatabase(dataDir);
  try {
    return db
      .prepare(
        `SELECT id, method, status, amount, card_last4 FROM payments WHERE purchase_id = ?
          ORDER BY created_at, rowid`,
      )
      .all(purchaseId) as PurchasePayment[];
  } finally {
    db.close();
  }
}

/**
 * The payments of a purchase with the status the API answers now (an M-Pesa push is settled
 * when asked, not in its row).
 */
export async function paymentsOfPurchaseNow(
  server: MoveServer,
  purchaseId: string,
): Promise<PurchasePayment[]> {
  return Promise.all(
    paymentsOfPurchase(purchaseId, server.dataDir).map(async (payment) => {
      if (payment.status !== 'pending' || payment.method !== 'm-pesa') return payment;
      const response = await fetch(
        `${server.baseUrl}/api/v2/payment/${encodeURIComponent(payment.id)}`,
      );
      const answer = (await response.json()) as { status?: string };
      return { ...payment, status: answer.status ?? payment.status };
    }),
  );
}

/** A payment's status as the sandbox keeps it. */
export function paymentStatus(paymentId: string, dataDir: string): string | undefined {
  const db = openSandboxDatabase(dataDir);
  try {
    const row = db.prepare('SELECT status FROM payments WHERE id = ?').get(paymentId) as
      | { status: string }
      | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

/** POST to a sandbox-only endpoint of `server`; the answer's status and JSON. */
export async function sandboxCall(
  server: MoveServer,
  path: string,
  body: unknown = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** Pays a Pix code at the bank (the sandbox's stand-in); the status it answers. */
export async function payPixAtBank(server: MoveServer, paymentId: string): Promise<string> {
  const answer = await sandboxCall(server, `/api/sandbox/pix/${encodeURIComponent(paymentId)}/pay`);
  if (answer.status !== 200)
    throw new Error(
      `paying Pix ${paymentId} answered ${answer.status}: ${JSON.stringify(answer.json)}`,
    );
  return String(answer.json.status);
}

/** Where a purchase stands, as GET /api/v2/purchase/{id} answers. */
export function purchaseState(client: ApiClient, purchaseId: string): Promise<PurchaseResponse> {
  return getPurchase(purchaseId, client);
}

// ---------------------------------------------------------------------------------------------
// What the page knows: brand, business, link

interface ProductFile {
  business?: string;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The brand.json of a configured product. */
function brandOf(product: ConfiguredProduct): BrandPublic {
  return readJson<BrandPublic>(join(dirname(dirname(product.file)), 'brand.json'));
}

/** The link a buyer arrives with on this path (the walker's `entryUrl`, without the route). */
function entryQuery(path: PurchasePath): Record<string, string> {
  const { journey } = path;
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(journey.flow.selectedBy ?? {}))
    if (values[0] !== undefined) query[key] = values[0];
  for (const hop of journey.path.hops) {
    if (!hop.outcome) continue;
    Object.assign(query, journeyDrivers[hop.templateId]?.entryQuery?.(hop.outcome) ?? {});
  }
  return query;
}

/** What every page of the journey knows: business, seller, source, query. */
interface PageFacts {
  product: ConfiguredProduct;
  brand: BrandPublic;
  business: string;
  seller: string;
  source: string;
  query: Record<string, string>;
}

function pageFacts(path: PurchasePath, extraQuery: Record<string, string> = {}): PageFacts {
  const product = path.journey.product;
  const brand = brandOf(product);
  const config = readJson<ProductFile>(product.file);
  const overridden = applyFirstStepOverrides({
    flow: path.journey.flow as Parameters<typeof applyFirstStepOverrides>[0]['flow'],
    query: { ...entryQuery(path), ...extraQuery },
    business: config.business ?? brand.business,
  });
  const { seller, source } = resolveSellerSource(overridden.query);
  return { product, brand, business: overridden.business, seller, source, query: overridden.query };
}

function stepOf(path: PurchasePath, hop = path.hop): JourneyStep {
  const id = path.journey.path.hops[hop]?.stepId;
  const step = path.journey.flow.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step for hop ${hop} of ${path.journey.name}`);
  return step;
}

function propsOf(step: JourneyStep): Record<string, unknown> {
  return (step.props ?? {}) as Record<string, unknown>;
}

function stringProp(step: JourneyStep, name: string): string | undefined {
  const value = propsOf(step)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Whether the step names a Pix step (the page offers Pix only then). */
function hasPixStep(step: JourneyStep): boolean {
  return Boolean(step.nextStepIds?.pix);
}

/** The answer of a refused call as an attempt. */
function refused(method: MethodName, error: unknown): Attempt {
  if (!isApiError(error) || error.status === undefined) throw error;
  const body = error.body as
    | { error?: { message?: string }; purchase?: PurchaseResponse }
    | undefined;
  return {
    method,
    status: error.status,
    ...(error.code ? { code: error.code } : {}),
    ...(body?.purchase ? { purchase: body.purchase } : {}),
    ...(body?.error?.message ? { message: body.error.message } : {}),
  };
}

function cardChoice(installments: number, number: string, holder: string): PaymentChoice {
  return {
    type: 'credit-card',
    installments,
    card: {
      number,
      holderName: holder,
      expiry: futureExpiry(),
      cvv: '123',
      brand: cardBrandOf(number),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The buyer's journey up to the step

/** What the path did before the step, as the payment page reads it from the session. */
interface JourneySoFar {
  leadId?: string;
  /** The plan a multi-profile step chose (`PURCHASED_PLAN`). */
  purchasedPlanId?: string;
  /** The profile plans the last multi-profile step offered (the orders a buyer can change to). */
  profilePlans?: ReadonlyArray<{ planId: string; profiles: number }>;
  /** The add-ons an order-bump step ticked, and all it offered. */
  bumps?: ReadonlyArray<{ id: string; planId: string; title: string }>;
  offeredBumps?: ReadonlyArray<{ id: string; planId: string; title: string }>;
  /** The plan a custom-offer step chose (`defaultSelectedPlan`). */
  storedPlanId?: string;
  /** The card on file the main purchase's card payment gave (the upsell offers it). */
  cardOnFile?: StoredCardOnFile;
}

/** The buyer of a move: one per opened purchase, by its e-mail. */
export interface MoveBuyer {
  name: string;
  email: string;
  phone: string;
}

/** The context every attempt of a purchase session shares. */
interface Opened {
  server: MoveServer;
  client: ApiClient;
  path: PurchasePath;
  facts: PageFacts;
  buyer: MoveBuyer;
  soFar: JourneySoFar;
  /** The account record the journey started from. */
  record?: { id: string; kind: string };
}

/** Plays the hops of the path before the step: what they choose, and what they pay. */
async function playBefore(opened: Opened): Promise<void> {
  const { path } = opened;
  const hops = path.journey.path.hops;
  for (let index = 0; index < path.hop; index += 1) {
    const hop = hops[index]!;
    const step = stepOf(path, index);
    const props = propsOf(step);
    if (hop.templateId === 'lead') {
      const lead = await createLead(
        {
          name: opened.buyer.name,
          email: opened.buyer.email,
          phone: opened.buyer.phone,
          business: opened.facts.business,
          productCode: opened.facts.product.code,
          seller: opened.facts.seller,
          source: opened.facts.source,
        },
        opened.client,
      );
      opened.soFar.leadId = lead.leadId;
    } else if (Array.isArray(props.profilePlans) && hop.outcome === 'next') {
      // A multi-profile step: the walker chooses the second count of profiles, if there is one.
      const plans = props.profilePlans as Array<{ planId: string; profiles: number }>;
      const product = await productPlans(opened, step);
      const choices = profileChoices(product, plans, props.maxProfiles as number | undefined);
      const chosen = choices[choices.length > 1 ? 1 : 0];
      opened.soFar.profilePlans = plans;
      if (chosen) opened.soFar.purchasedPlanId = chosen.plan.id;
    } else if (Array.isArray(props.bumps) && hop.templateId === 'order-bump') {
      // The order bump: the walker ticks the first add-on.
      const offered = props.bumps as Array<{ id: string; planId: string; title: string }>;
      opened.soFar.offeredBumps = offered;
      opened.soFar.bumps = offered.slice(0, 1);
    } else if (hop.templateId === 'custom-offer') {
      const chosen = opened.facts.query.oferta ?? stringProp(step, 'planId');
      if (chosen) opened.soFar.storedPlanId = chosen;
    } else if (hopPurchase(hops, index) !== undefined) {
      // A purchase the path pays before this one (the main order before the upsell).
      await payEarlierPurchase(opened, index);
    }
  }
}

/** Pays the purchase of an earlier hop the way its outcome does (a card, a Pix paid…). */
async function payEarlierPurchase(opened: Opened, index: number): Promise<void> {
  const hop = opened.path.journey.path.hops[index]!;
  const earlier: PurchaseStep = {
    key: `${opened.path.journey.product.code}/${opened.path.journey.flow.id}/${hop.stepId}`,
    journey: opened.path.journey,
    stepId: hop.stepId,
    templateId: hop.templateId,
    purchase: hopPurchase(opened.path.journey.path.hops, index)!,
    first: { journey: opened.path.journey, hop: index },
    outcomes: new Map(),
  };
  const session = await sessionFor(
    { ...opened, path: { journey: opened.path.journey, hop: index } },
    earlier,
  );
  const method = outcomeMethod(hop, session.methods);
  const attempt = await session.attempt(method);
  if (attempt.status >= 300)
    throw new Error(
      `paying the earlier step '${hop.stepId}' by ${method} answered ${attempt.status} ${attempt.code ?? ''}`,
    );
  await session.complete(attempt);
}

/** The method a paying outcome is paid with, among those the page offers. */
export function outcomeMethod(hop: JourneyHop, offered: readonly MethodName[]): MethodName {
  const byOutcome: Record<string, MethodName | undefined> = {
    approved: offered.includes('livelo') ? 'livelo' : 'credit-card',
    pending: 'credit-card',
    pix: 'pix',
    paid: 'pix',
    bankslip: 'bankslip',
    'm-pesa': 'm-pesa',
    'in-person': offered.find((method) =>
      ['credit-card-in-person', 'pix-in-person', 'cash', 'cheque'].includes(method),
    ),
  };
  const method = hop.outcome ? byOutcome[hop.outcome] : undefined;
  if (!method || !offered.includes(method))
    throw new Error(
      `step '${hop.stepId}' outcome '${hop.outcome}': no method for it among ${offered.join(', ')}`,
    );
  return method;
}

/** GET /api/v2/product/{code} as the payment page asks it. */
async function productPlans(
  opened: Opened,
  step: JourneyStep,
  email?: string,
): Promise<ProductPlans> {
  const props = propsOf(step);
  const query: ProductV2Query = {
    business: opened.facts.business,
    ...(opened.facts.query.voucher ? { voucher: opened.facts.query.voucher } : {}),
    ...(Array.isArray(props.planTypes) ? { planTypes: props.planTypes as never } : {}),
    ...(typeof props.priceMode === 'string' ? { priceMode: props.priceMode as never } : {}),
    seller: opened.facts.seller,
    source: opened.facts.source,
    ...(opened.soFar.leadId ? { leadId: opened.soFar.leadId } : email ? { email } : {}),
  };
  return getProductV2(opened.facts.product.code, query, opened.client);
}

/** The plans of the product whose ticket lot is sold out (GET /api/v1/product/{code}/tickets). */
async function soldOutPlans(opened: Opened): Promise<Set<string>> {
  const answer = await getProductTickets(
    opened.facts.product.code,
    { business: opened.facts.business },
    opened.client,
  );
  return new Set(answer.tickets.filter((ticket) => !ticket.available).map((t) => t.planId));
}

// ---------------------------------------------------------------------------------------------
// Opening a purchase step

/**
 * Opens the purchase step as its first path reaches it: a new buyer (`tag` names it), the
 * path's earlier steps played through the API, the page's answers read.
 */
export async function openPurchase(
  server: MoveServer,
  step: PurchaseStep,
  tag: string,
): Promise<PurchaseSession & { buyer: MoveBuyer }> {
  const client = createApiClient({ baseURL: server.baseUrl, timeoutMs: 120_000 });
  const buyer = walkBuyer(`moves-${tag}`, step.journey.product.mozambique);
  const opened: Opened = {
    server,
    client,
    path: step.first,
    facts: pageFacts(step.first),
    buyer,
    soFar: {},
  };
  const first = step.first.journey.path.hops[0]!;
  const arrive = journeyDrivers[first.templateId]?.arrive;
  if (arrive) {
    // The account record the walker's driver starts this flow from (a fresh copy).
    const walk = {
      journey: step.first.journey,
      buyer,
      hop: 0,
      charges: [],
      paidSteps: [],
    } as unknown as Walk;
    // The drivers call the sandbox of the walker's server (E2E_BASE_URL): it must be this one.
    if (process.env.E2E_BASE_URL !== server.baseUrl)
      throw new Error(
        `E2E_BASE_URL (${process.env.E2E_BASE_URL}) is not the moves' server (${server.baseUrl})`,
      );
    await arrive(walk);
    if (walk.record) opened.record = walk.record;
  }
  await playBefore(opened);
  return { ...(await sessionFor(opened, step)), buyer };
}

/** The purchase of the step: the intent its page names. */
function intentOf(opened: Opened, kind: PurchaseKind): PurchaseIntent {
  if (kind === 'record') {
    if (!opened.record) throw new Error('a record purchase without a record');
    return { kind: 'record', recordId: opened.record.id };
  }
  if (!opened.soFar.leadId) throw new Error(`a ${kind} purchase without a lead`);
  return { kind, productCode: opened.facts.product.code, leadId: opened.soFar.leadId };
}

/** The session of a step, by its template (each pays the way its page does). */
async function sessionFor(opened: Opened, step: PurchaseStep): Promise<PurchaseSession> {
  const purchaseId = purchaseIdFor(intentOf(opened, step.purchase));
  const open = templateSessions[step.templateId];
  if (!open)
    throw new Error(`no API payer for template '${step.templateId}' (tests/e2e/purchaseApi.ts)`);
  const parts = await open(opened, step, purchaseId);
  return {
    step,
    purchaseId,
    ...parts,
    complete: async (attempt) => {
      if (attempt.method === 'pix' && attempt.paymentId) {
        const status = await payPixAtBank(opened.server, attempt.paymentId);
        if (status !== 'approved')
          throw new Error(`paying the Pix ${attempt.paymentId} answered '${status}'`);
      }
    },
  };
}

type SessionParts = Pick<PurchaseSession, 'methods' | 'orders' | 'attempt'>;
type OpenSession = (
  opened: Opened,
  step: PurchaseStep,
  purchaseId: string,
) => Promise<SessionParts>;

/** Sends an attempt; a refusal is an attempt too (its status and code). */
async function send(
  method: MethodName,
  call: () => Promise<{ paymentId: string }>,
): Promise<Attempt> {
  try {
    const answer = await call();
    return { method, status: 201, paymentId: answer.paymentId };
  } catch (error) {
    return refused(method, error);
  }
}

function keysOf(purchaseId: string, options: AttemptOptions | undefined) {
  return { idempotencyKey: options?.key ?? randomUUID(), purchaseId };
}

/** The card form's holder name. */
function holderOf(opened: Opened): string {
  return opened.buyer.name;
}

// The payment form (payment and upsell-payment) and the Pix step that creates its own code.

function methodName(option: { kind: string; inPerson?: InPersonMethod }): MethodName {
  if (option.kind === 'card-on-file') return 'default-credit-card';
  if (option.kind === 'in-person') return option.inPerson!;
  return option.kind as MethodName;
}

/** The orders of a payment step: the path's, then those the flow lets the buyer change to. */
function paymentOrders(
  opened: Opened,
  product: ProductPlans,
  plan: Plan,
  pathBumps: PricedOrderBump[],
  purchase: PurchaseKind,
  soldOut: ReadonlySet<string>,
): Order[] {
  const orders: Order[] = [{ name: orderName(plan, pathBumps), plan, bumps: pathBumps }];
  const add = (candidate: Plan, bumps: PricedOrderBump[]) => {
    const name = orderName(candidate, bumps);
    if (!orders.some((order) => order.name === name)) orders.push({ name, plan: candidate, bumps });
  };
  const { profilePlans, offeredBumps } = opened.soFar;
  if (profilePlans) {
    // Another count of profiles on the multi-profile step.
    for (const choice of profileChoices(product, profilePlans)) add(choice.plan, pathBumps);
  } else if (offeredBumps && offeredBumps.length > 0) {
    // Another add-on ticked on the order bump, or none.
    add(plan, []);
    for (const bump of offeredBumps) add(plan, pricedOrderBumps([bump], product, plan.id).bumps);
  } else if (purchase === 'main') {
    // Another plan of the product, as a link naming it (`oferta`) charges it.
    for (const candidate of product.plans) if (candidate.id !== plan.id) add(candidate, []);
  }
  // The orders the Pix move can change to: every plan and add-on takes Pix and is on sale.
  const payable = (order: Order) =>
    [
      order.plan,
      ...order.bumps.map((bump) => product.plans.find((p) => p.id === bump.planId)),
    ].every((each) => each?.paymentMethods.includes('pix') && !soldOut.has(each.id));
  return [orders[0]!, ...orders.slice(1).filter(payable)];
}

function orderName(plan: Plan, bumps: readonly PricedOrderBump[]): string {
  return [plan.id, ...bumps.map((bump) => `+${bump.planId}`)].join(' ');
}

const paymentFormSession: OpenSession = async (opened, step, purchaseId) => {
  const page = stepOf(opened.path);
  const props = propsOf(page);
  const product = await productPlans(opened, page);
  const plan = selectPlan(product, {
    purchasedPlanId: opened.soFar.purchasedPlanId,
    planId: stringProp(page, 'planId'),
    oferta: opened.facts.query.oferta,
    storedPlanId: opened.soFar.storedPlanId ?? null,
  });
  if (!plan) throw new Error(`step '${page.id}' has no plan among the product's`);
  const bumps = pricedOrderBumps(opened.soFar.bumps, product, plan.id).bumps;
  const options = paymentMethodOptions({
    product,
    plan,
    allowed: props.paymentMethods as PaymentMethod[] | undefined,
    isMozambique: opened.facts.product.mozambique,
    brand: opened.facts.brand,
    linkEnvironment: 'test',
    attendant: opened.facts.seller !== 'performance',
    ...(step.purchase === 'upsell' && opened.soFar.cardOnFile
      ? { cardOnFile: opened.soFar.cardOnFile }
      : {}),
  }).filter((option) => option.kind !== 'pix' || hasPixStep(page));
  const methods = [...new Set(options.map(methodName))];
  const planOf = (method: MethodName) =>
    options.find((option) => methodName(option) === method)?.plan ?? plan;
  const orders = paymentOrders(
    opened,
    product,
    plan,
    bumps,
    step.purchase,
    await soldOutPlans(opened),
  );
  return {
    methods,
    orders,
    attempt: (method, attemptOptions) => {
      const order = orders[attemptOptions?.order ?? 0]!;
      // Mozambique: each method charges its own plan (the brand's methods).
      const chosenPlan = attemptOptions?.order ? order.plan! : planOf(method);
      const whole = withOrderBumps(chosenPlan, order.bumps);
      const installments = whole.installments[0]?.id ?? 1;
      const choice: PaymentChoice =
        method === 'credit-card'
          ? cardChoice(installments, attemptOptions?.card ?? moveCards.approved, holderOf(opened))
          : method === 'default-credit-card'
            ? {
                type: 'default-credit-card',
                installments,
                paymentProfileId: opened.soFar.cardOnFile!.paymentProfileId,
              }
            : method === 'm-pesa'
              ? { type: 'm-pesa', phone: MPESA_APPROVES }
              : ({ type: method } as PaymentChoice);
      const body = buildPaymentBody({
        buyer: opened.buyer,
        leadId: opened.soFar.leadId ?? null,
        business: opened.facts.business,
        productCode: opened.facts.product.code,
        seller: opened.facts.seller,
        source: opened.facts.source,
        plan: chosenPlan,
        choice,
        ...(order.bumps.length > 0 ? { orderBumps: order.bumps } : {}),
      });
      return send(method, async () => {
        const answer = await createPayment(body, keysOf(purchaseId, attemptOptions), opened.client);
        // The upsell offers the card the main purchase was paid with.
        if (step.purchase === 'main' && method === 'credit-card' && answer.paymentProfileIds[0]) {
          const number = attemptOptions?.card ?? moveCards.approved;
          opened.soFar.cardOnFile = {
            paymentProfileId: answer.paymentProfileIds[0],
            brand: cardBrandOf(number),
            last4: number.slice(-4),
          };
        }
        return answer;
      });
    },
  };
};

/** The Pix step straight after the lead: it creates the main order's code itself. */
const pixStepSession: OpenSession = async (opened, _step, purchaseId) => {
  const page = stepOf(opened.path);
  const product = await productPlans(opened, page);
  const plan = selectPlan(product, { oferta: opened.facts.query.oferta });
  if (!plan) throw new Error(`step '${page.id}' has no plan among the product's`);
  const soldOut = await soldOutPlans(opened);
  const orders: Order[] = [{ name: orderName(plan, []), plan, bumps: [] }];
  for (const candidate of product.plans)
    if (
      candidate.id !== plan.id &&
      candidate.paymentMethods.includes('pix') &&
      !soldOut.has(candidate.id)
    )
      orders.push({ name: orderName(candidate, []), plan: candidate, bumps: [] });
  return {
    methods: ['pix'],
    orders,
    attempt: (method, attemptOptions) => {
      const body = buildPaymentBody({
        buyer: opened.buyer,
        leadId: opened.soFar.leadId ?? null,
        business: opened.facts.business,
        productCode: opened.facts.product.code,
        seller: opened.facts.seller,
        source: opened.facts.source,
        plan: orders[attemptOptions?.order ?? 0]!.plan!,
        choice: { type: 'pix' },
      });
      return send(method, () =>
        createPayment(body, keysOf(purchaseId, attemptOptions), opened.client),
      );
    },
  };
};

// The account records' pages.

/** The record page's ways of paying: the step's, among the record's, Pix only with its step. */
function recordMethods(
  page: JourneyStep,
  allowed: readonly string[] | undefined,
  offered: readonly string[],
  fallback: readonly string[],
): MethodName[] {
  const kinds = (allowed ?? fallback).flatMap((method): MethodName[] =>
    method === 'credit-card'
      ? ['credit-card']
      : method === 'pix'
        ? ['pix']
        : method === 'bankslip' || method === 'bank-slip'
          ? ['bankslip']
          : [],
  );
  return [...new Set(kinds)].filter(
    (kind) =>
      (offered.includes(kind) || (kind === 'bankslip' && offered.includes('bank-slip'))) &&
      (kind !== 'pix' || hasPixStep(page)),
  );
}

function recordChoice(
  method: MethodName,
  installments: number,
  options: AttemptOptions | undefined,
  holder: string,
): PaymentChoice {
  return method === 'credit-card'
    ? cardChoice(installments, options?.card ?? moveCards.approved, holder)
    : ({ type: method } as PaymentChoice);
}

const invoiceSession: OpenSession = async (opened, _step, purchaseId) => {
  const page = stepOf(opened.path);
  const invoice: Invoice = await getInvoice(opened.record!.id, opened.client);
  const methods = recordMethods(
    page,
    propsOf(page).paymentMethods as string[] | undefined,
    invoice.paymentMethods,
    invoice.paymentMethods,
  );
  return {
    methods,
    orders: [{ name: invoice.invoiceId, bumps: [] }],
    attempt: (method, options) => {
      const installments = invoice.installments[0]?.id ?? 1;
      const choice = recordChoice(
        method,
        installments,
        options,
        invoice.buyer?.name ?? holderOf(opened),
      );
      const amount =
        choice.type === 'credit-card'
          ? (invoice.installments.find((option) => option.id === choice.installments)?.totalValue ??
            invoice.amount)
          : invoice.amount;
      const body: AccountPaymentRequest = {
        operation: (stringProp(page, 'operation') as Invoice['operation']) ?? invoice.operation,
        invoiceId: invoice.invoiceId,
        amount,
        business: opened.facts.business,
        productCode: invoice.productCode,
        ...(invoice.buyer ? { name: invoice.buyer.name, email: invoice.buyer.email } : {}),
        paymentMethods: [methodInput(choice)],
      } as AccountPaymentRequest;
      return send(method, () => payAccount(body, keysOf(purchaseId, options), opened.client));
    },
  };
};

const upgradeSession: OpenSession = async (opened, _step, purchaseId) => {
  const page = stepOf(opened.path);
  const planId = stringProp(page, 'planId') ?? opened.facts.query.oferta ?? '';
  const quote: UpgradeQuote = await getUpgradeQuote(opened.record!.id, planId, opened.client);
  const methods = recordMethods(
    page,
    propsOf(page).paymentMethods as string[] | undefined,
    quote.paymentMethods,
    quote.paymentMethods,
  );
  return {
    methods,
    orders: [{ name: quote.targetPlan.id, bumps: [] }],
    attempt: (method, options) => {
      const installments = quote.installments[0]?.id ?? 1;
      const choice = recordChoice(method, installments, options, holderOf(opened));
      const amount =
        choice.type === 'credit-card'
          ? (quote.installments.find((option) => option.id === choice.installments)?.totalValue ??
            quote.amountDue)
          : quote.amountDue;
      const body: AccountPaymentRequest = {
        operation: 'upgrade',
        subscriptionId: quote.subscriptionId,
        planId: quote.targetPlan.id,
        amount,
        business: opened.facts.business,
        productCode: quote.productCode,
        ...(choice.type === 'credit-card' ? { name: holderOf(opened) } : {}),
        paymentMethods: [methodInput(choice)],
      } as AccountPaymentRequest;
      return send(method, () => payAccount(body, keysOf(purchaseId, options), opened.client));
    },
  };
};

const recoverySession: OpenSession = async (opened, _step, purchaseId) => {
  const page = stepOf(opened.path);
  const recovery = await getRecovery(opened.record!.id, opened.client);
  const product = await productPlans(opened, page, recovery.buyer.email);
  const plan = selectPlan(product, { planId: recovery.planId });
  if (!plan) throw new Error(`recovery ${recovery.recoveryId}: no plan '${recovery.planId}'`);
  const methods = recordMethods(
    page,
    propsOf(page).paymentMethods as string[] | undefined,
    plan.paymentMethods,
    plan.paymentMethods,
  );
  return {
    methods,
    orders: [{ name: plan.id, plan, bumps: [] }],
    attempt: (method, options) => {
      const choice = recordChoice(
        method,
        plan.installments[0]?.id ?? 1,
        options,
        recovery.buyer.name,
      );
      const body = buildPaymentBody({
        buyer: recovery.buyer,
        leadId: null,
        business: opened.facts.business,
        productCode: recovery.productCode,
        seller: opened.facts.seller,
        source: opened.facts.source,
        plan,
        choice,
      });
      return send(method, () => createPayment(body, keysOf(purchaseId, options), opened.client));
    },
  };
};

const renewSession: OpenSession = async (opened, _step, purchaseId) => {
  const page = stepOf(opened.path);
  const planId = stringProp(page, 'planId');
  const subscription: SubscriptionSummary = await getSubscription(
    opened.record!.id,
    planId ? { planId } : {},
    opened.client,
  );
  const plan = subscription.renewalPlan;
  const sessionId = randomUUID();
  const metadata = {
    sourcePage: `/renew/${subscription.subscriptionId}`,
    stepId: page.id,
    flowId: opened.path.journey.flow.id,
  };
  if (stringProp(page, 'apiVersion') === 'v1') {
    // The card on file, in the longest installments the plan offers.
    const count = plan.installments[plan.installments.length - 1]?.id ?? 1;
    return {
      methods: ['default-credit-card'],
      orders: [{ name: plan.id, bumps: [] }],
      attempt: (method, options) =>
        send(method, async () => {
          const answer = await renewSubscriptionV1(
            subscription.subscriptionId,
            {
              business: opened.facts.business,
              numberInstallments: count,
              paymentMethod: 'default-credit-card',
              planId: plan.id,
              productCode: subscription.productCode,
              seller: opened.facts.seller,
              source: opened.facts.source,
              sessionId,
              metadata: { ...metadata, apiVersion: 'v1' },
            },
            keysOf(purchaseId, options),
            opened.client,
          );
          return answer.payment;
        }),
    };
  }
  const methods = recordMethods(
    page,
    propsOf(page).paymentMethods as string[] | undefined,
    plan.paymentMethods,
    ['credit-card'],
  );
  return {
    methods,
    orders: [{ name: plan.id, bumps: [] }],
    attempt: (method, options) => {
      const choice = recordChoice(
        method,
        plan.installments[0]?.id ?? 1,
        options,
        subscription.buyer?.name ?? holderOf(opened),
      );
      return send(method, async () => {
        const answer = await renewSubscriptionV2(
          subscription.subscriptionId,
          {
            seller: opened.facts.seller,
            source: opened.facts.source,
            planId: plan.id,
            amount: paymentAmount(plan, choice) ?? plan.amount,
            sessionId,
            business: opened.facts.business,
            productCode: subscription.productCode,
            type: choice.type,
            paymentMethods: [methodInput(choice)],
            metadata: { ...metadata, apiVersion: 'v2' },
          },
          keysOf(purchaseId, options),
          opened.client,
        );
        return answer.payment;
      });
    },
  };
};

/** Livelo: the CPF's account, the code sent and checked, then the redemption in points. */
const liveloSession: OpenSession = async (opened, _step, purchaseId) => {
  const steps = opened.path.journey.flow.steps;
  const cpfStep = steps.find((candidate) => candidate.templateId === 'livelo-cpf');
  const planId =
    (cpfStep && stringProp(cpfStep, 'planId')) ??
    opened.facts.query.oferta ??
    opened.soFar.storedPlanId;
  const account = await getLiveloAccount(
    { cpf: LIVELO_CPF, productCode: opened.facts.product.code, ...(planId ? { planId } : {}) },
    opened.client,
  );
  return {
    methods: ['livelo'],
    orders: [{ name: account.planId, bumps: [] }],
    attempt: async (method) => {
      try {
        await sendLiveloCode({ cpf: LIVELO_CPF, device: 'sms' }, opened.client);
      } catch (error) {
        // Within the resend cooldown the code already sent stands (as on the page).
        if (!(isApiError(error) && error.status === 429)) throw error;
      }
      const { authorization } = await validateLiveloCode(
        { cpf: LIVELO_CPF, code: LIVELO_CODE },
        opened.client,
      );
      return send(method, () =>
        redeemLivelo(
          {
            cpf: LIVELO_CPF,
            authorization,
            productCode: opened.facts.product.code,
            planId: account.planId,
            type: 'points',
            ...(opened.soFar.leadId ? { leadId: opened.soFar.leadId } : {}),
          },
          opened.client,
          purchaseId,
        ),
      );
    },
  };
};

/**
 * How each template that charges a purchase pays through the API, as its page does. A template
 * declared in purchaseMovePlan.ts without an entry here fails the moves, naming it.
 */
export const templateSessions: Readonly<Record<string, OpenSession>> = {
  payment: paymentFormSession,
  'upsell-payment': paymentFormSession,
  pix: pixStepSession,
  'invoice-payment': invoiceSession,
  'upgrade-payment': upgradeSession,
  recovery: recoverySession,
  renew: renewSession,
  'livelo-payment': liveloSession,
};
