import type { PaymentMethod, Plan, ProductPlans } from '@/checkout/api/types';
import { selectPlan } from '@/checkout/payment/selectPlan';
import type { BrandPublic } from '@/checkout/brandPublic';
import type { StoredCardOnFile } from '@/checkout/sessionStore';
import { cardBrands } from '@/lib/card/cardBrand';
import { offeredInMarket } from '@/lib/payment/paymentMarket';

/**
 * The payment kinds the payment form can take: a card, Pix, boleto, M-Pesa, a payment an
 * attendant takes in person, or the card on file (the card the buyer just paid the main
 * purchase with, offered by the upsell).
 */
export type PaymentKind =
  | 'credit-card'
  | 'pix'
  | 'bankslip'
  | 'm-pesa'
  | 'in-person'
  | 'card-on-file';

/** The spec §3 methods an attendant takes in person (card machine, Pix at the desk, cash, cheque). */
export type InPersonMethod = 'credit-card-in-person' | 'pix-in-person' | 'cash' | 'cheque';

/** The in-person methods, in the order the form shows them. */
export const inPersonMethods: readonly InPersonMethod[] = [
  'credit-card-in-person',
  'pix-in-person',
  'cash',
  'cheque',
];

/** Whether a spec §3 method is taken in person. */
export function isInPersonMethod(method: string): method is InPersonMethod {
  return (inPersonMethods as readonly string[]).includes(method);
}

/** How the buyer and the attendant read each in-person method. */
export const inPersonTitles: Record<InPersonMethod, string> = {
  'credit-card-in-person': 'Cartão na maquininha',
  'pix-in-person': 'Pix no balcão',
  cash: 'Dinheiro',
  cheque: 'Cheque',
};

/** One payment-method card of the payment form. */
export interface PaymentMethodOption {
  /**
   * Stable key of the card ('credit-card', 'pix', 'bankslip', the in-person method's value;
   * Mozambique: 'creditcard', 'debitcard', 'boleto', 'mpesa').
   */
  key: string;
  kind: PaymentKind;
  /** The in-person method, for kind 'in-person'. */
  inPerson?: InPersonMethod;
  /** The card charged, for kind 'card-on-file'. */
  cardOnFile?: StoredCardOnFile;
  /** The card's title as the buyer reads it. */
  title: string;
  /** The plan charged when the buyer pays this way. */
  plan: Plan;
}

type OnlineKind = Exclude<PaymentKind, 'in-person' | 'card-on-file'>;

const titles: Record<OnlineKind, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
  'm-pesa': 'M-Pesa',
};

/** The payment kind a spec §3 payment method is paid with in this form, if any. */
function kindOf(method: PaymentMethod): OnlineKind | undefined {
  if (method === 'credit-card') return 'credit-card';
  if (method === 'pix') return 'pix';
  if (method === 'bankslip' || method === 'bank-slip') return 'bankslip';
  if (method === 'm-pesa') return 'm-pesa';
  return undefined;
}

function offers(plan: Plan, kind: OnlineKind): boolean {
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
  /**
   * The card the buyer paid the main purchase with (Brazil): offered first, as 'Cartão Visa
   * final 1111', when the plan takes cards and the step allows a card (`credit-card` or
   * `default-credit-card`, or no `paymentMethods`).
   */
  cardOnFile?: StoredCardOnFile;
  /**
   * Whether an attendant is identified (spec §6: a seller query other than 'performance'):
   * only then are the step's in-person methods offered.
   */
  attendant?: boolean;
}

/**
 * The payment-method cards a payment step shows, in order.
 *
 * Brazil: card, Pix and boleto where the plan offers them, restricted to (and ordered by) the
 * step's `paymentMethods` when given, else in the plan's order.
 * Mozambique (spec §3): the brand's `mozambiquePaymentMethods` that are active, in the order
 * creditcard, debitcard, boleto, each with its own name and its plan for the environment;
 * both cards are paid with the card form, boleto as a bank slip, and M-Pesa (optional, last)
 * with the buyer's M-Pesa number; the step's `paymentMethods` filter them by way of paying
 * ('credit-card' keeps both cards). A method whose plan is not in the product, or does not
 * accept that way of paying, is left out.
 *
 * In person (Brazil): the step's in-person methods (`credit-card-in-person`, `pix-in-person`,
 * `cash`, `cheque`) follow the online ones, in the step's order, only when an attendant is
 * identified (`attendant`); any plan may be paid at the desk, so the plan does not list them.
 */
export function paymentMethodOptions(input: PaymentMethodOptionsInput): PaymentMethodOption[] {
  const allowedKinds = input.allowed
    ?.map(kindOf)
    .filter((kind): kind is OnlineKind => kind !== undefined);

  if (input.isMozambique) {
    const methods = input.brand.mozambiquePaymentMethods;
    if (!methods) return [];
    const entries = [
      { key: 'creditcard', kind: 'credit-card', method: methods.creditcard },
      { key: 'debitcard', kind: 'credit-card', method: methods.debitcard },
      { key: 'boleto', kind: 'bankslip', method: methods.boleto },
      { key: 'mpesa', kind: 'm-pesa', method: methods.mpesa },
    ] as const;
    return entries.flatMap(({ key, kind, method }) => {
      if (!method?.active || (allowedKinds && !allowedKinds.includes(kind))) return [];
      if (!offeredInMarket('MZ', kind)) return [];
      const plan = selectPlan(input.product, { planId: method.planId[input.linkEnvironment] });
      if (!plan || !offers(plan, kind)) return [];
      return [{ key, kind, title: method.name, plan }];
    });
  }

  const plan = input.plan;
  if (!plan) return [];
  const order: OnlineKind[] = [];
  // Only what a Brazilian page offers (lib/payment/paymentMarket.ts, the rule the journey model
  // and `npm run validate` read too): M-Pesa is Mozambique's, whatever a plan or step lists.
  const brazilian = (input.allowed ?? plan.paymentMethods).filter((method) =>
    offeredInMarket('BR', method),
  );
  for (const method of brazilian.map(kindOf)) {
    if (method !== undefined && !order.includes(method)) order.push(method);
  }
  const typed: PaymentMethodOption[] = order
    .filter((kind) => offers(plan, kind))
    .map((kind) => ({ key: kind, kind, title: titles[kind], plan }));
  const onFile = cardOnFileOption(input, plan);
  const online = onFile ? [onFile, ...typed] : typed;
  if (!input.attendant || !input.allowed) return online;
  const inPerson: PaymentMethodOption[] = input.allowed.filter(isInPersonMethod).map((method) => ({
    key: method,
    kind: 'in-person',
    inPerson: method,
    title: inPersonTitles[method],
    plan,
  }));
  return [...online, ...inPerson];
}

/** The card-on-file card of `paymentMethodOptions`, when the buyer has one this step may charge. */
function cardOnFileOption(
  input: PaymentMethodOptionsInput,
  plan: Plan,
): PaymentMethodOption | undefined {
  const card = input.cardOnFile;
  if (!card || !offers(plan, 'credit-card')) return undefined;
  const allowsCard =
    !input.allowed ||
    input.allowed.some((method) => method === 'credit-card' || method === 'default-credit-card');
  if (!allowsCard) return undefined;
  return {
    key: 'card-on-file',
    kind: 'card-on-file',
    title: `Cartão ${cardBrands.find((item) => item.value === card.brand)?.name ?? 'de crédito'} final ${card.last4}`,
    plan,
    cardOnFile: card,
  };
}
