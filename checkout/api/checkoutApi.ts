// One typed function per call of spec §7 (plus the payment status the Pix page polls). Each
// takes the client last, defaulting to the shared one, so tests and the server can inject theirs.
import { getApiClient } from '@/checkout/api/apiClient';
import type { ApiClient } from '@/checkout/api/apiClient';
import { callApi } from '@/checkout/api/callApi';
import { paymentTimeoutMs } from '@/checkout/api/paymentTimeout';
import type {
  Contract,
  ContractQuery,
  CreateLeadRequest,
  FranchiseCitiesQuery,
  FranchiseCity,
  FranchiseRegion,
  FranchiseRegionsQuery,
  FranchiseUnit,
  FranchiseUnitsQuery,
  GenerateContractRequest,
  Lead,
  PaymentRequest,
  PaymentResponse,
  PaymentStatusResponse,
  PaymentV1Request,
  PaymentV1Response,
  PlanProductResponse,
  ProductConfig,
  ProductPlans,
  PurchaseResponse,
  ProductV1Query,
  ProductV2Query,
  RenewResponse,
  RenewV1Request,
  RenewV2Request,
  Seller,
  SellerQuery,
  SendSmsRequest,
  SendSmsResponse,
  TicketsQuery,
  TicketsResponse,
  UpdateLeadRequest,
  ValidateSmsRequest,
  ValidateSmsResponse,
  VerifyCardRequest,
  VerifyCardResponse,
} from '@/checkout/api/types';

/**
 * What names one payment attempt: its `Idempotency-Key` and, when the form knows it, the
 * purchase it pays (`Purchase-Id`, see lib/payment/purchase.ts). A plain string is a key alone.
 */
export type PaymentAttemptKeys = string | { idempotencyKey: string; purchaseId?: string };

