import { scrubCardData, scrubText } from '@/checkout/scrubCardData';

describe('scrubCardData', () => {
  it('should redact document-named keys (CPF, CNPJ) as well as card fields', () => {
    expect(scrubCardData({ document: '12345678909', cpf: '123.456.789-09', cnpj: 1, name: 'Ana' })).toEqual({
      document: '[redacted]',
      cpf: '[redacted]',
      cnpj: '[redacted]',
      name: 'Ana',
    });
  });

  it.each([
    ['card 4242424242424242 declined', 'card [card] declined'],
    ['4242 4242 4242 4242', '[card]'],
    ['amex 3782-822463-10005', 'amex [card]'],
    ['order 123456 of 2026', 'order 123456 of 2026'],
    ['cpf 123.456.789-09 invalid', 'cpf [document] invalid'],
    ['cpf 12345678909', 'cpf [document]'],
    ['cnpj 12.345.678/0001-95 and 12345678000195', 'cnpj [document] and [card]'],
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
