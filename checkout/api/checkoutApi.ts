// One typed function per call of spec §7 (plus the payment status the Pix page polls). Each
// takes the client last, defaulting to the shared one, so tests and the server can inject theirs.
import { getApiClient } from '@/checkout/api/apiClient';
import type { ApiClient, QueryParams } from '@/checkout/api/apiClient';
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

const segment = encodeURIComponent;

function params(query: object): QueryParams {
  return query as QueryParams;
}

function idempotency(key: string | undefined): Record<string, string> | undefined {
  return key === undefined ? undefined : { 'Idempotency-Key': key };
}

/** The options of a payment call: its attempt's key, and the page's payment time-out if any. */
function paymentCall(key: string | undefined): {
  headers?: Record<string, string>;
  timeoutMs?: number;
} {
  const timeoutMs = paymentTimeoutMs();
  return { headers: idempotency(key), ...(timeoutMs === undefined ? {} : { timeoutMs }) };
}

/** GET /api/v1/product/{code}/config: the product config (gtm, title, designSystemId, hasAddressForm, checkoutFlow). */
export function getProductConfig(
  code: string,
  query: { planId?: string } = {},
  client: ApiClient = getApiClient(),
): Promise<ProductConfig> {
  return client.get(`/api/v1/product/${segment(code)}/config`, {
    params: params(query),
    fingerprint: '/api/v1/product/{code}/config',
  });
}

/** GET /api/v1/product/{code}: the product with its plans. */
export function getProductV1(
  code: string,
  query: ProductV1Query = {},
  client: ApiClient = getApiClient(),
): Promise<ProductPlans> {
  return client.get(`/api/v1/product/${segment(code)}`, {
    params: params(query),
    fingerprint: '/api/v1/product/{code}',
  });
}

/** GET /api/v2/product/{code}: the product with its plans (v2 filters, priceMode). */
export function getProductV2(
  code: string,
  query: ProductV2Query = {},
  client: ApiClient = getApiClient(),
): Promise<ProductPlans> {
  return client.get(`/api/v2/product/${segment(code)}`, {
    params: params(query),
    fingerprint: '/api/v2/product/{code}',
  });
}

/** GET /api/v1/product/{code}/tickets: the ticket lots of an event product. */
export function getProductTickets(
  code: string,
  query: TicketsQuery = {},
  client: ApiClient = getApiClient(),
): Promise<TicketsResponse> {
  return client.get(`/api/v1/product/${segment(code)}/tickets`, {
    params: params(query),
    fingerprint: '/api/v1/product/{code}/tickets',
  });
}

/** GET /api/v1/plan/{id}/product: the product code of a plan (the `oferta` query). */
export function getPlanProduct(
  planId: string,
  client: ApiClient = getApiClient(),
): Promise<PlanProductResponse> {
  return client.get(`/api/v1/plan/${segment(planId)}/product`, {
    fingerprint: '/api/v1/plan/{planId}/product',
  });
}

/** GET /api/v1/seller/{source}: the seller's name, Live flag and account. */
export function getSeller(
  source: string,
  query: SellerQuery,
  client: ApiClient = getApiClient(),
): Promise<Seller> {
  return client.get(`/api/v1/seller/${segment(source)}`, {
    params: params(query),
    fingerprint: '/api/v1/seller/{source}',
  });
}

