import type { PaymentMethod, Plan, ProductPlans } from '@/checkout/api/types';
import { selectPlan } from '@/checkout/payment/selectPlan';
import type { BrandPublic } from '@/checkout/brandPublic';

/** The payment kinds the payment form can take: a card, Pix or boleto. */
export type PaymentKind = 'credit-card' | 'pix' | 'bankslip';

/** One payment-method card of the payment form. */
export interface PaymentMethodOption {
  /** Stable key of the card ('credit-card', 'pix', 'bankslip'; Mozambique: 'creditcard', 'debitcard', 'boleto'). */
  key: string;
  kind: PaymentKind;
  /** The card's title as the buyer reads it. */
  title: string;
  /** The plan charged when the buyer pays this way. */
  plan: Plan;
}

const titles: Record<PaymentKind, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
};

/** The payment kind a spec §3 payment method is paid with in this form, if any. */
function kindOf(method: PaymentMethod): PaymentKind | undefined {
  if (method === 'credit-card') return 'credit-card';
  if (method === 'pix') return 'pix';
  if (method === 'bankslip' || method === 'bank-slip') return 'bankslip';
  return undefined;
}

function offers(plan: Plan, kind: PaymentKind): boolean {
  return plan.paymentMethods.some((method) => kindOf(method) === kind);
}

/** What `paymentMethodOptions` reads. */
export interface PaymentMethodOptionsInput {
  product: ProductPlans;
  /** The plan of a Brazilian checkout (see `selectPlan`); ignored for Mozambique. */
  plan: Plan | undefined;
  /** The methods the step offers (its `paymentMethods` prop); all the plan offers when absent. */
  allowed?: readonly PaymentMethod[];
  isMozambique: boolean;
  brand: BrandPublic;
  /** Which of the brand's per-environment plan ids applies. */
  linkEnvironment: 'test' | 'homolog' | 'production';
}

/**
 * The payment-method cards a payment step shows, in order.
 *
 * Brazil: card, Pix and boleto where the plan offers them, restricted to (and ordered by) the
 * step's `paymentMethods` when given, else in the plan's order.
 * Mozambique (spec §3): the brand's `mozambiquePaymentMethods` that are active, in the order
 * creditcard, debitcard, boleto, each with its own name and its plan for the environment;
 * both cards are paid with the card form, boleto as a bank slip; the step's `paymentMethods`
 * filter them by way of paying ('credit-card' keeps both cards). A method whose plan is not
 * in the product, or does not accept that way of paying, is left out.
 */
export function paymentMethodOptions(input: PaymentMethodOptionsInput): PaymentMethodOption[] {
  const allowedKinds = input.allowed
    ?.map(kindOf)
    .filter((kind): kind is PaymentKind => kind !== undefined);

  if (input.isMozambique) {
    const methods = input.brand.mozambiquePaymentMethods;
    if (!methods) return [];
    const entries = [
      { key: 'creditcard', kind: 'credit-card', method: methods.creditcard },
      { key: 'debitcard', kind: 'credit-card', method: methods.debitcard },
      { key: 'boleto', kind: 'bankslip', method: methods.boleto },
    ] as const;
    return entries.flatMap(({ key, kind, method }) => {
      if (!method.active || (allowedKinds && !allowedKinds.includes(kind))) return [];
      const plan = selectPlan(input.product, { planId: method.planId[input.linkEnvironment] });
      if (!plan || !offers(plan, kind)) return [];
      return [{ key, kind, title: method.name, plan }];
    });
  }

  const plan = input.plan;
  if (!plan) return [];
  const order: PaymentKind[] = [];
  for (const method of allowedKinds ?? plan.paymentMethods.map(kindOf)) {
    if (method !== undefined && !order.includes(method)) order.push(method);
  }
  return order
    .filter((kind) => offers(plan, kind))
    .map((kind) => ({ key: kind, kind, title: titles[kind], plan }));
}