/** The options of a payment call: its attempt's keys, and the page's payment time-out if any. */
function paymentCall(attempt: PaymentAttemptKeys | undefined): {
  headers: { 'Idempotency-Key'?: string; 'Purchase-Id'?: string };
  timeoutMs?: number;
} {
  const timeoutMs = paymentTimeoutMs();
  const keys = typeof attempt === 'string' ? { idempotencyKey: attempt } : attempt;
  return {
    headers: {
      'Idempotency-Key': keys?.idempotencyKey,
      ...(keys?.purchaseId ? { 'Purchase-Id': keys.purchaseId } : {}),
    },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}

/** GET /api/v1/product/{code}/config: the product config (gtm, title, designSystemId, hasAddressForm, checkoutFlow). */
export function getProductConfig(
  code: string,
  query: { planId?: string } = {},
  client: ApiClient = getApiClient(),
): Promise<ProductConfig> {
  return callApi('getProductConfig', { params: { code }, query }, client);
}

/** GET /api/v1/product/{code}: the product with its plans. */
export function getProductV1(
  code: string,
  query: ProductV1Query = {},
  client: ApiClient = getApiClient(),
): Promise<ProductPlans> {
  return callApi('getProductV1', { params: { code }, query }, client);
}

/** GET /api/v2/product/{code}: the product with its plans (v2 filters, priceMode). */
export function getProductV2(
  code: string,
  query: ProductV2Query = {},
  client: ApiClient = getApiClient(),
): Promise<ProductPlans> {
  return callApi('getProductV2', { params: { code }, query }, client);
}

/** GET /api/v1/product/{code}/tickets: the ticket lots of an event product. */
export function getProductTickets(
  code: string,
  query: TicketsQuery = {},
  client: ApiClient = getApiClient(),
): Promise<TicketsResponse> {
  return callApi('getProductTickets', { params: { code }, query }, client);
}

/** GET /api/v1/plan/{id}/product: the product code of a plan (the `oferta` query). */
export function getPlanProduct(
  planId: string,
  client: ApiClient = getApiClient(),
): Promise<PlanProductResponse> {
  return callApi('getPlanProduct', { params: { id: planId } }, client);
}

/** GET /api/v1/seller/{source}: the seller's name, Live flag and account. */
export function getSeller(
  source: string,
  query: SellerQuery,
  client: ApiClient = getApiClient(),
): Promise<Seller> {
  return callApi('getSeller', { params: { source }, query }, client);
}

/** GET /api/v1/franchises/regions. */
export function getFranchiseRegions(
  query: FranchiseRegionsQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseRegion[]> {
  return callApi('getFranchiseRegions', { query }, client);
}

/** GET /api/v1/franchises/cities. */
export function getFranchiseCities(
  query: FranchiseCitiesQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseCity[]> {
  return callApi('getFranchiseCities', { query }, client);
}

/** GET /api/v1/franchises/units. */
export function getFranchiseUnits(
  query: FranchiseUnitsQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseUnit[]> {
  return callApi('getFranchiseUnits', { query }, client);
}

/** POST /api/v1/product/{code}/contract/generate: generates the lead's contract. */
export function generateContract(
  code: string,
  body: GenerateContractRequest,
  client: ApiClient = getApiClient(),
): Promise<Contract> {
  return callApi('generateContract', { params: { code }, body }, client);
}

/** GET /api/v1/product/{code}/contract: a generated contract (by contractId or the lead's latest). */
export function getContract(
  code: string,
  query: ContractQuery,
  client: ApiClient = getApiClient(),
): Promise<Contract> {
  return callApi('getContract', { params: { code }, query }, client);
}

/** POST /api/v1/lead: stores the buyer of the lead step. */
export function createLead(
  body: CreateLeadRequest,
  client: ApiClient = getApiClient(),
): Promise<Lead> {
  return callApi('createLead', { body }, client);
}

/** PATCH /api/v1/lead/{id}: adds birth date, document, relation account, business or address. */
export function updateLead(
  leadId: string,
  body: UpdateLeadRequest,
  client: ApiClient = getApiClient(),
): Promise<Lead> {
  return callApi('updateLead', { params: { id: leadId }, body }, client);
}

/** POST /api/v1/lead/{id}/phones/send-sms: sends the 6-digit code. */
export function sendSmsCode(
  leadId: string,
  body: SendSmsRequest,
  client: ApiClient = getApiClient(),
): Promise<SendSmsResponse> {
  return callApi('sendSmsCode', { params: { id: leadId }, body }, client);
}

/** POST /api/v1/lead/{id}/phones/validate: checks the code (a wrong one rejects with a 422). */
export function validateSmsCode(
  leadId: string,
  body: ValidateSmsRequest,
  client: ApiClient = getApiClient(),
): Promise<ValidateSmsResponse> {
  return callApi('validateSmsCode', { params: { id: leadId }, body }, client);
}

/**
 * POST /api/v2/payment with the attempt's `Idempotency-Key`: sending the same key again (a
 * retry after a time-out, a double click) returns the first answer and charges once.
 */
export function createPayment(
  body: PaymentRequest,
  idempotencyKey: PaymentAttemptKeys,
  client: ApiClient = getApiClient(),
): Promise<PaymentResponse> {
  return callApi('createPayment', { body, ...paymentCall(idempotencyKey) }, client);
}

/**
 * GET /api/v2/purchase/{purchaseId}: where a purchase stands (an attempt in progress, paid with
 * its receipt, or open with the Pix codes and boletos waiting), asked by a page that did not see
 * its last attempt end (a reload, another tab).
 */
export function getPurchase(
  purchaseId: string,
  client: ApiClient = getApiClient(),
): Promise<PurchaseResponse> {
  return callApi('getPurchase', { params: { purchaseId } }, client);
}

/** GET /api/v2/payment/{paymentId}: the status the Pix page polls. */
export function getPaymentStatus(
  paymentId: string,
  client: ApiClient = getApiClient(),
): Promise<PaymentStatusResponse> {
  return callApi('getPaymentStatus', { params: { paymentId } }, client);
}

/** POST /api/v1/payment: the v1 payment, body passed through. */
export function createPaymentV1(
  body: PaymentV1Request,
  idempotencyKey?: PaymentAttemptKeys,
  client: ApiClient = getApiClient(),
): Promise<PaymentV1Response> {
  return callApi('createPaymentV1', { body, ...paymentCall(idempotencyKey) }, client);
}

/** POST /api/v1/subscription/{id}/renew. */
export function renewSubscriptionV1(
  subscriptionId: string,
  body: RenewV1Request,
  idempotencyKey?: PaymentAttemptKeys,
  client: ApiClient = getApiClient(),
): Promise<RenewResponse> {
  return callApi(
    'renewSubscriptionV1',
    { params: { id: subscriptionId }, body, ...paymentCall(idempotencyKey) },
    client,
  );
}

/** POST /api/v2/subscription/{id}/renew. */
export function renewSubscriptionV2(
  subscriptionId: string,
  body: RenewV2Request,
  idempotencyKey?: PaymentAttemptKeys,
  client: ApiClient = getApiClient(),
): Promise<RenewResponse> {
  return callApi(
    'renewSubscriptionV2',
    { params: { id: subscriptionId }, body, ...paymentCall(idempotencyKey) },
    client,
  );
}

/** POST /api/v2/subscription/{id}/custom-sale/verify-card: authorises the card without charging. */
export function verifyCard(
  subscriptionId: string,
  body: VerifyCardRequest,
  client: ApiClient = getApiClient(),
): Promise<VerifyCardResponse> {
  return callApi('verifyCard', { params: { id: subscriptionId }, body }, client);
}
