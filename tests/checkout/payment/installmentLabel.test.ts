import { installmentLabel } from '@/checkout/payment/installmentLabel';

describe('installmentLabel', () => {
  it("should read like the spec's copy", () => {
    expect(
      installmentLabel(
        { id: 12, value: 9500, standardValue: 12000, tax: 0, totalValue: 114000 },
        'R$',
      ),
    ).toBe('12x de R$95,00');
    expect(
      installmentLabel(
        { id: 1, value: 114000, standardValue: 144000, tax: 0, totalValue: 114000 },
        'R$',
      ),
    ).toBe('1x de R$1.140,00');
  });

  it('should add the total when the installments carry interest', () => {
    expect(
      installmentLabel(
        { id: 12, value: 9900, standardValue: 12000, tax: 199, totalValue: 118800 },
        'R$',
      ),
    ).toBe('12x de R$99,00 (total R$1.188,00)');
  });
});
