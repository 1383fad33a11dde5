import { BodyReader } from '@/sandbox/bodyReader';
import { requireCatalogueProduct, requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CatalogueProduct } from '@/sandbox/catalogueTypes';
import { HttpError } from '@/sandbox/httpError';
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
import { readCard } from '@/sandbox/paymentMethodInput';
import { authorizeCard } from '@/sandbox/paymentProcessor';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

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

/** Reads `cpf` (formatted or bare), 422 `invalid_cpf` unless it is a valid CPF. */
function readCpf(reader: BodyReader): string {
  const cpf = reader.string('cpf', { maxLength: 14 }).replace(/[.-]/g, '');
  if (!isValidCpf(cpf)) throw new HttpError(422, 'invalid_cpf', 'cpf is not a valid CPF.', 'cpf');
  return cpf;
}

function activeAccount(reader: BodyReader): LiveloTestAccount {
  const account = liveloAccount(readCpf(reader));
  requireActiveAccount(account);
  return account;
}

function planOf(
  context: SandboxContext,
  reader: BodyReader,
): {
  product: CatalogueProduct;
  plan: ReturnType<typeof requirePlanOfProduct>;
} {
  const product = requireCatalogueProduct(
    context,
    reader.string('productCode', { maxLength: 40 }),
    'productCode',
  );
  const planId =
    reader.optionalString('planId', { maxLength: 80 }) ??
    product.planIds.anualProductId ??
    product.plans[0]?.id ??
    '';
  return { product, plan: requirePlanOfProduct(product, planId, 'planId', 422) };
}

/**
 * The simulated Livelo loyalty program: balance and price options of a CPF, one-time code by
 * SMS or e-mail, and redeeming points (with the cash part by card when mixed).
 */
export const liveloHandlers: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/v1/livelo/account',
    operationId: 'liveloAccount',
    handle({ body }, context) {
      const reader = BodyReader.from(body);
      const account = activeAccount(reader);
      const { plan } = planOf(context, reader);
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
    },
  },
  {
    method: 'POST',
    path: '/api/v1/livelo/code',
    operationId: 'liveloSendCode',
    handle({ body }, context) {
      const reader = BodyReader.from(body);
      const account = activeAccount(reader);
      const device = reader.enumValue('device', ['sms', 'email'] as const);
      recordCodeSent(context, account.cpf);
      return {
        status: 201,
        body: {
          device,
          sentTo: device === 'sms' ? maskPhone(account.phone) : maskEmail(account.email),
          resendAfterSeconds: liveloResendSeconds,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/livelo/code/validate',
    operationId: 'liveloValidateCode',
    handle({ body }, context) {
      const reader = BodyReader.from(body);
      const account = activeAccount(reader);
      const code = reader.string('code', { maxLength: 12 });
      checkCode(context, account.cpf, code);
      return { status: 200, body: { authorization: liveloAuthorization(account.cpf) } };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/livelo/redeem',
    operationId: 'liveloRedeem',
    async handle({ body }, context) {
      const reader = BodyReader.from(body);
      const account = activeAccount(reader);
      requireAuthorization(account.cpf, reader.string('authorization', { maxLength: 80 }));
      const { plan } = planOf(context, reader);
      const type = reader.enumValue('type', ['points', 'mixed', 'cash'] as const);
      const option = liveloOptions(plan, account.balance).find((item) => item.type === type);
      if (!option?.available) {
        throw new HttpError(
          402,
          'livelo_insufficient_points',
          `The balance (${account.balance} points) does not cover ${option?.amountPoints ?? 0} points.`,
          'type',
        );
      }
      if (option.amountCash > 0) {
        const cardReader = reader.optionalObject('card');
        if (!cardReader) {
          throw new HttpError(422, 'missing_field', 'card is required when cash is paid.', 'card');
        }
        const card = readCard(cardReader, context.now());
        const authorization = await authorizeCard(card.digits, { slowMs: context.settings.slowMs });
        if (!authorization.approved) {
          throw new HttpError(402, authorization.code, 'The card was not approved.', 'card');
        }
      }
      return {
        status: 201,
        body: {
          paymentId: newId('lvp'),
          token: newId('tok'),
          type,
          amountPoints: option.amountPoints,
          amountCash: option.amountCash,
          balanceAfter: account.balance - option.amountPoints,
        },
      };
    },
  },
];
