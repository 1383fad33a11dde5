import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AccountPaymentRequest, PaymentV1Response } from '@/schemas/generated/apiTypes';
import {
  invoiceAnswer,
  invoiceIsPaid,
  invoiceOperations,
  requireInvoice,
  upgradeAnswer,
} from '@/sandbox/accountRecords';
import type { AccountInstallment } from '@/sandbox/accountRecords';
import { chargePayment } from '@/sandbox/chargePayment';
import { HttpError, unprocessable } from '@/lib/http/httpError';
import { readIdempotencyKey } from '@/sandbox/idempotencyStore';
import { checkPaymentMethod } from '@/sandbox/paymentMethodInput';
import { insertPayment } from '@/sandbox/paymentRecords';
import { expectedPaymentAmount, pricePlan } from '@/sandbox/planPricing';
import {
  alreadyPaid,
  chargeOnce,
  purchaseAttempt,
  purchaseNow,
  readPurchaseId,
} from '@/sandbox/purchaseGuard';
import { findPurchase } from '@/sandbox/purchaseRecords';
import { redactCardData } from '@/lib/redaction/redactCardData';
import type { RouteResponse } from '@/lib/http/route';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { requireSubscription } from '@/sandbox/subscriptionRecords';

/** Answer of POST /api/v1/payment for an invoice or an upgrade (never `received`). */
export type AccountPaymentAnswer = PaymentV1Response & { status: 'approved' | 'pending' };

/**
 * Whether a v1 payment body pays an invoice (`operation` invoice, sale-invoice or
 * first-invoice-payment with an `invoiceId`) or an upgrade (`operation: 'upgrade'` with a
 * `subscriptionId`): those are charged for real; any other v1 body is passed through.
 */
export function isAccountPayment(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { operation } = body as Record<string, unknown>;
  return (invoiceOperations as readonly unknown[]).includes(operation) || operation === 'upgrade';
}

/** A plan-shaped description of what is charged, so the payment-method reader can check it. */
function chargeable(
  id: string,
  amount: number,
  currency: string,
  methods: string[],
  installments: AccountInstallment[],
) {
  return pricePlan({
    id,
    code: id,
    name: id,
    type: 'monthly',
    currency: currency === 'MT' ? 'MT' : 'R$',
    amount,
    standardAmount: amount,
    installments,
    paymentMethods: methods as Array<'credit-card' | 'pix' | 'bankslip'>,
    price: {
      productCyclePrice: amount,
      productFullPrice: amount,
      productStandardCycle: amount,
      productStandardPrice: amount,
    },
  });
}

/**
 * Pays an invoice or an upgrade through POST /api/v1/payment: the amount must be what is due
 * (the invoice amount; the upgrade's prorated difference, split in the chosen installments),
 * charged once per Idempotency-Key like every payment. An approved invoice is marked paid; an
 * approved upgrade moves the subscription to the target plan and starts a new period.
 */
export async function payAccountOperation(
  context: SandboxContext,
  request: { path: string; body: unknown; headers: IncomingHttpHeaders },
): Promise<RouteResponse> {
  const key = readIdempotencyKey(request.headers);
  // The contract (schemas/api, paymentV1Request) checked the body's shape before this runs.
  const body = request.body as AccountPaymentRequest;
  const name = body.name ?? null;
  const email = body.email ?? null;
  const amount = body.amount;
  const now = context.now();

  // What the record allows is checked against the record as it stands now: once paid, an upgrade
  // is no longer due (422 same_plan) and an invoice no longer open. For an attempt of a purchase
  // already paid, the answer that says why is the purchase's: 409 already_paid with the receipt.
  try {
    return await payAccountRecord(context, request, body, now, key, name, email, amount);
  } catch (error) {
    const purchaseId = readPurchaseId(request.headers);
    if (
      purchaseId !== undefined &&
      error instanceof HttpError &&
      error.status === 422 &&
      findPurchase(context, purchaseId)?.status === 'paid'
    )
      throw alreadyPaid(purchaseNow(context, purchaseId));
    throw error;
  }
}

