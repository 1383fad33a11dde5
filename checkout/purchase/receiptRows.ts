import { formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { amountInInstallments } from '@/checkout/format/installmentLabel';
import { purchaseMethodName } from '@/checkout/purchase/purchaseMethodName';
import { firstChargeAmountText } from '@/checkout/purchase/trialCopy';
import type { StoredPurchase } from '@/checkout/sessionStore';

/** One line of a receipt: what it is ('Produto', 'Adicional', 'Valor'…) and what it says. */
export interface ReceiptRow {
  term: string;
  detail: string;
}

/**
 * The lines of the receipt of one purchase, as the buyer reads them: the product the payment
 * step charged for (the purchase's own, so an upsell is named by the upsell; the page's
 * product for purchases recorded without one), its plan (left out when it only repeats the
 * product's name), each add-on paid with it and its price, the amount in the installments
 * charged (add-ons included: what the backend charged), or for a free trial nothing charged
 * now and the first charge, then the payment method, the order reference and, for an order an
 * attendant holds, that it waits for them.
 */
export function receiptRows(purchase: StoredPurchase, productTitle: string): ReceiptRow[] {
  const product = purchase.productName ?? productTitle;
  const money = (amount: number) => formatMoney(amount, purchase.currency);
  return [
    { term: 'Produto', detail: product },
    ...(purchase.planName && purchase.planName !== product
      ? [{ term: 'Plano', detail: purchase.planName }]
      : []),
    ...(purchase.addOns ?? []).map((addOn) => ({
      term: 'Adicional',
      detail: `${addOn.name} (${money(addOn.amount)})`,
    })),
    ...amountRows(purchase),
    { term: 'Forma de pagamento', detail: purchaseMethodName(purchase.method) },
    { term: 'Pedido', detail: purchase.reference },
    ...(purchase.pending
      ? [{ term: 'Situação', detail: 'Aguardando confirmação do atendimento' }]
      : []),
  ];
}

/** What the purchase took: points and cash, the amount charged, or a free trial's schedule. */
function amountRows(purchase: StoredPurchase): ReceiptRow[] {
  const { trial, currency } = purchase;
  if (trial)
    return [
      { term: 'Cobrado agora', detail: formatMoney(0, currency) },
      { term: 'Primeira cobrança', detail: firstChargeAmountText(trial, currency) },
      { term: 'Data da primeira cobrança', detail: formatDate(trial.firstChargeAt) },
    ];
  return [
    {
      term: 'Valor',
      detail: purchase.livelo
        ? formatLiveloPrice(purchase.livelo)
        : amountInInstallments(purchase.amount, purchase.installments, currency),
    },
  ];
}
