// Typed calls of the Livelo loyalty program (outside spec §7: the spec names the /livelo routes
// but not their calls; the sandbox simulates them under /api/v1/livelo). Each takes the client
// last, defaulting to the shared one.
import { getApiClient } from '@/checkout/api/apiClient';
import type { ApiClient } from '@/checkout/api/apiClient';
import type { CardInput } from '@/checkout/api/types';

/** How a plan is paid with Livelo: all points, points plus cash, or all cash. */
export type LiveloPaymentType = 'points' | 'mixed' | 'cash';

/** Where the one-time code is sent. */
export type LiveloDevice = 'sms' | 'email';

/** One way to pay the plan, with whether the balance covers its points. */
export interface LiveloOption {
  type: LiveloPaymentType;
  amountPoints: number;
  /** Minor units (centavos). */
  amountCash: number;
  available: boolean;
}

/** The Livelo account of a CPF, priced for a plan. */
export interface LiveloAccount {
  balance: number;
  maskedPhone: string;
  maskedEmail: string;
  planId: string;
  options: LiveloOption[];
}

/** Where a code went and when another may be asked for. */
export interface LiveloCodeSent {
  device: LiveloDevice;
  sentTo: string;
  resendAfterSeconds: number;
}

/** The answer of a paid Livelo redemption. */
export interface LiveloRedemption {
  paymentId: string;
  token: string;
  type: LiveloPaymentType;
  amountPoints: number;
  amountCash: number;
  balanceAfter: number;
}

/** POST /api/v1/livelo/account: balance and price options of a CPF for a plan. */
export function getLiveloAccount(
  body: { cpf: string; productCode: string; planId?: string },
  client: ApiClient = getApiClient(),
): Promise<LiveloAccount> {
  return client.post('/api/v1/livelo/account', body);
}

/** POST /api/v1/livelo/code: sends the one-time code by SMS or e-mail. */
export function sendLiveloCode(
  body: { cpf: string; device: LiveloDevice },
  client: ApiClient = getApiClient(),
): Promise<LiveloCodeSent> {
  return client.post('/api/v1/livelo/code', body);
}

/** POST /api/v1/livelo/code/validate: checks the code; the authorization pays. */
export function validateLiveloCode(
  body: { cpf: string; code: string },
  client: ApiClient = getApiClient(),
): Promise<{ authorization: string }> {
  return client.post('/api/v1/livelo/code/validate', body);
}

/** POST /api/v1/livelo/redeem: pays with points (mixed: the cash part with the card). */
export function redeemLivelo(
  body: {
    cpf: string;
    authorization: string;
    productCode: string;
    planId?: string;
    type: LiveloPaymentType;
    card?: CardInput;
    leadId?: string;
  },
  client: ApiClient = getApiClient(),
): Promise<LiveloRedemption> {
  return client.post('/api/v1/livelo/redeem', body);
}
