import { validateName } from '@/lib/validation/validateName';

describe('validateName', () => {
  it('should accept a first name and a surname', () => {
    expect(validateName('Maria Silva')).toBeUndefined();
  });

  it('should accept accents, apostrophes and several words', () => {
    expect(validateName('Conceição Araújo')).toBeUndefined();
    expect(validateName("João D'Ávila da Silva")).toBeUndefined();
    expect(validateName('Joana d’Arc')).toBeUndefined();
  });

  it('should ignore surrounding and repeated spaces', () => {
    expect(validateName('  Maria    Silva  ')).toBeUndefined();
  });

  it('should ask for first name and surname when there is one word or none', () => {
    expect(validateName('Maria')).toBe('Preencha com nome e sobrenome.');
    expect(validateName('  Maria  ')).toBe('Preencha com nome e sobrenome.');
    expect(validateName('')).toBe('Preencha com nome e sobrenome.');
    expect(validateName('   ')).toBe('Preencha com nome e sobrenome.');
  });

  it('should not count a lone apostrophe as a surname', () => {
    expect(validateName("Maria '")).toBe('Preencha com nome e sobrenome.');
  });

  it('should accept a first word of 40 characters', () => {
    expect(validateName(`${'a'.repeat(40)} Silva`)).toBeUndefined();
    expect(validateName(`${'é'.repeat(40)} Silva`)).toBeUndefined();
  });

  it('should reject a first word of 41 characters as too long', () => {
    expect(validateName(`${'a'.repeat(41)} Silva`)).toBe('Nome muito extenso');
    expect(validateName(`${'é'.repeat(41)} Silva`)).toBe('Nome muito extenso');
  });

  it('should not limit the length of the other words', () => {
    expect(validateName(`Ana ${'b'.repeat(60)}`)).toBeUndefined();
  });

  it('should ask for letters only when the name holds digits, hyphens or symbols', () => {
    expect(validateName('Maria Silva2')).toBe('Insira apenas letras');
    expect(validateName('Maria-José Silva')).toBe('Insira apenas letras');
    expect(validateName('Maria Silva!')).toBe('Insira apenas letras');
    expect(validateName('Maria.')).toBe('Insira apenas letras');
  });
});

describe('validateName, the same letters the API takes', () => {
  it("should accept the iOS apostrophe, a decomposed accent and 'Ł'", () => {
    expect(validateName('Maria D’Ávila')).toBeUndefined();
    expect(validateName('Jose\u0301 Silva')).toBeUndefined();
    expect(validateName('Łukasz Nowak')).toBeUndefined();
  });

  it('should count a decomposed accent as one letter (the name is judged in NFC)', () => {
    const fortyLetters = `${'a'.repeat(39)}e\u0301`;
    expect(validateName(`${fortyLetters} Silva`)).toBeUndefined();
    expect(validateName(`a${fortyLetters} Silva`)).toBe('Nome muito extenso');
  });
});
