/**
 * The market a checkout page is served for, and the payment methods a payment page of that
 * market can offer: one rule, read by the payment form (checkout/payment/paymentMethodOptions.ts),
 * by the journey model (the outcomes a payment step can take, lib/journey/journeyModel.ts) and
 * by `npm run validate` (a step's `paymentMethods` must be ones its market offers).
 *
 * A page is Mozambique's when its brand speaks pt-MZ (or the link carries `lang=pt-mz`): it is
 * priced in MT and offers the brand's `mozambiquePaymentMethods` (cards, boleto, M-Pesa); every
 * other page is Brazil's, priced in R$, with cards, Pix, boleto and, with an attendant, the
 * in-person methods. Pure: no I/O, no app imports.
 */

/** Brazil (R$) or Mozambique (MT). */
export type PaymentMarket = 'BR' | 'MZ';

/** The spec §3 payment methods a payment page of each market can offer. */
export const MARKET_PAYMENT_METHODS: Readonly<Record<PaymentMarket, readonly string[]>> = {
  BR: [
    'credit-card',
    'default-credit-card',
    'credit-card+credit-card',
    'nu-pay',
    'pix',
    'bankslip',
    'bank-slip',
    'credit-card-in-person',
    'pix-in-person',
    'cash',
    'cheque',
  ],
  MZ: ['credit-card', 'bankslip', 'bank-slip', 'm-pesa'],
};

/** The currency each market's plans are priced in. */
export const MARKET_CURRENCY: Readonly<Record<PaymentMarket, 'R$' | 'MT'>> = {
  BR: 'R$',
  MZ: 'MT',
};

/** How ops read a market in `npm run validate`'s sentences. */
export const MARKET_NAME: Readonly<Record<PaymentMarket, string>> = {
  BR: 'Brasil, em R$',
  MZ: 'Moçambique, em MT',
};

/** The market of a page: Mozambique for a pt-MZ brand or a pt-MZ page, else Brazil. */
export function paymentMarket(
  brandLanguage: string | undefined,
  mozambicanPage = false,
): PaymentMarket {
  return mozambicanPage || brandLanguage === 'pt-MZ' ? 'MZ' : 'BR';
}

/** Whether a payment page of the market can offer the method. */
export function offeredInMarket(market: PaymentMarket, method: string): boolean {
  return MARKET_PAYMENT_METHODS[market].includes(method);
}
