// Request and response types of the checkout API (spec §7). The sandbox answers exactly these
// shapes and documents them in its OpenAPI document (/api/openapi.json); a real backend
// selected with CHECKOUT_API_URL is expected to answer the same. Shapes that the JSON Schemas
// define (plans, product config, enumerations) are derived from the generated schema types.
import type {
  CardBrandValue,
  CatalogueProduct,
  Country as SchemaCountry,
  Installment as SchemaInstallment,
  OperationType as SchemaOperationType,
  PaymentMethod as SchemaPaymentMethod,
  Plan as CataloguePlan,
  PlanType as SchemaPlanType,
  Price,
  ProductConfig as SchemaProductConfig,
} from '@/schemas/generated/types';

/** Body of every error answer: a stable code, a sentence, and the offending field if any. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/** A payment method of spec §3. */
export type PaymentMethod = SchemaPaymentMethod;

/** A plan type of spec §3. */
export type PlanType = SchemaPlanType;

/** An operation type of spec §3. */
export type OperationType = SchemaOperationType;

/** A card brand value of spec §3. */
export type CardBrand = CardBrandValue;

/** Country of an operation (spec §3). */
export type Country = SchemaCountry;

/** One installment option of a plan; all values in minor units (centavos). */
export type Installment = SchemaInstallment;

/** Price summary of a plan (minor units). */
export type PlanPrice = Price;

/** A voucher applied to a plan: the discount is already subtracted from amounts and installments. */
export interface AppliedVoucher {
  code: string;
  discount: number;
  description: string;
}

/**
 * A plan as the product calls answer it (spec §3 "Plan"): the catalogue plan without its
 * voucher list, plus the voucher of the request when the plan accepts it.
 */
export type Plan = Omit<CataloguePlan, 'vouchers'> & {
  /** The voucher of the request when this plan accepts it, else null. */
  appliedVoucher: AppliedVoucher | null;
  /**
   * True when the plan has a free trial but the buyer of the request (`leadId` or `email`)
   * has already had the product, so no trial applies (spec §4 'trial-already-used').
   */
  trialUsed?: true;
};

/** Answer of GET /api/v1/product/{code} and GET /api/v2/product/{code}. */
export interface ProductPlans {
  code: string;
  business: string;
  title: string | null;
  planIds: CatalogueProduct['planIds'];
  plans: Plan[];
}

/** Query of GET /api/v1/product/{code}. */
export interface ProductV1Query {
  planType?: PlanType;
  productId?: string;
  operation?: OperationType;
  voucher?: string;
  email?: string;
  plan?: string;
  referer?: string;
  business?: string;
  route?: string;
  leadId?: string;
}

/** Query of GET /api/v2/product/{code}. */
export interface ProductV2Query {
  business?: string;
  planTypes?: PlanType[];
  plans?: string[];
  leadId?: string;
  operation?: OperationType;
  voucher?: string;
  accountId?: string;
  priceMode?: 'default' | 'min';
  seller?: string;
  source?: string;
  email?: string;
  planId?: string;
  enrollmentSubscriptionId?: string;
}

/**
 * Answer of GET /api/v1/product/{code}/config: the product config file minus `$schema`
 * (typed by the product-config schema; the renderer validates it before use).
 */
export type ProductConfig = Omit<SchemaProductConfig, '$schema'>;

/** Query of GET /api/v1/product/{code}/tickets. */
export interface TicketsQuery {
  business?: string;
  plan?: string;
}

/** One ticket lot of an event product. */
export interface Ticket {
  id: string;
  planId: string;
  name: string;
  currency: CataloguePlan['currency'];
  amount: number;
  installments: Installment[];
  available: boolean;
}

/** Answer of GET /api/v1/product/{code}/tickets. */
export interface TicketsResponse {
  productCode: string;
  business: string;
  tickets: Ticket[];
}

/** Answer of GET /api/v1/plan/{id}/product. */
export interface PlanProductResponse {
  productCode: string;
}

