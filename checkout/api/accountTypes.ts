// Request and response types of what the account screens call besides spec §7's payment calls:
// the invoice, subscription, upgrade quote and recovery the sandbox answers (its OpenAPI
// document, tag `account`, describes them), and the invoice and upgrade bodies of
// POST /api/v1/payment.
import type {
  CardBrand,
  Installment,
  PaymentMethodInput,
  PaymentV1Response,
  Plan,
} from '@/checkout/api/types';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';

/** The operations an invoice is paid under (spec §3 operation types). */
export type InvoiceOperation = 'invoice' | 'sale-invoice' | 'first-invoice-payment';

/** How an invoice or an upgrade can be paid. */
export type AccountPaymentKind = 'credit-card' | 'pix' | 'bankslip';

/** Answer of GET /api/v1/invoice/{id}. */
export interface Invoice {
  invoiceId: string;
  operation: InvoiceOperation;
  status: 'open' | 'paid';
  description: string;
  productCode: string;
  planId: string | null;
  /** Amount due, minor units. */
  amount: number;
  currency: CurrencySymbol;
  /** YYYY-MM-DD. */
  dueDate: string;
  paidAt: string | null;
  buyer: { name: string; email: string } | null;
  paymentMethods: AccountPaymentKind[];
  installments: Installment[];
}

/** A plan as the account answers show it (name and price, no installments). */
export interface PlanBrief {
  id: string;
  name: string;
  type: string;
  amount: number;
  currency: CurrencySymbol;
}

/** Answer of GET /api/v1/subscription/{id}. */
export interface SubscriptionSummary {
  subscriptionId: string;
  status: string;
  productCode: string;
  currentPlan: PlanBrief;
  /** End of the period already paid for (ISO date-time). */
  expiresAt: string;
  cardOnFile: { brand: CardBrand; last4: string } | null;
  /** The plan a renewal charges, priced. */
  renewalPlan: Plan;
  buyer: { name: string; email: string } | null;
}

/** Answer of GET /api/v1/subscription/{id}/upgrade?planId. */
export interface UpgradeQuote {
  subscriptionId: string;
  productCode: string;
  currentPlan: PlanBrief;
  targetPlan: PlanBrief;
  periodStart: string;
  periodEnd: string;
  periodDays: number;
  daysLeft: number;
  /** The unused part of the current period, credited (minor units). */
  credit: number;
  /** What is paid now: the target plan's amount minus the credit. */
  amountDue: number;
  paymentMethods: Array<'credit-card' | 'pix'>;
  installments: Installment[];
}

/** Answer of GET /api/v1/recovery/{id}: a purchase that was declined or abandoned. */
export interface Recovery {
  recoveryId: string;
  status: 'open' | 'recovered';
  reason: 'declined' | 'abandoned';
  productCode: string;
  planId: string;
  buyer: { name: string; email: string; phone: string };
  lastAttempt: { method: string; cardBrand: CardBrand | null; cardLast4: string | null } | null;
}

/** Body of POST /api/v1/payment paying an invoice or an upgrade. */
export type AccountPaymentRequest = {
  amount: number;
  business: string;
  productCode: string;
  name?: string;
  email?: string;
  paymentMethods: PaymentMethodInput[];
} & (
  | { operation: InvoiceOperation; invoiceId: string }
  | { operation: 'upgrade'; subscriptionId: string; planId: string }
);

/** Answer of POST /api/v1/payment for an invoice or an upgrade (never `received`). */
export type AccountPaymentResponse = PaymentV1Response;
