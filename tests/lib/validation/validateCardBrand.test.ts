import { validateCardBrand } from '@/lib/validation/validateCardBrand';

describe('validateCardBrand', () => {
  it('should say which rule the brand field breaks: none chosen, or one that does not fit', () => {
    expect(validateCardBrand('', '4111 1111 1111 1111')).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrand('mastercard', '4111 1111 1111 1111')).toBe(
      'Revise a bandeira do cartão.',
    );
    expect(validateCardBrand('visa', '4111 1111 1111 1111')).toBeUndefined();
  });
});
