import { randomBytes } from 'node:crypto';
import { freeTrialApplies } from '@/lib/money/freeTrial';
import type {
  Plan,
  PaymentParams,
  PaymentRequest,
  PaymentResponse,
  PaymentStatusResponse,
  PaymentV1Request,
  PaymentV1Response,
  PurchaseParams,
} from '@/schemas/generated/apiTypes';
import { isAccountPayment, payAccountOperation } from '@/sandbox/accountPayment';
import { requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import { requireTicketsLeft } from '@/sandbox/ticketLots';
import { chargePayment } from '@/sandbox/chargePayment';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError, unprocessable } from '@/lib/http/httpError';
import { readIdempotencyKey } from '@/sandbox/idempotencyStore';
import { requireLeadRow } from '@/sandbox/leadRecords';
import { normalizeEmail, normalizeName } from '@/sandbox/personFields';
import { expectedPaymentAmount, pricePlan } from '@/sandbox/planPricing';
import { checkOrderBumps } from '@/sandbox/orderBumpInput';
import { checkPaymentMethod } from '@/sandbox/paymentMethodInput';
import {
  currentStatus,
  findPayment,
  findPaymentProfile,
  insertPayment,
  recordMpesaAnswer,
  trialScheduleOf,
} from '@/sandbox/paymentRecords';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import {
  chargeOnce,
  purchaseNow,
  purchaseAttempt,
  purchaseOfPayment,
} from '@/sandbox/purchaseGuard';
import { redactCardData } from '@/lib/redaction/redactCardData';
import { hasUsedTrial } from '@/sandbox/trialUsage';
import type { TrialAsker } from '@/sandbox/trialUsage';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/**
 * The free-trial days a payment of this plan by `method` starts for the buyer (see
 * `freeTrialApplies`: a card, a plan with trial days, a buyer who has not had the product);
 * 0 when it starts none and the order is charged now.
 */
function trialDaysOf(
  context: SandboxContext,
  productCode: string,
  plan: Plan,
  method: string,
  asker: TrialAsker,
): number {
  const trialDays = plan.trialDays ?? 0;
  if (trialDays === 0) return 0;
  const trialUsed = hasUsedTrial(context, productCode, asker);
  return freeTrialApplies({ trialDays, trialUsed }, method) ? trialDays : 0;
}