/** Query of GET /api/v1/seller/{source}. */
export interface SellerQuery {
  seller: string;
  operation?: Country;
  product?: string;
}

/** Answer of GET /api/v1/seller/{source} (spec §3 "Seller lookup response"). */
export interface Seller {
  name: string;
  isLiveEnabled: boolean;
  account: string;
}

/** Query of GET /api/v1/franchises/regions. */
export interface FranchiseRegionsQuery {
  brand: string;
  country: Country;
}

/** Query of GET /api/v1/franchises/cities. */
export interface FranchiseCitiesQuery {
  brand: string;
  country: Country;
  region?: string;
}

/** Query of GET /api/v1/franchises/units. */
export interface FranchiseUnitsQuery {
  brand: string;
  country: Country;
  region?: string;
  city?: string;
}

/** A franchise region (spec §3). */
export interface FranchiseRegion {
  region: string;
  brand: string;
  country: Country;
}

/** A franchise city (spec §3). */
export interface FranchiseCity {
  city: string;
  brand: string;
  country: Country;
  region: string;
}

/** A franchise unit (spec §3). */
export interface FranchiseUnit {
  salesforceId: string;
  name: string;
}

/** Body of POST /api/v1/product/{code}/contract/generate. */
export interface GenerateContractRequest {
  leadId: string;
  planId: string;
  business?: string;
}

/** Query of GET /api/v1/product/{code}/contract (one of the two). */
export interface ContractQuery {
  leadId?: string;
  contractId?: string;
}

/** A generated contract. */
export interface Contract {
  contractId: string;
  productCode: string;
  leadId: string;
  planId: string;
  business: string | null;
  version: string;
  text: string;
  createdAt: string;
}

/** Body of POST /api/v1/lead. */
export interface CreateLeadRequest {
  name: string;
  email: string;
  phone: string;
  business: string;
  productCode: string;
  source?: string;
  seller?: string;
  planType?: PlanType;
}

/** A billing address (spec §2 billing address form). */
export interface Address {
  postalCode: string;
  street: string;
  number: string;
  complement?: string;
  neighbourhood?: string;
  city: string;
  state: string;
  country: string;
}

/** Body of PATCH /api/v1/lead/{id}: every field optional, at least one present. */
export interface UpdateLeadRequest {
  birthDate?: string;
  document?: string;
  relationAccount?: string;
  /** How the buyer found the product ('how did you find us'), a referrer id of spec §3. */
  referrer?: string;
  business?: string;
  address?: Address;
}

