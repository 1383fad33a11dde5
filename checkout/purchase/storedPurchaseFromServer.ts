import type { PaymentResponse, PurchasePayment } from '@/checkout/api/types';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { safeRedirectPath } from '@/checkout/purchase/accessHref';

/** What the page knows that the API's purchase does not say: who, which product, plan names. */
export interface PurchaseContext {
  leadId?: string;
  recordId?: string;
  productCode: string;
  /** The product as the receipt names it. */
  productName?: string;
  /** A plan's name by its id (the product's plans the page loaded); the id when unknown. */
  planName: (planId: string) => string | undefined;
}

const methods: readonly StoredPurchase['method'][] = [
  'credit-card',
  'pix',
  'bankslip',
  'm-pesa',
  'credit-card-in-person',
  'pix-in-person',
  'cash',
  'cheque',
  'livelo',
];

function methodOf(method: string): StoredPurchase['method'] {
  if (method === 'default-credit-card') return 'credit-card';
  if (method === 'bank-slip') return 'bankslip';
  return methods.find((known) => known === method) ?? 'credit-card';
}

/**
 * The receipt of a purchase's paying payment as the API answered it (GET /api/v2/purchase, or
 * the `purchase` of a 409 already_paid): what a page that did not see the payment's answer (a
 * reload, another tab) stores and shows, like the page that paid would have. No card data: the
 * brand and last four digits the API keeps, the card on file by its profile id.
 */
export function storedPurchaseFromServer(
  payment: PurchasePayment,
  context: PurchaseContext,
): StoredPurchase {
  const answer = (payment.answer ?? {}) as Partial<PaymentResponse>;
  const planId = payment.planId ?? '';
  const redirect = safeRedirectPath(answer.redirect);
  const profile = answer.paymentProfileIds?.[0];
  const method = methodOf(payment.method);
  return {
    ...(context.leadId ? { leadId: context.leadId } : {}),
    ...(context.recordId ? { recordId: context.recordId } : {}),
    productCode: context.productCode,
    reference: payment.paymentId,
    ...(context.productName ? { productName: context.productName } : {}),
    planId,
    planName: context.planName(planId) ?? planId,
    ...(payment.orderBumps?.length
      ? {
          addOns: payment.orderBumps.map((bump) => ({
            planId: bump.planId,
            name: context.planName(bump.planId) ?? bump.planId,
            amount: bump.amount,
          })),
        }
      : {}),
    amount: payment.amount ?? 0,
    currency: (payment.currency ?? 'BRL') as StoredPurchase['currency'],
    method,
    paid: payment.status === 'approved' || payment.status === 'pending',
    installments: payment.installments ?? 1,
    ...(redirect ? { redirect } : {}),
    ...(answer.trial ? { trial: answer.trial } : {}),
    ...(profile && method === 'credit-card' && payment.cardBrand && payment.cardLast4
      ? {
          cardOnFile: {
            paymentProfileId: profile,
            brand: payment.cardBrand as NonNullable<StoredPurchase['cardOnFile']>['brand'],
            last4: payment.cardLast4,
          },
        }
      : {}),
  };
}
