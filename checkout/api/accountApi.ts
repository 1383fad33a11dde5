// The calls of the account screens: what they read before paying (not in spec §7), and the
// invoice and upgrade payments, sent through spec §7's POST /api/v1/payment.
import type { PaymentAttemptKeys } from '@/checkout/api/checkoutApi';
import { getApiClient } from '@/checkout/api/apiClient';
import { createPaymentV1 } from '@/checkout/api/checkoutApi';
import type { ApiClient } from '@/checkout/api/apiClient';
import { callApi } from '@/checkout/api/callApi';
import type {
  AccountPaymentRequest,
  AccountPaymentResponse,
  Invoice,
  Recovery,
  SubscriptionSummary,
  UpgradeQuote,
} from '@/checkout/api/accountTypes';

/** GET /api/v1/invoice/{id}: an invoice to pay (404 when unknown). */
export function getInvoice(
  invoiceId: string,
  client: ApiClient = getApiClient(),
): Promise<Invoice> {
  return callApi('getInvoice', { params: { id: invoiceId } }, client);
}

/** GET /api/v1/subscription/{id}: a subscription with the plan a renewal charges. */
export function getSubscription(
  subscriptionId: string,
  query: { planId?: string } = {},
  client: ApiClient = getApiClient(),
): Promise<SubscriptionSummary> {
  return callApi('getSubscription', { params: { id: subscriptionId }, query }, client);
}

/** GET /api/v1/subscription/{id}/upgrade?planId: what moving to another plan costs now. */
export function getUpgradeQuote(
  subscriptionId: string,
  planId: string,
  client: ApiClient = getApiClient(),
): Promise<UpgradeQuote> {
  return callApi('getUpgradeQuote', { params: { id: subscriptionId }, query: { planId } }, client);
}

/** GET /api/v1/recovery/{id}: a declined or abandoned purchase to complete. */
export function getRecovery(
  recoveryId: string,
  client: ApiClient = getApiClient(),
): Promise<Recovery> {
  return callApi('getRecovery', { params: { id: recoveryId } }, client);
}

/**
 * POST /api/v1/payment for an invoice or an upgrade, with the attempt's `Idempotency-Key`
 * (the same key again answers the first answer and charges once).
 */
export function payAccount(
  body: AccountPaymentRequest,
  idempotencyKey: PaymentAttemptKeys,
  client: ApiClient = getApiClient(),
): Promise<AccountPaymentResponse> {
  // A copy: an interface has no index signature, the v1 body type is any JSON object.
  return createPaymentV1({ ...body }, idempotencyKey, client);
}
