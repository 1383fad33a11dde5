import type { IncomingHttpHeaders } from 'node:http';
import type {
  CardInput,
  Plan,
  RenewResponse,
  RenewV1Request,
  RenewV2Request,
  SubscriptionParams,
  VerifyCardResponse,
} from '@/schemas/generated/apiTypes';
import { requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CatalogueProduct } from '@/sandbox/catalogueTypes';
import { chargePayment } from '@/sandbox/chargePayment';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError, unprocessable } from '@/lib/http/httpError';
import { readIdempotencyKey } from '@/sandbox/idempotencyStore';
import { authorizeCard } from '@/sandbox/paymentProcessor';
import { checkCard, checkPaymentMethod } from '@/sandbox/paymentMethodInput';
import type { PaymentMethodChoice } from '@/sandbox/paymentMethodInput';
import { insertPayment } from '@/sandbox/paymentRecords';
import { expectedPaymentAmount, pricePlan } from '@/sandbox/planPricing';
import { chargeOnce, purchaseAttempt } from '@/sandbox/purchaseGuard';
import { redactCardData } from '@/lib/redaction/redactCardData';
import type { Route } from '@/sandbox/router';
import type { RouteResponse } from '@/lib/http/route';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { requireSubscription } from '@/sandbox/subscriptionRecords';
import type { SubscriptionRow } from '@/sandbox/subscriptionRecords';

interface RenewalCommon {
  product: CatalogueProduct;
  plan: Plan;
}

/** Checks what both renew versions share: product and plan against the catalogue (the contract judged the document). */
function checkRenewalCommon(
  body: { document?: string; productCode: string; planId: string },
  context: SandboxContext,
): RenewalCommon {
  const product = context.catalogue.catalogueProduct(body.productCode);
  if (!product) {
    throw unprocessable(
      'productCode',
      'product_not_found',
      `names product '${body.productCode}', which is not in any catalogue`,
    );
  }
  return { product, plan: pricePlan(requirePlanOfProduct(product, body.planId, 'planId', 422)) };
}

