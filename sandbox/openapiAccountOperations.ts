import { accountSeed, upgradeTargetPlanId } from '@/sandbox/accountRecords';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import type { OperationSpec } from '@/sandbox/openapiOperations';
import { schemaRef } from '@/sandbox/openapiSchemas';
import type { JsonSchema } from '@/sandbox/openapiSchemas';

const text: JsonSchema = { type: 'string' };
const nullableText: JsonSchema = { type: ['string', 'null'] };
const minorUnits: JsonSchema = {
  type: 'integer',
  minimum: 0,
  description: 'Minor units (centavos).',
};

function closed(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
  };
}

const planBrief = closed({ id: text, name: text, type: text, amount: minorUnits, currency: text });
const installments: JsonSchema = { type: 'array', items: schemaRef('Installment') };

/** Component schemas of the account answers (invoice, subscription, upgrade, recovery). */
export const accountSchemas: Record<string, JsonSchema> = {
  Invoice: closed({
    invoiceId: text,
    operation: { enum: ['invoice', 'sale-invoice', 'first-invoice-payment'] },
    status: { enum: ['open', 'paid'] },
    description: text,
    productCode: text,
    planId: nullableText,
    amount: minorUnits,
    currency: text,
    dueDate: { type: 'string', format: 'date' },
    paidAt: nullableText,
    buyer: { anyOf: [closed({ name: text, email: text }), { type: 'null' }] },
    paymentMethods: { type: 'array', items: { enum: ['credit-card', 'pix', 'bankslip'] } },
    installments,
  }),
  SubscriptionSummary: closed({
    subscriptionId: text,
    status: text,
    productCode: text,
    currentPlan: planBrief,
    expiresAt: text,
    cardOnFile: { anyOf: [closed({ brand: text, last4: text }), { type: 'null' }] },
    renewalPlan: schemaRef('Plan'),
    buyer: { anyOf: [closed({ name: text, email: text }), { type: 'null' }] },
  }),
  UpgradeQuote: closed({
    subscriptionId: text,
    productCode: text,
    currentPlan: planBrief,
    targetPlan: planBrief,
    periodStart: text,
    periodEnd: text,
    periodDays: { type: 'integer' },
    daysLeft: { type: 'integer' },
    credit: minorUnits,
    amountDue: minorUnits,
    paymentMethods: { type: 'array', items: { enum: ['credit-card', 'pix'] } },
    installments,
  }),
  Recovery: closed({
    recoveryId: text,
    status: { enum: ['open', 'recovered'] },
    reason: { enum: ['declined', 'abandoned'] },
    productCode: text,
    planId: text,
    buyer: closed({ name: text, email: text, phone: text }),
    lastAttempt: {
      anyOf: [
        closed({ method: text, cardBrand: nullableText, cardLast4: nullableText }),
        { type: 'null' },
      ],
    },
  }),
};

function idPath(description: string, example: string) {
  return {
    name: 'id',
    in: 'path' as const,
    description,
    required: true,
    schema: { type: 'string' },
    example,
  };
}

/**
 * The OpenAPI operations of what the account screens read (not in spec §7: the spec names the
 * payment calls only; a real backend is expected to answer these the same way).
 */
export function accountOperations(catalogue: CatalogueStore): OperationSpec[] {
  const upgrade = accountSeed.upgradeSubscription;
  return [
    {
      operationId: 'getInvoice',
      method: 'GET',
      path: '/api/v1/invoice/{id}',
      tags: ['account'],
      summary: 'An invoice to pay',
      description:
        'What the invoice page (/payment/[id]) shows: the amount due, the due date, the status and how it can be paid. Paid with POST /api/v1/payment and `invoiceId`.',
      parameters: [idPath('Invoice id.', accountSeed.invoices[0]?.id ?? 'inv_demo_open')],
      success: { status: 200, description: 'The invoice.', schema: 'Invoice' },
      errors: [
        {
          status: 404,
          name: 'unknownInvoice',
          summary: 'Unknown invoice',
          request: { params: { id: 'inv_unknown' } },
        },
      ],
    },
    {
      operationId: 'getSubscription',
      method: 'GET',
      path: '/api/v1/subscription/{id}',
      tags: ['account'],
      summary: 'A subscription',
      description:
        'What the renewal and card-verification pages show: the current plan, the card on file and the plan a renewal charges (`planId`, else the current plan).',
      parameters: [
        idPath('Subscription id.', accountSeed.renewSubscription.id),
        {
          name: 'planId',
          in: 'query',
          description: 'Plan of the renewal (default: the current plan).',
          schema: { type: 'string' },
        },
      ],
      success: { status: 200, description: 'The subscription.', schema: 'SubscriptionSummary' },
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
      ],
    },
    {
      operationId: 'getUpgradeQuote',
      method: 'GET',
      path: '/api/v1/subscription/{id}/upgrade',
      tags: ['account'],
      summary: 'What an upgrade costs',
      description:
        'The current and target plans and the difference to pay: the unused days of the current period are credited pro rata. Paid with POST /api/v1/payment, `operation: upgrade`.',
      parameters: [
        idPath('Subscription id.', upgrade.id),
        {
          name: 'planId',
          in: 'query',
          description: 'The target plan.',
          required: true,
          schema: { type: 'string' },
          example: upgradeTargetPlanId(catalogue),
        },
      ],
      success: { status: 200, description: 'The quote.', schema: 'UpgradeQuote' },
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
      ],
    },
    {
      operationId: 'getRecovery',
      method: 'GET',
      path: '/api/v1/recovery/{id}',
      tags: ['account'],
      summary: 'A purchase to recover',
      description:
        'A purchase that was declined or abandoned: the buyer, the plan and the last attempt. It is `recovered` once the buyer has an approved payment for that plan.',
      parameters: [idPath('Recovery id.', accountSeed.recoveries[0]?.id ?? 'rec_demo_declined')],
      success: { status: 200, description: 'The recovery.', schema: 'Recovery' },
      errors: [
        {
          status: 404,
          name: 'unknownRecovery',
          summary: 'Unknown recovery',
          request: { params: { id: 'rec_unknown' } },
        },
      ],
    },
  ];
}
