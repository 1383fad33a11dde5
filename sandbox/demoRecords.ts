import { randomBytes } from 'node:crypto';
import type { PaymentResponse } from '@/schemas/generated/apiTypes';
import { deleteAccountRecords, ensureAccountRecords } from '@/sandbox/accountRecords';
import { bankslipDetailsFor, pixDetailsFor } from '@/sandbox/chargePayment';
import { generateContract } from '@/sandbox/contractRecords';
import { findLeadRow } from '@/sandbox/leadRecords';
import { testCards } from '@/sandbox/paymentProcessor';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import { orderFingerprint } from '@/sandbox/purchaseGuard';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/**
 * Makes sure the demo records of sandbox/seed/demoRecords.json exist (a lead with a known SMS
 * code, a subscription with a card on file, a pending Pix, a pending boleto, a card payment
 * held for review, an approved card payment, a paid purchase and a purchase being paid, and a
 * contract), so every example of the OpenAPI document acts on something real. Existing records
 * are left as they are.
 */
export function ensureDemoRecords(context: SandboxContext): void {
  const demo = context.seed.demo;
  const now = context.now();
  const stamp = now.toISOString();
  const product = context.catalogue.products()[0];
  const plan = product?.plans[0];
  const amount = plan?.amount ?? 10_000;
  context.db.transaction(() => {
    context.db
      .prepare(
        `INSERT OR IGNORE INTO leads (id, name, email, phone, business, product_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        demo.lead.id,
        demo.lead.name,
        demo.lead.email,
        demo.lead.phone,
        product?.business ?? null,
        product?.code ?? null,
        stamp,
        stamp,
      );
    const hasCode = context.db
      .prepare('SELECT 1 FROM sms_codes WHERE lead_id = ?')
      .get(demo.lead.id);
    if (!hasCode) {
      context.db
        .prepare(
          'INSERT INTO sms_codes (lead_id, code, expires_at, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(demo.lead.id, demo.lead.smsCode, '9999-12-31T23:59:59.999Z', stamp);
    }
    context.db
      .prepare(
        `INSERT OR IGNORE INTO subscriptions (id, lead_id, product_code, plan_id, status, card_brand, card_last4, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'active', ?, ?, ?, ?)`,
      )
      .run(
        demo.subscription.id,
        demo.lead.id,
        product?.code ?? 'DEMO',
        plan?.id ?? 'demo',
        demo.subscription.cardBrand,
        demo.subscription.cardLast4,
        stamp,
        stamp,
      );
    const pendingPayment = (
      id: string,
      method: 'pix' | 'bankslip' | 'credit-card',
    ): PaymentRow => ({
      id,
      api_version: 2,
      method,
      status: 'pending',
      amount,
      currency: plan?.currency ?? 'R$',
      product_code: product?.code ?? null,
      plan_id: plan?.id ?? null,
      installments: 1,
      lead_id: demo.lead.id,
      subscription_id: demo.subscription.id,
      name: demo.lead.name,
      email: demo.lead.email,
      card_brand: null,
      card_last4: null,
      token: randomBytes(16).toString('hex'),
      payment_profile_id: null,
      pix_br_code: null,
      pix_expires_at: null,
      bankslip_digitable_line: null,
      bankslip_barcode: null,
      bankslip_due_date: null,
      request_json: '{}',
      created_at: stamp,
      updated_at: stamp,
      paid_at: null,
    });
    const pix = pixDetailsFor(context, demo.pixPaymentId, amount, now);
    const boleto = bankslipDetailsFor(context, demo.bankslipPaymentId, amount, now);
    const insert = context.db.prepare(
      `INSERT OR IGNORE INTO payments (id, api_version, method, status, amount, currency, product_code, plan_id, installments,
        lead_id, subscription_id, name, email, card_brand, card_last4, token, payment_profile_id, pix_br_code,
        pix_expires_at, bankslip_digitable_line, bankslip_barcode, bankslip_due_date, request_json, created_at,
        updated_at, paid_at)
       VALUES (@id, @api_version, @method, @status, @amount, @currency, @product_code, @plan_id, @installments,
        @lead_id, @subscription_id, @name, @email, @card_brand, @card_last4, @token, @payment_profile_id, @pix_br_code,
        @pix_expires_at, @bankslip_digitable_line, @bankslip_barcode, @bankslip_due_date, @request_json, @created_at,
        @updated_at, @paid_at)`,
    );
    // The demo Pix never expires, so its examples keep working on a long-running sandbox.
    insert.run({
      ...pendingPayment(demo.pixPaymentId, 'pix'),
      pix_br_code: pix.brCode,
      pix_expires_at: '9999-12-31T23:59:59.999Z',
    });
    insert.run({
      ...pendingPayment(demo.bankslipPaymentId, 'bankslip'),
      bankslip_digitable_line: boleto.digitableLine,
      bankslip_barcode: boleto.barcode,
      bankslip_due_date: boleto.dueDate,
    });
    // Held for review: paid with the review test card (sandbox/paymentProcessor.ts).
    const review = testCards.find((card) => card.outcome === 'review');
    insert.run({
      ...pendingPayment(demo.reviewPaymentId, 'credit-card'),
      card_brand: review?.brand ?? 'visa',
      card_last4: review?.number.slice(-4) ?? '0000',
    });
    // The demo purchases: one paid by an approved card payment (its receipt carries the answer
    // that payment got), and one whose attempt never ends (its claim is dated 9999, so its
    // lease never runs out), so the 409 examples always have something to meet.
    const card: PaymentRow = {
      ...pendingPayment(demo.cardPaymentId, 'credit-card'),
      status: 'approved',
      card_brand: demo.subscription.cardBrand,
      card_last4: demo.subscription.cardLast4,
      paid_at: stamp,
    };
    insert.run(card);
    const cardAnswer: PaymentResponse = {
      token: card.token,
      redirect: `/primeiro-acesso?token=${card.token}`,
      paymentProfileIds: [],
      route: null,
      paymentId: card.id,
      status: 'approved',
      subscriptionId: demo.subscription.id,
    };
    context.db
      .prepare(
        'UPDATE payments SET purchase_id = ?, order_fingerprint = ?, answer_json = ? WHERE id = ? AND purchase_id IS NULL',
      )
      .run(
        demo.paidPurchaseId,
        orderFingerprint({
          operation: 'createPayment',
          productCode: card.product_code,
          planId: card.plan_id,
          orderBumps: [],
          amount: card.amount,
          installments: card.installments,
        }),
        JSON.stringify(cardAnswer),
        card.id,
      );
    const purchase = context.db.prepare(
      `INSERT OR IGNORE INTO purchases (id, status, paid_payment_id, in_flight_key, in_flight_since, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    purchase.run(demo.paidPurchaseId, 'paid', card.id, null, null, stamp, stamp);
    purchase.run(
      demo.inProgressPurchaseId,
      'open',
      null,
      'demo-attempt-in-flight',
      '9999-12-31T23:59:59.999Z',
      stamp,
      stamp,
    );
    const lead = findLeadRow(context, demo.lead.id);
    const hasContract = context.db
      .prepare('SELECT 1 FROM contracts WHERE lead_id = ?')
      .get(demo.lead.id);
    if (product && plan && lead && !hasContract) {
      generateContract(context, product, plan, lead, product.business, 'ctr_demo');
    }
  })();
  ensureAccountRecords(context);
}

/** Deletes every record (sandbox reset) and recreates the demo records. */
export function resetSandboxData(context: SandboxContext): void {
  context.db.transaction(() => {
    for (const table of [
      'sms_codes',
      'contracts',
      'payments',
      'idempotency_keys',
      'purchases',
      'subscriptions',
      'leads',
    ]) {
      context.db.prepare(`DELETE FROM ${table}`).run();
    }
    deleteAccountRecords(context);
  })();
  ensureDemoRecords(context);
}
