import {
  amountInInstallments,
  installmentLabel,
  upToInstallmentsLabel,
} from '@/checkout/format/installmentLabel';

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

  // Issue 21 item 3: each of these read 'Nx de <total / N rounded>', which did not add up.
  it.each([
    { id: 12, totalValue: 123700, label: '1x de R$103,12 + 11x de R$103,08' },
    { id: 3, totalValue: 11900, label: '1x de R$39,68 + 2x de R$39,66' },
    { id: 12, totalValue: 106067, label: '1x de R$88,49 + 11x de R$88,38' },
  ])(
    'should show $totalValue in $id installments that add up to it',
    ({ id, totalValue, label }) => {
      // `value` as the old rounding gave it: the label reads the total, never this.
      const rounded = Math.round(totalValue / id);
      expect(
        installmentLabel({ id, value: rounded, standardValue: rounded, tax: 0, totalValue }, 'R$'),
      ).toBe(label);
    },
  );

  it('should say the installments after Até in parentheses when they differ', () => {
    expect(upToInstallmentsLabel({ id: 12, tax: 0, totalValue: 114000 }, 'R$')).toBe(
      '12x de R$95,00',
    );
    expect(upToInstallmentsLabel({ id: 12, tax: 0, totalValue: 123700 }, 'R$')).toBe(
      '12x (1x de R$103,12 + 11x de R$103,08)',
    );
    expect(upToInstallmentsLabel({ id: 3, tax: 10, totalValue: 11900 }, 'R$')).toBe(
      '3x (1x de R$39,68 + 2x de R$39,66; total R$119,00)',
    );
  });

  it('should give an amount with its installments, as the receipt says it', () => {
    expect(amountInInstallments(114000, 12, 'R$')).toBe('R$1.140,00 em 12x de R$95,00');
    expect(amountInInstallments(123700, 12, 'R$')).toBe(
      'R$1.237,00 em 1x de R$103,12 + 11x de R$103,08',
    );
    expect(amountInInstallments(14900, 1, 'R$')).toBe('R$149,00');
  });
});