/** Payments v1 (pass-through) and v2 (card, Pix, boleto), idempotent, and the status poll. */
export const paymentHandlers: Route<SandboxContext>[] = [
  contractRoute<Record<string, never>, Record<string, never>, PaymentRequest>(
    'createPayment',
    async ({ path, body, headers }, context) => {
      const key = readIdempotencyKey(headers);
      const now = context.now();
      const name = normalizeName(body.name);
      const email = normalizeEmail(body.email);
      const { amount, voucher } = body;
      const leadId = body.sfLeadId;
      if (leadId !== undefined) requireLeadRow(context, leadId, 'sfLeadId', 422);
      const catalogueProduct = context.catalogue.catalogueProduct(body.productCode);
      if (!catalogueProduct) {
        throw unprocessable(
          'productCode',
          'product_not_found',
          `names product '${body.productCode}', which is not in any catalogue`,
        );
      }
      const cataloguePlan = requirePlanOfProduct(catalogueProduct, body.planId, 'planId', 422);
      requireTicketsLeft(cataloguePlan);
      const plan = pricePlan(cataloguePlan, voucher);
      const method = checkPaymentMethod(body.paymentMethods, plan, now, {
        seller: body.seller,
        isPaymentInPerson: body.isPaymentInPerson,
        paymentProfile: (id) => findPaymentProfile(context, id, { leadId, email }),
      });
      // Add-ons (order bumps) are paid in the same payment: one card charge, Pix or boleto.
      const bumps = checkOrderBumps(body.orderBumps, catalogueProduct, plan, method.type, voucher);
      const planAmount = expectedPaymentAmount(plan, method.type, method.installments);
      const orderAmount =
        planAmount === undefined
          ? undefined
          : planAmount + bumps.reduce((sum, bump) => sum + bump.amount, 0);
      const redacted = redactCardData(body);
      return chargeOnce(
        context,
        {
          key,
          fingerprint: context.idempotency.fingerprint('POST', path, body),
          purchase: purchaseAttempt(headers, {
            method: method.type,
            answerStatus: 201,
            order: {
              operation: 'createPayment',
              productCode: catalogueProduct.code,
              planId: plan.id,
              orderBumps: bumps
                .map((bump) => ({ planId: bump.planId, amount: bump.amount }))
                .sort((a, b) => (a.planId < b.planId ? -1 : a.planId > b.planId ? 1 : 0)),
              amount,
              installments: method.installments,
            },
          }),
        },
        async () => {
          // Decided inside the key's work: a replay answers the first answer, even though the
          // trial it started is now used.
          const trialDays = trialDaysOf(context, catalogueProduct.code, plan, method.type, {
            leadId,
            email,
          });
          const expected = trialDays > 0 ? 0 : orderAmount;
          if (expected !== amount) {
            throw unprocessable(
              'amount',
              'amount_mismatch',
              `must be ${expected} for plan '${plan.id}' paid by ${method.type} in ${method.installments}x${plan.appliedVoucher ? ` with voucher ${plan.appliedVoucher.code}` : ''}${bumps.length > 0 ? ` plus ${bumps.length} order bump(s)` : ''}${trialDays > 0 ? ` (a ${trialDays}-day free trial: nothing is charged now, ${orderAmount} when it ends)` : ''}; got ${amount}`,
            );
          }
          const subscriptionId = newId('sub');
          const result = await chargePayment(context, {
            apiVersion: 2,
            method,
            amount,
            currency: plan.currency,
            productCode: catalogueProduct.code,
            planId: plan.id,
            leadId: leadId ?? null,
            subscriptionId,
            name,
            email,
            redactedRequest: redacted,
            ...(trialDays > 0 && orderAmount !== undefined
              ? { trial: { days: trialDays, firstChargeAmount: orderAmount } }
              : {}),
          });
          if (!result.ok) {
            return {
              response: { status: result.status, body: result.error },
              persist: () => insertPayment(context, result.payment),
              payment: result.payment,
            };
          }
          const payment = result.payment;
          const trial = trialScheduleOf(payment);
          const answer: PaymentResponse = {
            token: payment.token,
            // Where the product's site takes the buyer after the purchase: the first access of
            // the new account, with the purchase token.
            redirect: `/primeiro-acesso?token=${payment.token}`,
            paymentProfileIds: payment.payment_profile_id ? [payment.payment_profile_id] : [],
            route: method.type === 'pix' ? 'pix' : method.type === 'bankslip' ? 'bankslip' : null,
            paymentId: payment.id,
            status: payment.status === 'approved' ? 'approved' : 'pending',
            subscriptionId,
            ...(result.pix ? { pix: result.pix } : {}),
            ...(result.bankslip ? { bankslip: result.bankslip } : {}),
            ...(result.mpesa ? { mpesa: result.mpesa } : {}),
            ...(trial ? { trial } : {}),
          };
          return {
            response: { status: 201, body: answer },
            payment,
            persist: () => {
              insertPayment(context, payment);
              context.db
                .prepare(
                  `INSERT INTO subscriptions (id, lead_id, product_code, plan_id, status, card_brand, card_last4, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
                )
                .run(
                  subscriptionId,
                  payment.lead_id,
                  catalogueProduct.code,
                  plan.id,
                  trial ? 'trialing' : payment.status === 'approved' ? 'active' : 'pending',
                  payment.card_brand,
                  payment.card_last4,
                  payment.created_at,
                  payment.created_at,
                );
            },
          };
        },
      );
    },
  ),
  contractRoute<PaymentParams>('getPaymentStatus', ({ params }, context) => {
    const id = params.paymentId;
    const payment = findPayment(context, id);
    if (!payment)
      throw new HttpError(404, 'payment_not_found', `Payment '${id}' does not exist.`, 'paymentId');
    // A payment of a purchase: an M-Pesa push confirmed since pays the purchase first.
    const purchase = purchaseOfPayment(context, payment);
    // The stored row follows what is answered: an M-Pesa push the phone answered since is stored
    // approved, declined or expired.
    const row = recordMpesaAnswer(
      context,
      purchase ? (findPayment(context, id) ?? payment) : payment,
    );
    const status = currentStatus(row, context.now(), context.settings);
    const body: PaymentStatusResponse = {
      paymentId: row.id,
      status: status === 'received' ? 'pending' : status,
      method: row.method,
      ...purchase,
    };
    return { status: 200, body };
  }),
  contractRoute<PurchaseParams>('getPurchase', ({ params }, context) => {
    return { status: 200, body: purchaseNow(context, params.purchaseId) };
  }),
  contractRoute<Record<string, never>, Record<string, never>, PaymentV1Request>(
    'createPaymentV1',
    ({ path, body, headers }, context) => {
      if (isAccountPayment(body)) return payAccountOperation(context, { path, body, headers });
      const key = readIdempotencyKey(headers);
      const redacted = redactCardData(body);
      const rawMethod = body.paymentMethod ?? body.type;
      const rawAmount = body.amount;
      const method = typeof rawMethod === 'string' ? rawMethod.slice(0, 40) : 'unspecified';
      const amount =
        typeof rawAmount === 'number' && Number.isInteger(rawAmount) ? rawAmount : null;
      const productCode =
        typeof body.productCode === 'string' ? body.productCode.slice(0, 40) : null;
      const planId = typeof body.planId === 'string' ? body.planId.slice(0, 80) : null;
      // A passed-through body is received, not charged: it never pays its purchase, but it is
      // refused like any attempt while the purchase is paid or being paid.
      return chargeOnce(
        context,
        {
          key,
          fingerprint: context.idempotency.fingerprint('POST', path, body),
          purchase: purchaseAttempt(headers, {
            method,
            answerStatus: 201,
            order: { operation: 'createPaymentV1', productCode, planId, amount },
          }),
        },
        async () => {
          const now = context.now().toISOString();
          const id = newId('pay');
          const profileId = newId('pp');
          const token = randomBytes(16).toString('hex');
          const answer: PaymentV1Response = {
            paymentId: id,
            status: 'received',
            token,
            redirect: `/primeiro-acesso?token=${token}`,
            paymentProfileIds: [profileId],
            route: null,
          };
          const payment: PaymentRow = {
            id,
            api_version: 1,
            method,
            status: 'received',
            amount,
            currency: null,
            product_code: productCode,
            plan_id: planId,
            installments: null,
            lead_id: null,
            subscription_id: null,
            name: null,
            email: null,
            card_brand: null,
            card_last4: null,
            token,
            payment_profile_id: profileId,
            pix_br_code: null,
            pix_expires_at: null,
            bankslip_digitable_line: null,
            bankslip_barcode: null,
            bankslip_due_date: null,
            request_json: JSON.stringify(redacted),
            created_at: now,
            updated_at: now,
            paid_at: null,
          };
          return {
            response: { status: 201, body: answer },
            payment,
            persist: () => insertPayment(context, payment),
          };
        },
      );
    },
  ),
];
