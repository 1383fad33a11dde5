// Typed calls of the Livelo loyalty program (outside spec §7: the spec names the /livelo routes
// but not their calls; the sandbox simulates them under /api/v1/livelo). Their types come from
// the contract (schemas/api/livelo.schema.json); each call takes the client last, defaulting to
// the shared one.
import { getApiClient } from '@/checkout/api/apiClient';
import type { ApiClient } from '@/checkout/api/apiClient';
import { callApi } from '@/checkout/api/callApi';
import type {
  LiveloAccount,
  LiveloAccountRequest,
  LiveloAuthorization,
  LiveloCodeSent,
  LiveloDevice,
  LiveloOption,
  LiveloPaymentType,
  LiveloRedeemRequest,
  LiveloRedemption,
  LiveloSendCodeRequest,
  LiveloValidateCodeRequest,
} from '@/checkout/api/types';

export type {
  LiveloAccount,
  LiveloCodeSent,
  LiveloDevice,
  LiveloOption,
  LiveloPaymentType,
  LiveloRedemption,
};

/** POST /api/v1/livelo/account: balance and price options of a CPF for a plan. */
export function getLiveloAccount(
  body: LiveloAccountRequest,
  client: ApiClient = getApiClient(),
): Promise<LiveloAccount> {
  return callApi('liveloAccount', { body }, client);
}

/** POST /api/v1/livelo/code: sends the one-time code by SMS or e-mail. */
export function sendLiveloCode(
  body: LiveloSendCodeRequest,
  client: ApiClient = getApiClient(),
): Promise<LiveloCodeSent> {
  return callApi('liveloSendCode', { body }, client);
}

/** POST /api/v1/livelo/code/validate: checks the code; the authorization pays. */
export function validateLiveloCode(
  body: LiveloValidateCodeRequest,
  client: ApiClient = getApiClient(),
): Promise<LiveloAuthorization> {
  return callApi('liveloValidateCode', { body }, client);
}

/**
 * POST /api/v1/livelo/redeem: pays with points (mixed: the cash part with the card), naming the
 * purchase it pays (`Purchase-Id`) when the page knows it.
 */
export function redeemLivelo(
  body: LiveloRedeemRequest,
  client: ApiClient = getApiClient(),
  purchaseId?: string,
): Promise<LiveloRedemption> {
  return callApi(
    'liveloRedeem',
    { body, ...(purchaseId ? { headers: { 'Purchase-Id': purchaseId } } : {}) },
    client,
  );
}
