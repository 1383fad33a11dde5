import { randomBytes } from 'node:crypto';
import { splitInstallments } from '@/lib/money/installments';
import { pixDetailsFor } from '@/sandbox/chargePayment';
import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import { HttpError } from '@/lib/http/httpError';
import { findPayment } from '@/sandbox/paymentRecords';
import { pricePlan } from '@/sandbox/planPricing';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import seedFile from '@/sandbox/seed/accountRecords.json';
import type { SubscriptionRow } from '@/sandbox/subscriptionRecords';
import type {
  Invoice,
  InvoiceOperation,
  PlanBrief,
  Recovery,
  SubscriptionSummary,
  UpgradeQuote,
} from '@/schemas/generated/apiTypes';
import type { CardBrandValue } from '@/schemas/generated/types';

const dayMs = 24 * 60 * 60 * 1000;

/** Operations an invoice is paid under (spec §3 operation types). */
export const invoiceOperations = [
  'invoice',
  'sale-invoice',
  'first-invoice-payment',
] as const satisfies readonly InvoiceOperation[];

export type { InvoiceOperation };

/** A row of the `invoices` table. */
export interface InvoiceRow {
  id: string;
  operation: InvoiceOperation;
  status: 'open' | 'paid';
  description: string;
  product_code: string;
  plan_id: string | null;
  amount: number;
  currency: Invoice['currency'];
  due_date: string;
  name: string | null;
  email: string | null;
  payment_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of the `recoveries` table: a purchase that failed or was abandoned. */
export interface RecoveryRow {
  id: string;
  reason: 'declined' | 'abandoned';
  product_code: string;
  plan_id: string;
  name: string;
  email: string;
  phone: string;
  last_method: string | null;
  card_brand: CardBrandValue | null;
  card_last4: string | null;
  created_at: string;
}

/** One installment option of an amount (minor units). */
export type AccountInstallment = Invoice['installments'][number];

// The answers of the account calls are the contract's types (schemas/api/account.schema.json).
type InvoiceAnswer = Invoice;
type SubscriptionAnswer = SubscriptionSummary;
type UpgradeAnswer = UpgradeQuote;
type RecoveryAnswer = Recovery;

/** An invoice of the seed file. */
export interface SeedInvoice {
  id: string;
  operation: string;
  status: string;
  description: string;
  planId: string;
  amount: number;
  dueInDays: number;
}

/** The seed of sandbox/seed/accountRecords.json. */
export const accountSeed = seedFile as {
  productCode: string;
  buyer: { name: string; email: string; phone: string };
  invoices: SeedInvoice[];
  renewSubscription: SubscriptionSeed;
  upgradeSubscription: SubscriptionSeed & { targetPlanId: string };
  customSaleSubscription: SubscriptionSeed;
  recoveries: SeedRecovery[];
  pendingPaymentId: string;
};

/** A purchase to recover of the seed file. */
export interface SeedRecovery {
  id: string;
  reason: string;
  planId: string;
  lastMethod?: string;
  cardBrand?: string;
  cardLast4?: string;
  /** Another buyer than the seed's `buyer`, so each recovery is completed on its own. */
  buyer?: { name: string; email: string; phone: string };
}

/** A subscription of the seed file. */
export interface SubscriptionSeed {
  id: string;
  planId: string;
  startedDaysAgo: number;
  cardBrand?: string;
  cardLast4?: string;
}

/** Days of one billing period of a plan type. */
export function periodDays(planType: string): number {
  if (planType === 'yearly') return 365;
  if (planType === 'semester') return 182;
  return 30;
}

/**
 * Installment options of an amount paid in each of `counts` parts without interest, split by
 * the one rule (`splitInstallments` of lib/money/installments.ts): `value` is each regular
 * part and the first part carries the remainder, so the parts add up to the amount.
 */
export function installmentOptions(
  amount: number,
  counts: readonly number[],
): AccountInstallment[] {
  return counts.map((count) => {
    const value = splitInstallments(amount, count).rest;
    return { id: count, value, standardValue: value, tax: 0, totalValue: amount };
  });
}

function brief(plan: CataloguePlan): PlanBrief {
  return {
    id: plan.id,
    name: plan.name,
    type: plan.type,
    amount: plan.amount,
    currency: plan.currency,
  };
}

/** The product the account seed acts on: its `productCode`, else the first product. */
export function seedProduct(context: SandboxContext): CatalogueProduct | undefined {
  return (
    context.catalogue.catalogueProduct(accountSeed.productCode) ?? context.catalogue.products()[0]
  );
}

function seedPlan(
  product: CatalogueProduct,
  planId: string,
  fallback: number,
): CataloguePlan | undefined {
  return (
    product.plans.find((plan) => plan.id === planId) ??
    product.plans[Math.min(fallback, product.plans.length - 1)]
  );
}

/** A seeded subscription (renewal, upgrade, custom sale) and the plan to fall back on. */
export type SeededSubscription = readonly [SubscriptionSeed, number];

/** The seeded subscriptions, with the plan index each falls back to without its plan. */
export function seededSubscriptions(): SeededSubscription[] {
  return [
    [accountSeed.renewSubscription, 0],
    [accountSeed.upgradeSubscription, 1],
    [accountSeed.customSaleSubscription, 0],
  ];
}

/** How a seeded record is written: under its own id, or as a copy under another. */
export interface SeedWrite {
  id: string;
  /** The buyer's e-mail of an invoice or a recovery, instead of the seed's. */
  email?: string;
  /** The card on file of a subscription, instead of the seed's. */
  cardOnFile?: { brand: string; last4: string };
  /** Leave an existing record with this id alone (the seeding at start), instead of failing. */
  ifAbsent?: boolean;
}

/** Writes a seeded invoice, due `dueInDays` from now, for the product the seed acts on. */
export function writeSeedInvoice(
  context: SandboxContext,
  product: CatalogueProduct,
  invoice: SeedInvoice,
  write: SeedWrite,
): void {
  const now = context.now();
  const stamp = now.toISOString();
  const plan = seedPlan(product, invoice.planId, 0);
  const due = new Date(now.getTime() + invoice.dueInDays * dayMs).toISOString().slice(0, 10);
  context.db
    .prepare(
      `INSERT ${write.ifAbsent ? 'OR IGNORE ' : ''}INTO invoices (id, operation, status, description, product_code, plan_id, amount, currency,
        due_date, name, email, payment_id, paid_at, created_at, updated_at)
       VALUES (@id, @operation, @status, @description, @product_code, @plan_id, @amount, @currency,
        @due_date, @name, @email, NULL, @paid_at, @created_at, @updated_at)`,
    )
    .run({
      id: write.id,
      operation: invoice.operation,
      status: invoice.status,
      description: invoice.description,
      product_code: product.code,
      plan_id: plan?.id ?? null,
      amount: invoice.amount,
      currency: plan?.currency ?? 'R$',
      due_date: due,
      name: accountSeed.buyer.name,
      email: write.email ?? accountSeed.buyer.email,
      paid_at: invoice.status === 'paid' ? `${due}T12:00:00.000Z` : null,
      created_at: stamp,
      updated_at: stamp,
    });
}

/** Writes a seeded subscription, started `startedDaysAgo` days ago on its seeded plan. */
export function writeSeedSubscription(
  context: SandboxContext,
  product: CatalogueProduct,
  [seed, fallback]: SeededSubscription,
  write: SeedWrite,
): void {
  const plan = seedPlan(product, seed.planId, fallback);
  const started = new Date(context.now().getTime() - seed.startedDaysAgo * dayMs).toISOString();
  context.db
    .prepare(
      `INSERT ${write.ifAbsent ? 'OR IGNORE ' : ''}INTO subscriptions (id, lead_id, product_code, plan_id, status, card_brand, card_last4, created_at, updated_at)
       VALUES (?, NULL, ?, ?, 'active', ?, ?, ?, ?)`,
    )
    .run(
      write.id,
      product.code,
      plan?.id ?? '',
      write.cardOnFile?.brand ?? seed.cardBrand ?? null,
      write.cardOnFile?.last4 ?? seed.cardLast4 ?? null,
      started,
      started,
    );
}

/** Writes a seeded purchase to recover, of its own buyer or the seed's. */
export function writeSeedRecovery(
  context: SandboxContext,
  product: CatalogueProduct,
  recovery: SeedRecovery,
  write: SeedWrite,
): void {
  const plan = seedPlan(product, recovery.planId, 0);
  const who = recovery.buyer ?? accountSeed.buyer;
  context.db
    .prepare(
      `INSERT ${write.ifAbsent ? 'OR IGNORE ' : ''}INTO recoveries (id, reason, product_code, plan_id, name, email, phone, last_method, card_brand, card_last4, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      write.id,
      recovery.reason,
      product.code,
      plan?.id ?? '',
      who.name,
      write.email ?? who.email,
      who.phone,
      recovery.lastMethod ?? null,
      recovery.cardBrand ?? null,
      recovery.cardLast4 ?? null,
      context.now().toISOString(),
    );
}

/**
 * Makes sure the account records of sandbox/seed/accountRecords.json exist (open and paid
 * invoices, subscriptions to renew, upgrade and verify, purchases to recover, a pending payment
 * for the processing screen). Existing records are left as they are.
 */
export function ensureAccountRecords(context: SandboxContext): void {
  const product = seedProduct(context);
  if (!product || product.plans.length === 0) return;
  const now = context.now();
  const stamp = now.toISOString();
  const buyer = accountSeed.buyer;
  context.db.transaction(() => {
    for (const invoice of accountSeed.invoices) {
      writeSeedInvoice(context, product, invoice, { id: invoice.id, ifAbsent: true });
    }
    for (const subscription of seededSubscriptions()) {
      writeSeedSubscription(context, product, subscription, {
        id: subscription[0].id,
        ifAbsent: true,
      });
    }
    for (const recovery of accountSeed.recoveries) {
      writeSeedRecovery(context, product, recovery, { id: recovery.id, ifAbsent: true });
    }
    const plan = product.plans[0];
    if (plan && !findPayment(context, accountSeed.pendingPaymentId)) {
      const pix = pixDetailsFor(context, accountSeed.pendingPaymentId, plan.amount, now);
      context.db
        .prepare(
          `INSERT INTO payments (id, api_version, method, status, amount, currency, product_code, plan_id, installments,
            lead_id, subscription_id, name, email, card_brand, card_last4, token, payment_profile_id, pix_br_code,
            pix_expires_at, request_json, created_at, updated_at)
           VALUES (?, 2, 'pix', 'pending', ?, ?, ?, ?, 1, NULL, NULL, ?, ?, NULL, NULL, ?, NULL, ?, ?, '{}', ?, ?)`,
        )
        .run(
          accountSeed.pendingPaymentId,
          plan.amount,
          plan.currency,
          product.code,
          plan.id,
          buyer.name,
          buyer.email,
          randomBytes(16).toString('hex'),
          pix.brCode,
          '9999-12-31T23:59:59.999Z',
          stamp,
          stamp,
        );
    }
  })();
}

/** Deletes the account records (the sandbox reset recreates them). */
export function deleteAccountRecords(context: SandboxContext): void {
  context.db.prepare('DELETE FROM invoices').run();
  context.db.prepare('DELETE FROM recoveries').run();
}

/** The invoice with this id, or `status` (404, or 422 when named in a body) `invoice_not_found`. */
export function requireInvoice(
  context: SandboxContext,
  id: string,
  field = 'id',
  status: 404 | 422 = 404,
): InvoiceRow {
  const row =
    id.length <= 80
      ? (context.db.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as
          | InvoiceRow
          | undefined)
      : undefined;
  if (!row)
    throw new HttpError(status, 'invoice_not_found', `Invoice '${id}' does not exist.`, field);
  return row;
}

/** Whether an invoice is paid: marked paid, or its payment (a Pix, a boleto) has been approved. */
export function invoiceIsPaid(context: SandboxContext, row: InvoiceRow): boolean {
  if (row.status === 'paid') return true;
  if (!row.payment_id) return false;
  return findPayment(context, row.payment_id)?.status === 'approved';
}

/** Card installments offered on an invoice (1 to 3 without interest). */
export function invoiceInstallments(amount: number): AccountInstallment[] {
  return installmentOptions(amount, [1, 2, 3]);
}

/** The answer of GET /api/v1/invoice/{id}. */
export function invoiceAnswer(context: SandboxContext, row: InvoiceRow): InvoiceAnswer {
  const paid = invoiceIsPaid(context, row);
  const paidAt =
    row.paid_at ??
    (paid && row.payment_id ? (findPayment(context, row.payment_id)?.paid_at ?? null) : null);
  return {
    invoiceId: row.id,
    operation: row.operation,
    status: paid ? 'paid' : 'open',
    description: row.description,
    productCode: row.product_code,
    planId: row.plan_id,
    amount: row.amount,
    currency: row.currency,
    dueDate: row.due_date,
    paidAt,
    buyer: row.name && row.email ? { name: row.name, email: row.email } : null,
    paymentMethods: ['credit-card', 'pix', 'bankslip'],
    installments: invoiceInstallments(row.amount),
  };
}

/** The catalogue plan of a subscription, or 404 `plan_not_found` when the catalogue dropped it. */
function subscriptionPlan(
  context: SandboxContext,
  row: SubscriptionRow,
): { product: CatalogueProduct; plan: CataloguePlan } {
  const product = context.catalogue.catalogueProduct(row.product_code);
  const plan = product?.plans.find((item) => item.id === row.plan_id);
  if (!product || !plan) {
    throw new HttpError(
      404,
      'plan_not_found',
      `Subscription '${row.id}' is on plan '${row.plan_id}', which the catalogue no longer has.`,
      'id',
    );
  }
  return { product, plan };
}

/** The answer of GET /api/v1/subscription/{id}: what a renewal or a card verification shows. */
export function subscriptionAnswer(
  context: SandboxContext,
  row: SubscriptionRow,
  renewalPlanId: string | undefined,
): SubscriptionAnswer {
  const { product, plan } = subscriptionPlan(context, row);
  const renewal = renewalPlanId
    ? product.plans.find((item) => item.id === renewalPlanId || item.code === renewalPlanId)
    : plan;
  if (!renewal) {
    throw new HttpError(
      404,
      'plan_not_found',
      `Plan '${renewalPlanId}' is not a plan of product '${product.code}'.`,
      'planId',
    );
  }
  const period = periodDays(plan.type) * (row.renew_count + 1);
  const lead = row.lead_id
    ? (context.db.prepare('SELECT name, email FROM leads WHERE id = ?').get(row.lead_id) as
        | { name: string; email: string }
        | undefined)
    : undefined;
  return {
    subscriptionId: row.id,
    status: row.status,
    productCode: product.code,
    currentPlan: brief(plan),
    expiresAt: new Date(new Date(row.created_at).getTime() + period * dayMs).toISOString(),
    cardOnFile:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    // A renewal has no free trial: that is for a first purchase.
    renewalPlan: { ...pricePlan(renewal), trialDays: undefined },
    buyer: lead ?? null,
  };
}

/**
 * The upgrade of a subscription to another plan of its product: the unused part of the current
 * period is credited, pro rata by day, and the buyer pays the target plan's amount minus it.
 */
export function upgradeAnswer(
  context: SandboxContext,
  row: SubscriptionRow,
  targetPlanId: string,
  field = 'planId',
  status: 404 | 422 = 404,
): UpgradeAnswer {
  const { product, plan } = subscriptionPlan(context, row);
  const target = product.plans.find(
    (item) => item.id === targetPlanId || item.code === targetPlanId,
  );
  if (!target) {
    const known = product.plans.map((item) => item.id).join(', ');
    throw new HttpError(
      status,
      'plan_not_found',
      `Plan '${targetPlanId}' is not a plan of product '${product.code}'; known: ${known}.`,
      field,
    );
  }
  if (target.id === plan.id) {
    throw new HttpError(
      422,
      'same_plan',
      `Subscription '${row.id}' is already on plan '${plan.id}'.`,
      field,
    );
  }
  const days = periodDays(plan.type);
  const start = new Date(row.updated_at);
  const used = Math.max(0, Math.floor((context.now().getTime() - start.getTime()) / dayMs));
  const daysLeft = Math.max(0, days - used);
  const credit = Math.round((plan.amount * daysLeft) / days);
  const amountDue = Math.max(0, target.amount - credit);
  const counts = target.installments.map((option) => option.id);
  return {
    subscriptionId: row.id,
    productCode: product.code,
    currentPlan: brief(plan),
    targetPlan: brief(target),
    periodStart: start.toISOString(),
    periodEnd: new Date(start.getTime() + days * dayMs).toISOString(),
    periodDays: days,
    daysLeft,
    credit,
    amountDue,
    paymentMethods: target.paymentMethods.includes('pix')
      ? ['credit-card', 'pix']
      : ['credit-card'],
    installments: installmentOptions(amountDue, counts.length > 0 ? counts : [1]),
  };
}

/** The recovery with this id, or 404 `recovery_not_found`. */
export function requireRecovery(context: SandboxContext, id: string): RecoveryRow {
  const row =
    id.length <= 80
      ? (context.db.prepare('SELECT * FROM recoveries WHERE id = ?').get(id) as
          | RecoveryRow
          | undefined)
      : undefined;
  if (!row)
    throw new HttpError(404, 'recovery_not_found', `Recovery '${id}' does not exist.`, 'id');
  return row;
}

/**
 * The answer of GET /api/v1/recovery/{id}. A recovery is `recovered` once the same buyer has an
 * approved purchase (POST /api/v2/payment; not an invoice paid through v1) of the same product
 * and plan made after it.
 */
export function recoveryAnswer(context: SandboxContext, row: RecoveryRow): RecoveryAnswer {
  const recovered = context.db
    .prepare(
      `SELECT 1 FROM payments WHERE status = 'approved' AND api_version = 2 AND email = ? AND product_code = ? AND plan_id = ? AND created_at >= ? LIMIT 1`,
    )
    .get(row.email, row.product_code, row.plan_id, row.created_at);
  return {
    recoveryId: row.id,
    status: recovered ? 'recovered' : 'open',
    reason: row.reason,
    productCode: row.product_code,
    planId: row.plan_id,
    buyer: { name: row.name, email: row.email, phone: row.phone },
    lastAttempt: row.last_method
      ? { method: row.last_method, cardBrand: row.card_brand, cardLast4: row.card_last4 }
      : null,
  };
}

/** A plan the seeded upgrade subscription can move to (the OpenAPI example's target). */
export function upgradeTargetPlanId(catalogue: SandboxContext['catalogue']): string {
  const product = catalogue.catalogueProduct(accountSeed.productCode) ?? catalogue.products()[0];
  if (!product) return accountSeed.upgradeSubscription.targetPlanId;
  const current = seedPlan(product, accountSeed.upgradeSubscription.planId, 1);
  const target =
    product.plans.find(
      (plan) => plan.id === accountSeed.upgradeSubscription.targetPlanId && plan.id !== current?.id,
    ) ?? product.plans.find((plan) => plan.id !== current?.id);
  return target?.id ?? accountSeed.upgradeSubscription.targetPlanId;
}
