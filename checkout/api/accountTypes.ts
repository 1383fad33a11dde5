// Request and response types of what the account screens call besides spec §7's payment calls:
// the invoice, subscription, upgrade quote and recovery the sandbox answers, and the invoice and
// upgrade bodies of POST /api/v1/payment. They are generated from the contract in schemas/api
// (account.schema.json, tag `account` of the OpenAPI document); this file re-exports them under
// the names the account screens use.
import type { Invoice, PaymentV1Response } from '@/schemas/generated/apiTypes';

export type {
  AccountPaymentRequest,
  Invoice,
  InvoiceOperation,
  PlanBrief,
  Recovery,
  SubscriptionSummary,
  UpgradeQuote,
} from '@/schemas/generated/apiTypes';

/** How an invoice or an upgrade can be paid. */
export type AccountPaymentKind = Invoice['paymentMethods'][number];

/** Answer of POST /api/v1/payment for an invoice or an upgrade (never `received`). */
export type AccountPaymentResponse = PaymentV1Response;
