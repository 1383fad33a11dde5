import { randomBytes } from 'node:crypto';
import type {
  PaymentResponse,
  PaymentStatusResponse,
  PaymentV1Response,
} from '@/checkout/api/types';
import { isAccountPayment, payAccountOperation } from '@/sandbox/accountPayment';
import { BodyReader } from '@/sandbox/bodyReader';
import { requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import { chargePayment } from '@/sandbox/chargePayment';
import { operationValues, planTypeValues } from '@/sandbox/domainEnums';
import { HttpError } from '@/sandbox/httpError';
import { readIdempotencyKey, requestFingerprint } from '@/sandbox/idempotencyStore';
import { requireLeadRow } from '@/sandbox/leadRecords';
import { readEmail, readName, readOptionalDocument, readPhone } from '@/sandbox/personFields';
import { expectedPaymentAmount, pricePlan } from '@/sandbox/planPricing';
import { readPaymentMethod } from '@/sandbox/paymentMethodInput';
import { currentStatus, findPayment, insertPayment } from '@/sandbox/paymentRecords';
import { redactCardData } from '@/sandbox/redactCardData';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

const businessRule = {
  maxLength: 60,
  pattern: /^[a-z0-9{}]+(-[a-z0-9{}]+)*$/,
  patternReason: 'must be a kebab-case business key',
};

/** Payments v1 (pass-through) and v2 (card, Pix, boleto), idempotent, and the status poll. */
export const paymentHandlers: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/v2/payment',
    operationId: 'createPayment',
    async handle({ path, body, headers }, context) {
      const key = readIdempotencyKey(headers);
      const reader = BodyReader.from(body);
      const now = context.now();
      const name = readName(reader);
      const email = readEmail(reader);
      const amount = reader.integer('amount', { min: 0 });
      reader.string('business', businessRule);
      reader.optionalString('captchaToken', { maxLength: 4096 });
      readOptionalDocument(reader);
      reader.optionalEnum('operation', operationValues);
      reader.optionalString('type', { maxLength: 40 });
      const voucher = reader.optionalString('voucher', { maxLength: 40 });
      if (reader.has('phone')) readPhone(reader);
      const leadId = reader.optionalString('sfLeadId', { maxLength: 80 });
      if (leadId !== undefined) requireLeadRow(context, leadId, 'sfLeadId', 422);
      reader.optionalString('plan', { maxLength: 80 });
      reader.optionalEnum('planType', planTypeValues);
      reader.optionalString('seller', { maxLength: 80 });
      reader.optionalString('source', { maxLength: 80 });
      const productCode = reader.string('productCode', { maxLength: 40 });
      const catalogueProduct =
        context.catalogue.catalogueProduct(productCode) ??
        reader.fail(
          'productCode',
          'product_not_found',
          `names product '${productCode}', which is not in any catalogue`,
        );
      const plan = pricePlan(
        requirePlanOfProduct(
          catalogueProduct,
          reader.string('planId', { maxLength: 80 }),
          'planId',
          422,
        ),
        voucher,
      );
      const method = readPaymentMethod(reader, plan, now);
      const expected = expectedPaymentAmount(plan, method.type, method.installments);
      if (expected !== amount) {
        reader.fail(
          'amount',
          'amount_mismatch',
          `must be ${expected} for plan '${plan.id}' paid by ${method.type} in ${method.installments}x${plan.appliedVoucher ? ` with voucher ${plan.appliedVoucher.code}` : ''}; got ${amount}`,
        );
      }
      const redacted = redactCardData(body);
      return context.idempotency.execute(
        key,
        requestFingerprint('POST', path, redacted),
        async () => {
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
          });
          if (!result.ok) {
            return {
              response: { status: result.status, body: result.error },
              persist: () => insertPayment(context, result.payment),
            };
          }
          const payment = result.payment;
          const answer: PaymentResponse = {
            token: payment.token,
            redirect: method.type === 'pix' ? '/pix' : '/success',
            paymentProfileIds: payment.payment_profile_id ? [payment.payment_profile_id] : [],
            route: method.type === 'pix' ? 'pix' : method.type === 'bankslip' ? 'bankslip' : null,
            paymentId: payment.id,
            status: payment.status === 'approved' ? 'approved' : 'pending',
            subscriptionId,
            ...(result.pix ? { pix: result.pix } : {}),
            ...(result.bankslip ? { bankslip: result.bankslip } : {}),
          };
          return {
            response: { status: 201, body: answer },
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
                  payment.status === 'approved' ? 'active' : 'pending',
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
  },
  {
    method: 'GET',
    path: '/api/v2/payment/{paymentId}',
    operationId: 'getPaymentStatus',
    handle({ params }, context) {
      const id = params.paymentId ?? '';
      const payment = id.length <= 80 ? findPayment(context, id) : undefined;
      if (!payment)
        throw new HttpError(
          404,
          'payment_not_found',
          `Payment '${id}' does not exist.`,
          'paymentId',
        );
      const status = currentStatus(payment, context.now());
      const body: PaymentStatusResponse = {
        paymentId: payment.id,
        status: status === 'received' ? 'pending' : status,
        method: payment.method,
      };
      return { status: 200, body };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/payment',
    operationId: 'createPaymentV1',
    handle({ path, body, headers }, context) {
      if (isAccountPayment(body)) return payAccountOperation(context, { path, body, headers });
      const key = readIdempotencyKey(headers);
      const reader = BodyReader.from(body);
      const redacted = redactCardData(body);
      const rawMethod = reader.raw('paymentMethod') ?? reader.raw('type');
      const rawAmount = reader.raw('amount');
      return context.idempotency.execute(
        key,
        requestFingerprint('POST', path, redacted),
        async () => {
          const now = context.now().toISOString();
          const id = newId('pay');
          const profileId = newId('pp');
          const token = randomBytes(16).toString('hex');
          const answer: PaymentV1Response = {
            paymentId: id,
            status: 'received',
            token,
            redirect: '/success',
            paymentProfileIds: [profileId],
            route: null,
          };
          return {
            response: { status: 201, body: answer },
            persist: () =>
              insertPayment(context, {
                id,
                api_version: 1,
                method: typeof rawMethod === 'string' ? rawMethod.slice(0, 40) : 'unspecified',
                status: 'received',
                amount:
                  typeof rawAmount === 'number' && Number.isInteger(rawAmount) ? rawAmount : null,
                currency: null,
                product_code:
                  typeof reader.raw('productCode') === 'string'
                    ? String(reader.raw('productCode')).slice(0, 40)
                    : null,
                plan_id:
                  typeof reader.raw('planId') === 'string'
                    ? String(reader.raw('planId')).slice(0, 80)
                    : null,
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
              }),
          };
        },
      );
    },
  },
];