async function payAccountRecord(
  context: SandboxContext,
  request: { path: string; body: unknown; headers: IncomingHttpHeaders },
  body: AccountPaymentRequest,
  now: Date,
  key: ReturnType<typeof readIdempotencyKey>,
  name: string | null,
  email: string | null,
  amount: number,
): Promise<RouteResponse> {
  let target: {
    invoiceId?: string;
    subscriptionId?: string;
    productCode: string;
    planId: string;
    currency: string;
    plan: ReturnType<typeof chargeable>;
  };
  if (body.operation === 'upgrade') {
    const subscription = requireSubscription(context, body.subscriptionId);
    const quote = upgradeAnswer(context, subscription, body.planId, 'planId', 422);
    target = {
      subscriptionId: subscription.id,
      productCode: quote.productCode,
      planId: quote.targetPlan.id,
      currency: quote.targetPlan.currency,
      plan: chargeable(
        `upgrade-${subscription.id}`,
        quote.amountDue,
        quote.targetPlan.currency,
        quote.paymentMethods,
        quote.installments,
      ),
    };
  } else {
    const invoice = requireInvoice(context, body.invoiceId, 'invoiceId', 422);
    const answer = invoiceAnswer(context, invoice);
    target = {
      invoiceId: invoice.id,
      productCode: invoice.product_code,
      planId: invoice.plan_id ?? invoice.id,
      currency: invoice.currency,
      plan: chargeable(
        invoice.id,
        invoice.amount,
        invoice.currency,
        answer.paymentMethods,
        answer.installments,
      ),
    };
  }
  const method = checkPaymentMethod(body.paymentMethods, target.plan, now);
  const expected = expectedPaymentAmount(target.plan, method.type, method.installments);
  if (expected !== amount) {
    throw unprocessable('amount', 'amount_mismatch', `must be ${expected}; got ${amount}`);
  }

  const redacted = redactCardData(request.body);
  return chargeOnce(
    context,
    {
      key,
      fingerprint: context.idempotency.fingerprint('POST', request.path, request.body),
      purchase: purchaseAttempt(request.headers, {
        method: method.type,
        answerStatus: 201,
        order: {
          operation: body.operation,
          invoiceId: target.invoiceId ?? null,
          subscriptionId: target.subscriptionId ?? null,
          planId: target.planId,
          amount,
          installments: method.installments,
        },
      }),
    },
    async () => {
      // Checked once the key is claimed: a replay of the attempt that paid it answers that
      // payment, a new attempt on a paid invoice is refused.
      if (target.invoiceId && invoiceIsPaid(context, requireInvoice(context, target.invoiceId))) {
        const error = new HttpError(
          409,
          'invoice_already_paid',
          `Invoice '${target.invoiceId}' is already paid.`,
          'invoiceId',
        );
        return { response: { status: 409, body: error.toBody() }, persist: () => undefined };
      }
      const result = await chargePayment(context, {
        apiVersion: 1,
        method,
        amount,
        currency: target.currency,
        productCode: target.productCode,
        planId: target.planId,
        leadId: null,
        subscriptionId: target.subscriptionId ?? null,
        name,
        email,
        redactedRequest: redacted,
      });
      if (!result.ok) {
        return {
          response: { status: result.status, body: result.error },
          persist: () => insertPayment(context, result.payment),
          payment: result.payment,
        };
      }
      const payment = result.payment;
      const approved = payment.status === 'approved';
      const answer: AccountPaymentAnswer = {
        paymentId: payment.id,
        status: approved ? 'approved' : 'pending',
        token: payment.token || randomBytes(16).toString('hex'),
        // The buyer already has an account: the product's site takes them to its login.
        redirect: '/login',
        paymentProfileIds: payment.payment_profile_id ? [payment.payment_profile_id] : [],
        route: method.type === 'pix' ? 'pix' : method.type === 'bankslip' ? 'bankslip' : null,
        ...(target.invoiceId ? { invoiceId: target.invoiceId } : {}),
        ...(target.subscriptionId ? { subscriptionId: target.subscriptionId } : {}),
        ...(result.pix ? { pix: result.pix } : {}),
        ...(result.bankslip ? { bankslip: result.bankslip } : {}),
      };
      return {
        response: { status: 201, body: answer },
        payment,
        persist: () => {
          insertPayment(context, payment);
          if (target.invoiceId) {
            context.db
              .prepare(
                `UPDATE invoices SET payment_id = ?, status = ?, paid_at = ?, updated_at = ? WHERE id = ?`,
              )
              .run(
                payment.id,
                approved ? 'paid' : 'open',
                approved ? payment.updated_at : null,
                payment.updated_at,
                target.invoiceId,
              );
          } else if (target.subscriptionId && approved) {
            context.db
              .prepare(
                `UPDATE subscriptions SET plan_id = ?, card_brand = COALESCE(?, card_brand), card_last4 = COALESCE(?, card_last4), updated_at = ? WHERE id = ?`,
              )
              .run(
                target.planId,
                payment.card_brand,
                payment.card_last4,
                payment.updated_at,
                target.subscriptionId,
              );
          }
        },
      };
    },
  );
}
