import { createHash, randomBytes } from 'node:crypto';
import type { BankslipDetails, MpesaDetails, PixDetails } from '@/schemas/generated/apiTypes';
import { buildBoleto } from '@/sandbox/boleto';
import { buildPixBrCode } from '@/sandbox/brCode';
import type { ErrorBody } from '@/lib/http/httpError';
import { maskMpesaPhone } from '@/sandbox/mpesa';
import { authorizeCard, isReviewCardOnFile } from '@/sandbox/paymentProcessor';
import { isInPersonMethod } from '@/sandbox/paymentMethodInput';
import type { PaymentMethodChoice } from '@/sandbox/paymentMethodInput';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** The sandbox's Pix receiver (a random key; no money moves). */
export const sandboxPixReceiver = {
  key: '7f6844d0-de89-47e5-9ef7-e0a35a681615',
  merchantName: 'TRILHA SANDBOX',
  merchantCity: 'SAO PAULO',
};

/** The sandbox's boleto issuer: bank 001, agreement number and wallet of the free field. */
export const sandboxBoletoIssuer = { bankCode: '001', agreement: '1234567', wallet: '17' };

/** What a charge is for. */
export interface ChargeInput {
  apiVersion: 1 | 2;
  method: PaymentMethodChoice;
  amount: number;
  currency: string;
  productCode: string;
  planId: string;
  leadId: string | null;
  subscriptionId: string | null;
  name: string | null;
  email: string | null;
  /** The request body, card data already redacted. */
  redactedRequest: unknown;
  /**
   * The plan's free trial, when this card payment starts it (see `freeTrialApplies`): the card
   * is verified, `amount` must be 0, and the first charge of `firstChargeAmount` is scheduled
   * `days` days from now.
   */
  trial?: { days: number; firstChargeAmount: number };
}

const dayMs = 24 * 60 * 60 * 1000;

/** When the first charge of a free trial that starts at `start` is made: `days` days later. */
export function firstChargeAt(start: Date, days: number): Date {
  return new Date(start.getTime() + days * dayMs);
}

/** The payment columns of a free trial a card payment starts at `start` (none without one). */
function trialColumns(
  trial: ChargeInput['trial'],
  start: Date,
): Pick<PaymentRow, 'trial_days' | 'first_charge_at' | 'first_charge_amount'> {
  if (!trial) return {};
  return {
    trial_days: trial.days,
    first_charge_at: firstChargeAt(start, trial.days).toISOString(),
    first_charge_amount: trial.firstChargeAmount,
  };
}

/** A charge's outcome: a payment row to store, and either details or the decline answer. */
export type ChargeResult =
  | {
      ok: true;
      payment: PaymentRow;
      pix?: PixDetails;
      bankslip?: BankslipDetails;
      mpesa?: MpesaDetails;
    }
  | { ok: false; payment: PaymentRow; status: 402 | 502; error: ErrorBody };

/** Pix "copia e cola" and expiry of a payment. */
export function pixDetailsFor(
  context: SandboxContext,
  paymentId: string,
  amount: number,
  createdAt: Date,
): PixDetails {
  return {
    brCode: buildPixBrCode({
      ...sandboxPixReceiver,
      amountInCents: amount,
      txid: paymentId.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
      singleUse: true,
    }),
    expiresAt: new Date(createdAt.getTime() + context.settings.pixTtlMs).toISOString(),
  };
}

/** Boleto numbers, due date and printable page of a payment. */
export function bankslipDetailsFor(
  context: SandboxContext,
  paymentId: string,
  amount: number,
  createdAt: Date,
): BankslipDetails {
  const due = new Date(createdAt.getTime() + context.settings.boletoDueDays * 24 * 60 * 60 * 1000);
  const dueDate = due.toISOString().slice(0, 10);
  const ourNumber = (
    BigInt(`0x${createHash('sha256').update(paymentId).digest('hex').slice(0, 15)}`) %
    10_000_000_000n
  )
    .toString()
    .padStart(10, '0');
  const numbers = buildBoleto({
    bankCode: sandboxBoletoIssuer.bankCode,
    amountInCents: amount,
    dueDate,
    freeField: `000000${sandboxBoletoIssuer.agreement}${ourNumber}${sandboxBoletoIssuer.wallet}`,
  });
  return { ...numbers, dueDate, url: `/api/sandbox/boleto/${encodeURIComponent(paymentId)}` };
}

const declineMessages = {
  card_declined: 'The card was declined by the issuer.',
  insufficient_funds: 'The card was declined for insufficient funds.',
  processor_error: 'The payment processor failed; nothing was charged. Try again.',
} as const;

