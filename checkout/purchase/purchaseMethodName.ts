import type { StoredPurchase } from '@/checkout/sessionStore';

const methodNames: Record<StoredPurchase['method'], string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
  'm-pesa': 'M-Pesa',
  'credit-card-in-person': 'Cartão na maquininha (presencial)',
  'pix-in-person': 'Pix no balcão (presencial)',
  cash: 'Dinheiro (presencial)',
  cheque: 'Cheque (presencial)',
  livelo: 'Pontos Livelo',
};

/** How a purchase was paid, in the buyer's words ('Cartão de crédito', 'Pix', 'Boleto'…). */
export function purchaseMethodName(method: StoredPurchase['method']): string {
  return methodNames[method];
}
