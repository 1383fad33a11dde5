import { receiptRows } from '@/checkout/purchase/receiptRows';
import type { StoredPurchase } from '@/checkout/sessionStore';

const purchase: StoredPurchase = {
  leadId: 'lead_1',
  reference: 'pay_1',
  planId: 'ms-anual',
  planName: 'Plano Anual',
  amount: 143400,
  currency: 'R$',
  method: 'pix',
  installments: 1,
  paid: true,
};

/** The rows as 'term: detail' lines, the way a buyer reads them down the receipt. */
function lines(rows: ReturnType<typeof receiptRows>): string[] {
  return rows.map((row) => `${row.term}: ${row.detail}`);
}

describe('receiptRows', () => {
  it('should name the page product, the plan, the amount, the method and the order', () => {
    expect(lines(receiptRows({ ...purchase, amount: 114000 }, 'Revalida Medicina'))).toEqual([
      'Produto: Revalida Medicina',
      'Plano: Plano Anual',
      'Valor: R$1.140,00',
      'Forma de pagamento: Pix',
      'Pedido: pay_1',
    ]);
  });

  it('should list each add-on with its price before the total that includes them', () => {
    const rows = receiptRows(
      {
        ...purchase,
        addOns: [
          { planId: 'ms-banco-questoes', name: 'Banco de questões comentadas', amount: 9700 },
          { planId: 'ms-mentoria', name: 'Mentoria em grupo', amount: 19700 },
        ],
      },
      'Revalida Medicina',
    );
    expect(lines(rows).slice(0, 5)).toEqual([
      'Produto: Revalida Medicina',
      'Plano: Plano Anual',
      'Adicional: Banco de questões comentadas (R$97,00)',
      'Adicional: Mentoria em grupo (R$197,00)',
      'Valor: R$1.434,00',
    ]);
  });

  it("should name the purchase's own product over the page's (an upsell)", () => {
    const upsell = {
      ...purchase,
      productName: 'Conversação Fala Mais',
      planName: 'Conversação Fala Mais · 2 perfis',
      amount: 59880,
      installments: 12,
      method: 'credit-card' as const,
    };
    expect(lines(receiptRows(upsell, 'Inglês Online')).slice(0, 3)).toEqual([
      'Produto: Conversação Fala Mais',
      'Plano: Conversação Fala Mais · 2 perfis',
      'Valor: R$598,80 em 12x de R$49,90',
    ]);
  });

  it('should say a plan named like its product once', () => {
    const upsell = {
      ...purchase,
      productName: 'Revalida Intensivo',
      planName: 'Revalida Intensivo',
    };
    expect(receiptRows(upsell, 'Revalida Medicina').map((row) => row.term)).not.toContain('Plano');
    expect(lines(receiptRows(upsell, 'Revalida Medicina'))[0]).toBe('Produto: Revalida Intensivo');
  });

  it('should say a free trial charged nothing now, with the first charge, add-ons included', () => {
    const rows = receiptRows(
      {
        ...purchase,
        amount: 0,
        method: 'credit-card',
        installments: 12,
        addOns: [{ planId: 'ms-mentoria', name: 'Mentoria em grupo', amount: 19700 }],
        trial: {
          days: 7,
          firstChargeAt: '2026-01-08T12:00:00.000Z',
          firstChargeAmount: 133700,
          installments: 12,
        },
      },
      'Revalida Medicina',
    );
    expect(lines(rows)).toEqual(
      expect.arrayContaining([
        'Adicional: Mentoria em grupo (R$197,00)',
        'Cobrado agora: R$0,00',
        'Data da primeira cobrança: 08/01/2026',
      ]),
    );
    expect(rows.map((row) => row.term)).not.toContain('Valor');
  });

  it('should say an order an attendant holds waits for them', () => {
    const rows = receiptRows({ ...purchase, method: 'cash', paid: false, pending: true }, 'X');
    expect(lines(rows).slice(-2)).toEqual([
      'Pedido: pay_1',
      'Situação: Aguardando confirmação do atendimento',
    ]);
  });
});
