import { formatLiveloPoints, formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';

describe('formatLiveloPrice', () => {
  it("should write a mixed price '{points} pontos + R${cash}'", () => {
    expect(formatLiveloPrice({ type: 'mixed', amountCash: 1290, amountPoints: 1500 })).toBe(
      '1.500 pontos + R$12,90',
    );
  });

  it("should write points as an integer with pt-BR thousands separators ('57.000 pontos', issue 35)", () => {
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 57000 })).toBe(
      '57.000 pontos',
    );
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 1250000 })).toBe(
      '1.250.000 pontos',
    );
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 1500.9 })).toBe(
      '1.500 pontos',
    );
    expect(formatLiveloPrice({ type: 'points', amountCash: 0, amountPoints: 900 })).toBe(
      '900 pontos',
    );
  });

  it('should write a balance of points the same way, a negative one too', () => {
    expect(formatLiveloPoints(100000)).toBe('100.000 pontos');
    expect(formatLiveloPoints(43000.5)).toBe('43.000 pontos');
    expect(formatLiveloPoints(-2500)).toBe('-2.500 pontos');
    expect(formatLiveloPoints(0)).toBe('0 pontos');
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
