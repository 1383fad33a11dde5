import type {
  LiveloAccountRequest,
  LiveloRedeemRequest,
  LiveloSendCodeRequest,
  LiveloValidateCodeRequest,
} from '@/schemas/generated/apiTypes';
import { requireCatalogueProduct, requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CataloguePlan } from '@/sandbox/catalogueTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError } from '@/lib/http/httpError';
import {
  checkCode,
  liveloAccount,
  liveloAuthorization,
  liveloOptions,
  liveloResendSeconds,
  maskEmail,
  maskPhone,
  recordCodeSent,
  requireActiveAccount,
  requireAuthorization,
} from '@/sandbox/liveloRecords';
import type { LiveloTestAccount } from '@/sandbox/liveloRecords';
import { checkCard } from '@/sandbox/paymentMethodInput';
import type { CardDetails } from '@/sandbox/paymentMethodInput';
import { insertPayment } from '@/sandbox/paymentRecords';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import { chargeOnce, purchaseAttempt } from '@/sandbox/purchaseGuard';
import { redactCardData } from '@/lib/redaction/redactCardData';
import { authorizeCard } from '@/sandbox/paymentProcessor';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

type NoParams = Record<string, never>;

function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const check = (count: number): number => {
    let sum = 0;
    for (let index = 0; index < count; index += 1)
      sum += (values[index] ?? 0) * (count + 1 - index);
    const remainder = (sum * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  return check(9) === values[9] && check(10) === values[10];
}

/** The active account of a CPF: 422 `invalid_cpf`, 423 blocked, 503 down. */
function activeAccount(cpfInput: string): LiveloTestAccount {
  const cpf = cpfInput.replace(/[.-]/g, '');
  if (!isValidCpf(cpf)) throw new HttpError(422, 'invalid_cpf', 'cpf is not a valid CPF.', 'cpf');
  const account = liveloAccount(cpf);
  requireActiveAccount(account);
  return account;
}

function planOf(
  context: SandboxContext,
  productCode: string,
  planId: string | undefined,
): CataloguePlan {
  const product = requireCatalogueProduct(context, productCode, 'productCode');
  const id = planId ?? product.planIds.anualProductId ?? product.plans[0]?.id ?? '';
  return requirePlanOfProduct(product, id, 'planId', 422);
}

/**
 * The simulated Livelo loyalty program: balance and price options of a CPF, one-time code by
 * SMS or e-mail, and redeeming points (with the cash part by card when mixed or cash).
 */
export const liveloHandlers: Route<SandboxContext>[] = [
  contractRoute<NoParams, NoParams, LiveloAccountRequest>('liveloAccount', ({ body }, context) => {
    const account = activeAccount(body.cpf);
    const plan = planOf(context, body.productCode, body.planId);
    return {
      status: 200,
      body: {
        balance: account.balance,
        maskedPhone: maskPhone(account.phone),
        maskedEmail: maskEmail(account.email),
        planId: plan.id,
        options: liveloOptions(plan, account.balance),
      },
    };
  }),
  contractRoute<NoParams, NoParams, LiveloSendCodeRequest>(
    'liveloSendCode',
    ({ body }, context) => {
      const account = activeAccount(body.cpf);
      recordCodeSent(context, account.cpf);
      return {
        status: 201,
        body: {
          device: body.device,
          sentTo: body.device === 'sms' ? maskPhone(account.phone) : maskEmail(account.email),
          resendAfterSeconds: liveloResendSeconds,
        },
      };
    },
  ),
  contractRoute<NoParams, NoParams, LiveloValidateCodeRequest>(
    'liveloValidateCode',
    ({ body }, context) => {
      const account = activeAccount(body.cpf);
      checkCode(context, account.cpf, body.code);
      return { status: 200, body: { authorization: liveloAuthorization(account.cpf) } };
    },
  ),
  contractRoute<NoParams, NoParams, LiveloRedeemRequest>(
    'liveloRedeem',
    async ({ body, headers }, context) => {
      const account = activeAccount(body.cpf);
      requireAuthorization(account.cpf, body.authorization);
      const plan = planOf(context, body.productCode, body.planId);
      const option = liveloOptions(plan, account.balance).find((item) => item.type === body.type);
      if (!option?.available) {
        throw new HttpError(
          402,
          'livelo_insufficient_points',
          `The balance (${account.balance} points) does not cover ${option?.amountPoints ?? 0} points.`,
          'type',
        );
      }
      let card: CardDetails | undefined;
      if (option.amountCash > 0) {
        if (!body.card) {
          throw new HttpError(422, 'missing_field', 'card is required when cash is paid.', 'card');
        }
        card = checkCard(body.card, context.now(), 'card');
      }
      // Every redemption is stored as a payment (method `livelo`, the cash part as its amount,
      // the card's brand and last four digits, the body redacted). One naming its purchase is
      // refused while the purchase is paid or being paid, and is the payment that paid it.
      const purchase = purchaseAttempt(headers, {
        method: 'livelo',
        answerStatus: 201,
        order: {
          operation: 'liveloRedeem',
          productCode: body.productCode,
          planId: plan.id,
          type: body.type,
        },
      });
      return chargeOnce(context, { key: undefined, fingerprint: '', purchase }, async () => {
        if (card) {
          const authorization = await authorizeCard(card.digits, {
            slowMs: context.settings.slowMs,
          });
          if (!authorization.approved) {
            throw new HttpError(402, authorization.code, 'The card was not approved.', 'card');
          }
        }
        const answer = {
          paymentId: newId('lvp'),
          token: newId('tok'),
          type: body.type,
          amountPoints: option.amountPoints,
          amountCash: option.amountCash,
          balanceAfter: account.balance - option.amountPoints,
        };
        const now = context.now().toISOString();
        const payment: PaymentRow = {
          id: answer.paymentId,
          api_version: 1,
          method: 'livelo',
          status: 'approved',
          amount: option.amountCash,
          currency: plan.currency,
          product_code: body.productCode,
          plan_id: plan.id,
          installments: null,
          lead_id: body.leadId ?? null,
          subscription_id: null,
          name: null,
          email: null,
          card_brand: card?.brand ?? null,
          card_last4: card?.last4 ?? null,
          token: answer.token,
          payment_profile_id: null,
          pix_br_code: null,
          pix_expires_at: null,
          bankslip_digitable_line: null,
          bankslip_barcode: null,
          bankslip_due_date: null,
          request_json: JSON.stringify(redactCardData(body)),
          created_at: now,
          updated_at: now,
          paid_at: now,
        };
        return {
          response: { status: 201, body: answer },
          payment,
          persist: () => insertPayment(context, payment),
        };
      });
    },
  ),
];
