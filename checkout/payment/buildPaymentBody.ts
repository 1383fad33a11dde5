import type { CardInput, PaymentMethodInput, PaymentRequest, Plan } from '@/checkout/api/types';
import { normalizeName } from '@/checkout/format/normalizeName';
import { stripDocument } from '@/lib/validation/stripDocument';
import { withOrderBumps } from '@/checkout/orderBump/withOrderBumps';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import { isInPersonMethod } from '@/checkout/payment/paymentMethodOptions';
import { freeTrialApplies } from '@/lib/money/freeTrial';
import type { InPersonMethod } from '@/checkout/payment/paymentMethodOptions';

/**
 * How the buyer pays: a card in some installments, the card on file (a payment profile of an
 * earlier payment) in some installments, Pix, boleto, M-Pesa with the buyer's number, or in
 * person at the desk (card machine, Pix at the desk, cash, cheque).
 */
export type PaymentChoice =
  | { type: 'credit-card'; installments: number; card: CardInput }
  | { type: 'default-credit-card'; installments: number; paymentProfileId: string }
  | { type: 'pix' }
  | { type: 'bankslip' }
  | { type: 'm-pesa'; phone: string }
  | { type: InPersonMethod };

/** What `buildPaymentBody` needs to know about the checkout and the buyer. */
export interface PaymentBodyInput {
  buyer: { name: string; email: string; phone: string };
  leadId: string | null;
  business: string;
  productCode: string;
  seller: string;
  source: string;
  plan: Plan;
  choice: PaymentChoice;
  /** The CPF or CNPJ for the tax invoice, as typed; omitted when the brand does not send it. */
  document?: string;
  /** Add-ons paid with the plan in the same payment (an order-bump step's `ORDER_BUMPS`). */
  orderBumps?: readonly PricedOrderBump[];
}

/**
 * What a choice costs, in minor units, whenever it is charged: the chosen installment's total
 * for a card (installments may carry interest), the plan's amount for Pix and boleto. Both
 * already have the plan's voucher subtracted. Undefined when the plan has no such installment
 * option. For a card that starts a free trial this is the first charge, made when the trial
 * ends (see `amountChargedNow`).
 */
export function paymentAmount(plan: Plan, choice: PaymentChoice): number | undefined {
  if (choice.type !== 'credit-card' && choice.type !== 'default-credit-card') return plan.amount;
  return plan.installments.find((option) => option.id === choice.installments)?.totalValue;
}

/**
 * The amount a purchase charges now, in minor units: `paymentAmount`, or 0 when the choice
 * starts the plan's free trial (a card, a plan with trial days this buyer has not used; see
 * `freeTrialApplies`), whose first charge is made when the trial ends. Undefined when the plan
 * has no such installment option.
 */
export function amountChargedNow(plan: Plan, choice: PaymentChoice): number | undefined {
  const amount = paymentAmount(plan, choice);
  if (amount === undefined) return undefined;
  return freeTrialApplies(plan, choice.type) ? 0 : amount;
}

/**
 * The M-Pesa number as the contract carries it: '+258' and the 9 national digits, whether the
 * buyer typed '84 123 4567' or '+258 84 123 4567'.
 */
export function normalizeMpesaPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return `+258${digits.length === 12 && digits.startsWith('258') ? digits.slice(3) : digits}`;
}

/**
 * The `paymentMethods` entry of a choice: card number digits only, holder name normalised;
 * the M-Pesa number as '+2588XXXXXXXX'.
 */
export function methodInput(choice: PaymentChoice): PaymentMethodInput {
  if (choice.type === 'm-pesa') return { type: 'm-pesa', phone: normalizeMpesaPhone(choice.phone) };
  if (choice.type === 'default-credit-card') return { ...choice };
  if (choice.type !== 'credit-card') return { type: choice.type };
  return {
    type: 'credit-card',
    installments: choice.installments,
    card: {
      number: choice.card.number.replace(/\D/g, ''),
      holderName: normalizeName(choice.card.holderName),
      expiry: choice.card.expiry,
      cvv: choice.card.cvv,
      brand: choice.card.brand,
    },
  };
}

/**
 * Builds the body of POST /api/v2/payment (spec §7) for one attempt; an in-person method
 * carries `isPaymentInPerson: true` (the seller is the attendant). Card data goes into
 * this body and nowhere else; the caller keeps the body in memory for the call only.
 * `plan` is the plan chosen for the step (a multi-profile step's `PURCHASED_PLAN` included,
 * see `selectPlan`); add-ons are added to `amount` and listed in `orderBumps`, so one payment
 * covers the whole order. A card payment that starts the plan's free trial carries `amount` 0:
 * nothing is charged now, and the whole order is charged when the trial ends.
 *
 * @throws Error PAYMENT_AMOUNT_UNKNOWN when the plan has no installment option for the choice
 *   (the form only offers the plan's own options, so this is a programming error).
 */
export function buildPaymentBody(input: PaymentBodyInput): PaymentRequest {
  const { plan, choice } = input;
  const orderBumps = input.orderBumps ?? [];
  const amount = amountChargedNow(withOrderBumps(plan, orderBumps), choice);
  if (amount === undefined) {
    const installments = 'installments' in choice ? choice.installments : 1;
    throw new Error(
      `PAYMENT_AMOUNT_UNKNOWN: plan '${plan.id}' has no ${installments}x installment option; offered: ${plan.installments.map((option) => option.id).join(', ')}`,
    );
  }
  const document = input.document ? stripDocument(input.document.trim()).toUpperCase() : '';
  return {
    name: normalizeName(input.buyer.name),
    email: input.buyer.email.trim(),
    ...(input.buyer.phone ? { phone: input.buyer.phone } : {}),
    amount,
    business: input.business,
    ...(document ? { document } : {}),
    operation: 'direct',
    type: choice.type,
    ...(plan.appliedVoucher ? { voucher: plan.appliedVoucher.code } : {}),
    paymentMethods: [methodInput(choice)],
    ...(isInPersonMethod(choice.type) ? { isPaymentInPerson: true } : {}),
    ...(input.leadId ? { sfLeadId: input.leadId } : {}),
    plan: plan.code,
    planType: plan.type,
    productCode: input.productCode,
    seller: input.seller,
    source: input.source,
    planId: plan.id,
    ...(orderBumps.length > 0
      ? { orderBumps: orderBumps.map((bump) => ({ planId: bump.planId, amount: bump.amount })) }
      : {}),
  };
}