/** Charges a renewal once per Idempotency-Key and moves the subscription to the new period. */
async function renew(
  context: SandboxContext,
  request: {
    path: string;
    body: unknown;
    headers: IncomingHttpHeaders;
    key: string | undefined;
    apiVersion: 1 | 2;
  },
  subscription: SubscriptionRow,
  common: RenewalCommon,
  method: PaymentMethodChoice,
  amount: number,
): Promise<RouteResponse> {
  const redacted = redactCardData(request.body);
  return chargeOnce(
    context,
    {
      key: request.key,
      fingerprint: context.idempotency.fingerprint('POST', request.path, request.body),
      purchase: purchaseAttempt(request.headers, {
        method: method.type,
        answerStatus: 200,
        order: {
          operation: 'renew',
          subscriptionId: subscription.id,
          productCode: common.product.code,
          planId: common.plan.id,
          amount,
          installments: method.installments,
        },
      }),
    },
    async () => {
      const result = await chargePayment(context, {
        apiVersion: request.apiVersion,
        method,
        amount,
        currency: common.plan.currency,
        productCode: common.product.code,
        planId: common.plan.id,
        leadId: subscription.lead_id,
        subscriptionId: subscription.id,
        name: null,
        email: null,
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
      const status = payment.status === 'approved' ? 'active' : 'pending';
      const answer: RenewResponse = {
        subscriptionId: subscription.id,
        status,
        planId: common.plan.id,
        renewCount: subscription.renew_count + 1,
        payment: {
          paymentId: payment.id,
          status: payment.status === 'approved' ? 'approved' : 'pending',
          method: payment.method,
          ...(result.pix ? { pix: result.pix } : {}),
          ...(result.bankslip ? { bankslip: result.bankslip } : {}),
        },
      };
      return {
        response: { status: 200, body: answer },
        payment,
        persist: () => {
          insertPayment(context, payment);
          context.db
            .prepare(
              `UPDATE subscriptions SET plan_id = ?, product_code = ?, status = ?, renew_count = renew_count + 1,
             card_brand = COALESCE(?, card_brand), card_last4 = COALESCE(?, card_last4), updated_at = ? WHERE id = ?`,
            )
            .run(
              common.plan.id,
              common.product.code,
              status,
              payment.card_brand,
              payment.card_last4,
              payment.updated_at,
              subscription.id,
            );
        },
      };
    },
  );
}

/** Subscription renewal (v1 with the card on file, v2 with payment methods) and card verification. */
export const subscriptionHandlers: Route<SandboxContext>[] = [
  contractRoute<SubscriptionParams, Record<string, never>, RenewV1Request>(
    'renewSubscriptionV1',
    async ({ params, body, headers, path }, context) => {
      const subscription = requireSubscription(context, params.id);
      const key = readIdempotencyKey(headers);
      const common = checkRenewalCommon(body, context);
      const { paymentMethod } = body;
      const installments = body.numberInstallments ?? 1;
      let method: PaymentMethodChoice;
      if (paymentMethod === 'pix' || paymentMethod === 'bankslip') {
        if (!(common.plan.paymentMethods as string[]).includes(paymentMethod)) {
          throw unprocessable(
            'paymentMethod',
            'payment_method_not_offered',
            `'${paymentMethod}' is not offered by plan '${common.plan.id}'`,
          );
        }
        method = { type: paymentMethod, installments: 1 };
      } else {
        const { card_brand: brand, card_last4: last4 } = subscription;
        if (!brand || !last4) {
          throw unprocessable(
            'paymentMethod',
            'no_card_on_file',
            'needs a card on file; verify a card first',
          );
        }
        if (!common.plan.installments.some((option) => option.id === installments)) {
          throw unprocessable(
            'numberInstallments',
            'installments_not_offered',
            `is not offered by plan '${common.plan.id}'`,
          );
        }
        method = { type: 'default-credit-card', installments, brand, last4 };
      }
      const amount =
        expectedPaymentAmount(
          common.plan,
          method.type === 'default-credit-card' ? 'credit-card' : method.type,
          installments,
        ) ?? common.plan.amount;
      return renew(
        context,
        { path, body, headers, key, apiVersion: 1 },
        subscription,
        common,
        method,
        amount,
      );
    },
  ),
  contractRoute<SubscriptionParams, Record<string, never>, RenewV2Request>(
    'renewSubscriptionV2',
    async ({ params, body, headers, path }, context) => {
      const subscription = requireSubscription(context, params.id);
      const key = readIdempotencyKey(headers);
      const common = checkRenewalCommon(body, context);
      const { amount } = body;
      const method = checkPaymentMethod(body.paymentMethods, common.plan, context.now());
      const expected = expectedPaymentAmount(common.plan, method.type, method.installments);
      if (expected !== amount) {
        throw unprocessable(
          'amount',
          'amount_mismatch',
          `must be ${expected} for plan '${common.plan.id}' paid by ${method.type} in ${method.installments}x; got ${amount}`,
        );
      }
      return renew(
        context,
        { path, body, headers, key, apiVersion: 2 },
        subscription,
        common,
        method,
        amount,
      );
    },
  ),
  contractRoute<SubscriptionParams, Record<string, never>, CardInput>(
    'verifyCard',
    async ({ params, body }, context) => {
      const subscription = requireSubscription(context, params.id);
      const card = checkCard(body, context.now());
      const authorization = await authorizeCard(card.digits, { slowMs: context.settings.slowMs });
      if (!authorization.approved) {
        const status = authorization.code === 'processor_error' ? 502 : 402;
        throw new HttpError(
          status,
          authorization.code,
          'The card could not be verified.',
          'number',
        );
      }
      context.db
        .prepare(
          'UPDATE subscriptions SET card_brand = ?, card_last4 = ?, updated_at = ? WHERE id = ?',
        )
        .run(card.brand, card.last4, context.now().toISOString(), subscription.id);
      const answer: VerifyCardResponse = {
        subscriptionId: subscription.id,
        verified: true,
        brand: card.brand,
        last4: card.last4,
      };
      return { status: 200, body: answer };
    },
  ),
];