/** A lead (spec §3 "Lead"). */
export interface Lead {
  leadId: string;
  name: string;
  email: string;
  phone: string;
  business: string | null;
  productCode: string | null;
  birthDate: string | null;
  document: string | null;
  relationAccount: string | null;
  referrer: string | null;
  address: Address | null;
  phoneVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/v1/lead/{id}/phones/send-sms. */
export interface SendSmsRequest {
  productCode: string;
  business: string;
}

/** Answer of POST /api/v1/lead/{id}/phones/send-sms. */
export interface SendSmsResponse {
  leadId: string;
  sent: true;
  /** The phone the code went to, masked. */
  phone: string;
  expiresAt: string;
}

/** Body of POST /api/v1/lead/{id}/phones/validate. */
export interface ValidateSmsRequest {
  code: string;
  business: string;
  productCode: string;
}

/** Answer of POST /api/v1/lead/{id}/phones/validate when the code is right. */
export interface ValidateSmsResponse {
  leadId: string;
  valid: true;
}

/** Card data typed in the payment form; sent only in the payment call, never stored. */
export interface CardInput {
  number: string;
  holderName: string;
  /** MM/AA. */
  expiry: string;
  cvv: string;
  brand: CardBrand;
}

/** One entry of `paymentMethods` of POST /api/v2/payment. */
export type PaymentMethodInput =
  | { type: 'credit-card'; installments: number; card: CardInput }
  | { type: 'pix' }
  | { type: 'bankslip' };

/** Body of POST /api/v2/payment (spec §7). */
export interface PaymentRequest {
  name: string;
  email: string;
  /** Total charged, minor units: the chosen installment's totalValue after the voucher. */
  amount: number;
  business: string;
  captchaToken?: string;
  document?: string;
  operation?: OperationType;
  type?: string;
  voucher?: string;
  paymentMethods: PaymentMethodInput[];
  phone?: string;
  sfLeadId?: string;
  plan?: string;
  planType?: PlanType;
  productCode: string;
  seller?: string;
  source?: string;
  planId: string;
}

/** Pix details of a pending Pix payment. */
export interface PixDetails {
  /** The BR Code "copia e cola" payload. */
  brCode: string;
  expiresAt: string;
}

/** Boleto details of a pending bank-slip payment. */
export interface BankslipDetails {
  digitableLine: string;
  barcode: string;
  dueDate: string;
  /** Printable boleto page. */
  url: string;
}

/** Status of a payment. */
export type PaymentStatus = 'approved' | 'pending' | 'declined' | 'failed' | 'expired';

/** Answer of POST /api/v2/payment (spec §3 "Payment response" plus payment details). */
export interface PaymentResponse {
  token: string;
  redirect: string;
  /** Payment profiles created; the checkout uses the first. */
  paymentProfileIds: string[];
  route: 'pix' | 'bankslip' | null;
  paymentId: string;
  status: 'approved' | 'pending';
  subscriptionId: string;
  pix?: PixDetails;
  bankslip?: BankslipDetails;
}

/** Answer of GET /api/v2/payment/{paymentId}, polled by the Pix page. */
export interface PaymentStatusResponse {
  paymentId: string;
  status: PaymentStatus;
  method: string;
}

/** Body of POST /api/v1/payment: passed through as is (card data is never stored). */
export type PaymentV1Request = Record<string, unknown>;

/**
 * Answer of POST /api/v1/payment: `received` for a passed-through body; an invoice or an
 * upgrade payment (see checkout/api/accountApi.ts) is charged and answers like a v2 payment.
 */
export interface PaymentV1Response {
  paymentId: string;
  status: 'received' | 'approved' | 'pending';
  token: string;
  redirect: string;
  paymentProfileIds: string[];
  route: 'pix' | 'bankslip' | null;
  invoiceId?: string;
  subscriptionId?: string;
  pix?: PixDetails;
  bankslip?: BankslipDetails;
}

/** Body of POST /api/v1/subscription/{id}/renew. */
export interface RenewV1Request {
  business: string;
  captchaToken?: string;
  document?: string;
  numberInstallments?: number;
  paymentMethod: 'credit-card' | 'default-credit-card' | 'pix' | 'bankslip';
  planId: string;
  productCode: string;
  seller?: string;
  source?: string;
  sessionId?: string;
  metadata?: Record<string, unknown>;
}

/** Body of POST /api/v2/subscription/{id}/renew. */
export interface RenewV2Request {
  seller?: string;
  source?: string;
  planId: string;
  captchaToken?: string;
  amount: number;
  sessionId?: string;
  document?: string;
  business: string;
  productCode: string;
  type?: string;
  paymentMethods: PaymentMethodInput[];
  metadata?: Record<string, unknown>;
}

/** The payment a renewal made. */
export interface RenewPayment {
  paymentId: string;
  status: 'approved' | 'pending';
  method: string;
  pix?: PixDetails;
  bankslip?: BankslipDetails;
}

/** Answer of both subscription renew calls. */
export interface RenewResponse {
  subscriptionId: string;
  status: 'active' | 'pending';
  planId: string;
  renewCount: number;
  payment: RenewPayment;
}

/** Body of POST /api/v2/subscription/{id}/custom-sale/verify-card: the card data. */
export type VerifyCardRequest = CardInput;

/** Answer of POST /api/v2/subscription/{id}/custom-sale/verify-card. */
export interface VerifyCardResponse {
  subscriptionId: string;
  verified: true;
  brand: CardBrand;
  last4: string;
}
