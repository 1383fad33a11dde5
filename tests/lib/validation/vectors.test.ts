// Runs every shared test vector (copied from ../shared/vectors/documents-and-cards.json so the
// suite works on a fresh clone) through the validators of spec §5.
import vectors from '@/tests/lib/validation/vectors/documents-and-cards.json';
import { cardNumberShape } from '@/lib/validation/cardNumberShape';
import { detectCardBrand } from '@/lib/card/detectCardBrand';
import { luhnCheck } from '@/lib/card/luhnCheck';
import { messages } from '@/lib/validation/messages';
import { validateCnpj } from '@/lib/validation/validateCnpj';
import { validateCpf } from '@/lib/validation/validateCpf';
import { validateRegistry } from '@/lib/validation/validateRegistry';

describe('shared vectors: cards', () => {
  it('should hold the twelve card vectors', () => {
    expect(vectors.cards).toHaveLength(12);
  });

  it.each(vectors.cards)('should give luhn $luhn for "$value"', ({ value, luhn }) => {
    expect(luhnCheck(value)).toBe(luhn);
  });

  it.each(vectors.cards)('should give shapeOk $shapeOk for "$value"', ({ value, shapeOk }) => {
    expect(cardNumberShape(value)).toBe(shapeOk);
  });

  it.each(vectors.cards)('should detect brand $brand for "$value"', ({ value, brand }) => {
    expect(detectCardBrand(value)).toBe(brand ?? undefined);
  });
});

describe('shared vectors: cpf', () => {
  it('should hold the ten CPF vectors', () => {
    expect(vectors.cpf).toHaveLength(10);
  });

  it.each(vectors.cpf)('should judge CPF "$value" valid: $valid', ({ value, valid }) => {
    expect(validateCpf(value)).toBe(valid ? undefined : messages.cpf.invalid);
  });

  it.each(vectors.cpf.filter((vector) => vector.valid))(
    'should accept CPF "$value" in the registry field',
    ({ value }) => {
      expect(validateRegistry(value)).toBeUndefined();
    },
  );
});

describe('shared vectors: cnpj', () => {
  it('should hold the nine CNPJ vectors, alphanumeric ones included', () => {
    expect(vectors.cnpj).toHaveLength(9);
    expect(vectors.cnpj.some(({ value }) => /[A-Z]/.test(value))).toBe(true);
  });

  it.each(vectors.cnpj)('should judge CNPJ "$value" valid: $valid', ({ value, valid }) => {
    expect(validateCnpj(value)).toBe(valid ? undefined : messages.cnpj.invalid);
  });

  it.each(vectors.cnpj)(
    'should judge CNPJ "$value" in the registry field valid: $valid',
    ({ value, valid }) => {
      expect(validateRegistry(value)).toBe(valid ? undefined : messages.registry.invalidCnpj);
    },
  );
});