/** GET /api/v1/franchises/regions. */
export function getFranchiseRegions(
  query: FranchiseRegionsQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseRegion[]> {
  return client.get('/api/v1/franchises/regions', { params: params(query) });
}

/** GET /api/v1/franchises/cities. */
export function getFranchiseCities(
  query: FranchiseCitiesQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseCity[]> {
  return client.get('/api/v1/franchises/cities', { params: params(query) });
}

/** GET /api/v1/franchises/units. */
export function getFranchiseUnits(
  query: FranchiseUnitsQuery,
  client: ApiClient = getApiClient(),
): Promise<FranchiseUnit[]> {
  return client.get('/api/v1/franchises/units', { params: params(query) });
}

/** POST /api/v1/product/{code}/contract/generate: generates the lead's contract. */
export function generateContract(
  code: string,
  body: GenerateContractRequest,
  client: ApiClient = getApiClient(),
): Promise<Contract> {
  return client.post(`/api/v1/product/${segment(code)}/contract/generate`, body, {
    fingerprint: '/api/v1/product/{code}/contract/generate',
  });
}

/** GET /api/v1/product/{code}/contract: a generated contract (by contractId or the lead's latest). */
export function getContract(
  code: string,
  query: ContractQuery,
  client: ApiClient = getApiClient(),
): Promise<Contract> {
  return client.get(`/api/v1/product/${segment(code)}/contract`, {
    params: params(query),
    fingerprint: '/api/v1/product/{code}/contract',
  });
}

/** POST /api/v1/lead: stores the buyer of the lead step. */
export function createLead(
  body: CreateLeadRequest,
  client: ApiClient = getApiClient(),
): Promise<Lead> {
  return client.post('/api/v1/lead', body);
}

/** PATCH /api/v1/lead/{id}: adds birth date, document, relation account, business or address. */
export function updateLead(
  leadId: string,
  body: UpdateLeadRequest,
  client: ApiClient = getApiClient(),
): Promise<Lead> {
  return client.patch(`/api/v1/lead/${segment(leadId)}`, body, {
    fingerprint: '/api/v1/lead/{leadId}',
  });
}

/** POST /api/v1/lead/{id}/phones/send-sms: sends the 6-digit code. */
export function sendSmsCode(
  leadId: string,
  body: SendSmsRequest,
  client: ApiClient = getApiClient(),
): Promise<SendSmsResponse> {
  return client.post(`/api/v1/lead/${segment(leadId)}/phones/send-sms`, body, {
    fingerprint: '/api/v1/lead/{leadId}/phones/send-sms',
  });
}

/** POST /api/v1/lead/{id}/phones/validate: checks the code (a wrong one rejects with a 422). */
export function validateSmsCode(
  leadId: string,
  body: ValidateSmsRequest,
  client: ApiClient = getApiClient(),
): Promise<ValidateSmsResponse> {
  return client.post(`/api/v1/lead/${segment(leadId)}/phones/validate`, body, {
    fingerprint: '/api/v1/lead/{leadId}/phones/validate',
  });
}

/**
 * POST /api/v2/payment with the attempt's `Idempotency-Key`: sending the same key again (a
 * retry after a time-out, a double click) returns the first answer and charges once.
 */
export function createPayment(
  body: PaymentRequest,
  idempotencyKey: string,
  client: ApiClient = getApiClient(),
): Promise<PaymentResponse> {
  return client.post('/api/v2/payment', body, paymentCall(idempotencyKey));
}

/** GET /api/v2/payment/{paymentId}: the status the Pix page polls. */
export function getPaymentStatus(
  paymentId: string,
  client: ApiClient = getApiClient(),
): Promise<PaymentStatusResponse> {
  return client.get(`/api/v2/payment/${segment(paymentId)}`, {
    fingerprint: '/api/v2/payment/{paymentId}',
  });
}

/** POST /api/v1/payment: the v1 payment, body passed through. */
export function createPaymentV1(
  body: PaymentV1Request,
  idempotencyKey?: string,
  client: ApiClient = getApiClient(),
): Promise<PaymentV1Response> {
  return client.post('/api/v1/payment', body, paymentCall(idempotencyKey));
}

/** POST /api/v1/subscription/{id}/renew. */
export function renewSubscriptionV1(
  subscriptionId: string,
  body: RenewV1Request,
  idempotencyKey?: string,
  client: ApiClient = getApiClient(),
): Promise<RenewResponse> {
  return client.post(`/api/v1/subscription/${segment(subscriptionId)}/renew`, body, {
    ...paymentCall(idempotencyKey),
    fingerprint: '/api/v1/subscription/{subscriptionId}/renew',
  });
}

/** POST /api/v2/subscription/{id}/renew. */
export function renewSubscriptionV2(
  subscriptionId: string,
  body: RenewV2Request,
  idempotencyKey?: string,
  client: ApiClient = getApiClient(),
): Promise<RenewResponse> {
  return client.post(`/api/v2/subscription/${segment(subscriptionId)}/renew`, body, {
    ...paymentCall(idempotencyKey),
    fingerprint: '/api/v2/subscription/{subscriptionId}/renew',
  });
}

/** POST /api/v2/subscription/{id}/custom-sale/verify-card: authorises the card without charging. */
export function verifyCard(
  subscriptionId: string,
  body: VerifyCardRequest,
  client: ApiClient = getApiClient(),
): Promise<VerifyCardResponse> {
  return client.post(
    `/api/v2/subscription/${segment(subscriptionId)}/custom-sale/verify-card`,
    body,
    { fingerprint: '/api/v2/subscription/{subscriptionId}/custom-sale/verify-card' },
  );
}