/**
 * Charges a payment method: authorises a card (with the test-card outcomes; for a free trial
 * the card is only verified, the same outcomes, nothing is charged and the first charge is
 * recorded as scheduled), issues a Pix
 * charge or a boleto, records an in-person payment (pending until the back office confirms
 * it) or sends an M-Pesa push (pending until the simulated buyer answers, see `mpesaStatus`). Returns the row to store; the caller stores it with its answer.
 */
export async function chargePayment(
  context: SandboxContext,
  input: ChargeInput,
): Promise<ChargeResult> {
  const createdAt = context.now();
  const id = newId('pay');
  const base: PaymentRow = {
    id,
    api_version: input.apiVersion,
    method: input.method.type,
    status: 'pending',
    amount: input.amount,
    currency: input.currency,
    product_code: input.productCode,
    plan_id: input.planId,
    installments: input.method.installments,
    lead_id: input.leadId,
    subscription_id: input.subscriptionId,
    name: input.name,
    email: input.email,
    card_brand: null,
    card_last4: null,
    token: randomBytes(16).toString('hex'),
    // A card becomes a card on file (a payment profile) the buyer may be charged on again; the
    // card on file keeps its own profile; Pix, boleto and the rest create none.
    payment_profile_id:
      input.method.type === 'credit-card'
        ? newId('pp')
        : input.method.type === 'default-credit-card'
          ? (input.method.paymentProfileId ?? null)
          : null,
    pix_br_code: null,
    pix_expires_at: null,
    bankslip_digitable_line: null,
    bankslip_barcode: null,
    bankslip_due_date: null,
    request_json: JSON.stringify(input.redactedRequest ?? null),
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
    paid_at: null,
  };
  if (input.method.type === 'credit-card') {
    const card = input.method.card;
    const authorization = await authorizeCard(card.digits, { slowMs: context.settings.slowMs });
    const decided = context.now().toISOString();
    const payment: PaymentRow = {
      ...base,
      card_brand: card.brand,
      card_last4: card.last4,
      updated_at: decided,
    };
    if (!authorization.approved) {
      return {
        ok: false,
        payment: {
          ...payment,
          status: authorization.code === 'processor_error' ? 'failed' : 'declined',
        },
        status: authorization.code === 'processor_error' ? 502 : 402,
        error: {
          error: {
            code: authorization.code,
            message: declineMessages[authorization.code],
            field: 'paymentMethods[0].card',
          },
        },
      };
    }
    const taken = { ...payment, ...trialColumns(input.trial, createdAt) };
    // Held for review: taken, but pending until the review approves it.
    if (authorization.review) return { ok: true, payment: taken };
    return { ok: true, payment: { ...taken, status: 'approved', paid_at: decided } };
  }
  if (input.method.type === 'default-credit-card') {
    // The card on file was verified before; the sandbox approves it, unless it was saved from
    // the test card held for review.
    const { brand, last4 } = input.method;
    const held = isReviewCardOnFile(brand, last4);
    return {
      ok: true,
      payment: {
        ...base,
        ...trialColumns(input.trial, createdAt),
        status: held ? 'pending' : 'approved',
        card_brand: brand,
        card_last4: last4,
        paid_at: held ? null : base.created_at,
      },
    };
  }
  if (isInPersonMethod(input.method.type)) {
    // The attendant takes the money at the desk; the back office confirms it later.
    return { ok: true, payment: base };
  }
  if (input.method.type === 'm-pesa') {
    // The USSD push goes to the buyer's phone; the status poll answers what they did.
    const phone = input.method.phone;
    const expiresAt = new Date(createdAt.getTime() + context.settings.mpesaTimeoutMs);
    return {
      ok: true,
      payment: { ...base, mpesa_phone: phone },
      mpesa: { phone: maskMpesaPhone(phone), expiresAt: expiresAt.toISOString() },
    };
  }
  if (input.method.type === 'pix') {
    const pix = pixDetailsFor(context, id, input.amount, createdAt);
    return {
      ok: true,
      payment: { ...base, pix_br_code: pix.brCode, pix_expires_at: pix.expiresAt },
      pix,
    };
  }
  const bankslip = bankslipDetailsFor(context, id, input.amount, createdAt);
  return {
    ok: true,
    payment: {
      ...base,
      bankslip_digitable_line: bankslip.digitableLine,
      bankslip_barcode: bankslip.barcode,
      bankslip_due_date: bankslip.dueDate,
    },
    bankslip,
  };
}
