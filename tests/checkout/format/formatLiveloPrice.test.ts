import { formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';

describe('formatLiveloPrice', () => {
  it("should write a mixed price '{points} pontos + R${cash}'", () => {
    expect(formatLiveloPrice({ type: 'mixed', amountCash: 1290, amountPoints: 1500 })).toBe(
      '1500 pontos + R$12,90',
    );
  });

  it('should write points as an integer without a thousands separator', () => {
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 125000 })).toBe(
      '125000 pontos',
    );
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 1500.9 })).toBe(
      '1500 pontos',
    );
  });

  it('should write cash in pt-BR with two decimals', () => {
    expect(formatLiveloPrice({ type: 'cash', amountCash: 123456, amountPoints: 0 })).toBe(
      'R$1.234,56',
    );
    expect(formatLiveloPrice({ type: 'cash', amountCash: 1200, amountPoints: 900 })).toBe(
      'R$12,00',
    );
  });

  it('should refuse points that are not a number', () => {
    expect(() =>
      formatLiveloPrice({ type: 'mixed', amountCash: 100, amountPoints: Number.NaN }),
    ).toThrow('POINTS_NOT_FINITE');
  });
});
