/**
 * The checkout's events in Google Analytics 4 ecommerce form, as the tag manager's dataLayer
 * receives them: begin_checkout, add_payment_info, purchase. Built from plan and order data
 * only (ids, names, amounts): never a buyer's e-mail, name, phone, CPF or card data.
 */

/** A currency symbol of the platform (spec §3): R$ or MT. */
export type CurrencySymbol = 'R$' | 'MT';

/** One GA4 item: the plan bought. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  /** Unit price in currency units (e.g. 1560.5), not minor units. */
  price: number;
  quantity: number;
  item_brand?: string;
}

/** The `ecommerce` object of a GA4 event. */
export interface EcommercePayload {
  currency: 'BRL' | 'MZN';
  value: number;
  items: EcommerceItem[];
  payment_type?: string;
  transaction_id?: string;
}

/** A dataLayer event of the checkout. */
export interface EcommerceEvent {
  event: 'begin_checkout' | 'add_payment_info' | 'purchase';
  ecommerce: EcommercePayload;
}

/** What the events say about the thing bought. */
export interface OrderLine {
  planId: string;
  /** The product's title and plan name, e.g. 'Revalida Medicina - Anual'. */
  name: string;
  /** Amount in minor units (centavos). */
  amount: number;
  currency: CurrencySymbol | string;
  brand?: string;
}

/** ISO 4217 code of a platform currency symbol (MT: Mozambican metical). */
export function isoCurrency(symbol: string): 'BRL' | 'MZN' {
  return symbol === 'MT' ? 'MZN' : 'BRL';
}

/** GA4's payment_type for a payment kind of the checkout. */
export function paymentTypeName(kind: string): string {
  if (kind === 'credit-card' || kind === 'creditcard') return 'credit_card';
  if (kind === 'debitcard') return 'debit_card';
  if (kind === 'bankslip' || kind === 'bank-slip' || kind === 'boleto') return 'boleto';
  return kind.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
}

function payload(line: OrderLine): EcommercePayload {
  const value = Math.round(line.amount) / 100;
  return {
    currency: isoCurrency(line.currency),
    value,
    items: [
      {
        item_id: line.planId,
        item_name: line.name,
        price: value,
        quantity: 1,
        ...(line.brand ? { item_brand: line.brand } : {}),
      },
    ],
  };
}

/** begin_checkout: the payment step is shown with its plan. */
export function beginCheckoutEvent(line: OrderLine): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: payload(line) };
}

/** add_payment_info: the buyer sends the payment with a way of paying. */
export function addPaymentInfoEvent(line: OrderLine, paymentKind: string): EcommerceEvent {
  return {
    event: 'add_payment_info',
    ecommerce: { ...payload(line), payment_type: paymentTypeName(paymentKind) },
  };
}

/** purchase: the order is placed (transaction_id is the payment's id, never a buyer's). */
export function purchaseEvent(
  line: OrderLine,
  transactionId: string,
  paymentKind: string,
): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      ...payload(line),
      transaction_id: transactionId,
      payment_type: paymentTypeName(paymentKind),
    },
  };
}
