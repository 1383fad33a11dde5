import { validatePhone } from '@/lib/validation/validatePhone';

const brazilianMessage =
  'Insira o DDD e um número de celular válido. Caso seja de fora do Brasil, selecione a bandeira no ícone ao lado.';
const mozambiqueMessage = 'Selecione a bandeira do país e insira um número válido com DDD.';
const internationalMessage = 'Insira um número válido';

describe('validatePhone', () => {
  describe('Brazilian mobile', () => {
    it('should accept the formatted form (DD) 9DDDD-DDDD', () => {
      expect(validatePhone('(11) 91234-5678')).toBeUndefined();
      expect(validatePhone('(99) 99999-9999')).toBeUndefined();
    });

    it('should accept the unformatted 11 digits', () => {
      expect(validatePhone('11912345678')).toBeUndefined();
    });

    it('should ignore surrounding spaces', () => {
      expect(validatePhone(' (21) 98765-4321 ')).toBeUndefined();
    });

    it('should reject an area code with a zero', () => {
      expect(validatePhone('(01) 91234-5678')).toBe(brazilianMessage);
      expect(validatePhone('(10) 91234-5678')).toBe(brazilianMessage);
      expect(validatePhone('01912345678')).toBe(brazilianMessage);
    });

    it('should reject a number not starting with 9', () => {
      expect(validatePhone('(11) 81234-5678')).toBe(brazilianMessage);
      expect(validatePhone('11812345678')).toBe(brazilianMessage);
    });

    it('should reject landlines and wrong lengths', () => {
      expect(validatePhone('(11) 3123-4567')).toBe(brazilianMessage);
      expect(validatePhone('1191234567')).toBe(brazilianMessage);
      expect(validatePhone('119123456789')).toBe(brazilianMessage);
      expect(validatePhone('(11) 91234-567')).toBe(brazilianMessage);
    });

    it('should reject half-formatted and empty values', () => {
      expect(validatePhone('(11)91234-5678')).toBe(brazilianMessage);
      expect(validatePhone('11 91234 5678')).toBe(brazilianMessage);
      expect(validatePhone('')).toBe(brazilianMessage);
    });

    it('should use the Brazilian wording for pt-BR and the Mozambique wording for pt-MZ', () => {
      expect(validatePhone('123', { locale: 'pt-BR' })).toBe(brazilianMessage);
      expect(validatePhone('123', { locale: 'pt-MZ' })).toBe(mozambiqueMessage);
      expect(validatePhone('(11) 91234-5678', { locale: 'pt-MZ' })).toBeUndefined();
    });
  });

  describe("numbers with '+'", () => {
    it('should reject 5 characters and accept 6', () => {
      expect(validatePhone('+3518')).toBe(internationalMessage);
      expect(validatePhone('+35191')).toBeUndefined();
    });

    it('should accept spaces, dashes and parentheses between digits', () => {
      expect(validatePhone('+258 84 123 4567')).toBeUndefined();
      expect(validatePhone('+1 (415) 555-0100')).toBeUndefined();
    });

    it('should reject letters and a number without digits', () => {
      expect(validatePhone('+25884abc')).toBe(internationalMessage);
      expect(validatePhone('+ - ()')).toBe(internationalMessage);
      expect(validatePhone('+')).toBe(internationalMessage);
    });

    it('should use the same wording for pt-MZ', () => {
      expect(validatePhone('+258', { locale: 'pt-MZ' })).toBe(internationalMessage);
      expect(validatePhone('+258841234567', { locale: 'pt-MZ' })).toBeUndefined();
    });

    it("should follow Mozambique's numbering plan: fixed lines by area code, mobiles 82–89", () => {
      expect(validatePhone('+258 21 123 456')).toBeUndefined();
      expect(validatePhone('+258 23 123 456')).toBeUndefined();
      // libphonenumber's metadata (libphonenumber-js 1.13.16) takes mobiles 8[2-9] and 7 digits.
      for (const prefix of ['82', '83', '84', '85', '86', '87', '88', '89']) {
        expect(validatePhone(`+258 ${prefix} 123 4567`)).toBeUndefined();
      }
      expect(validatePhone('+258 10 457 3569')).toBe(internationalMessage);
      expect(validatePhone('+258 81 123 4567')).toBe(internationalMessage);
      expect(validatePhone('+258 20 123 456')).toBe(internationalMessage);
      expect(validatePhone('+258 21 123 4567')).toBe(internationalMessage);
    });

    it('should take a Mozambican number (+258) only with its 9 national digits', () => {
      expect(validatePhone('+258 84 123 4567')).toBeUndefined();
      expect(validatePhone('+25884')).toBe(internationalMessage);
      expect(validatePhone('+258 84 123 456')).toBe(internationalMessage);
      expect(validatePhone('+258 84123456789012', { locale: 'pt-MZ' })).toBe(internationalMessage);
      expect(validatePhone('+258 8412345678')).toBe(internationalMessage);
    });
  });
});
