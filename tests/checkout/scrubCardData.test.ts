import { scrubCardData, scrubText } from '@/checkout/scrubCardData';

describe('scrubCardData', () => {
  it.each([
    ['card 4242424242424242 declined', 'card [card] declined'],
    ['4242 4242 4242 4242', '[card]'],
    ['amex 3782-822463-10005', 'amex [card]'],
    ['order 123456 of 2026', 'order 123456 of 2026'],
  ])('should scrub %p', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('should redact card-named keys deeply and keep the rest', () => {
    expect(
      scrubCardData({ extra: { card: { number: '4111111111111111', cvv: '123', expiry: '12/30', holderName: 'Ana' } }, status: 402 }),
    ).toEqual({
      extra: { card: { number: '[redacted]', cvv: '[redacted]', expiry: '[redacted]', holderName: 'Ana' } },
      status: 402,
    });
  });
});
