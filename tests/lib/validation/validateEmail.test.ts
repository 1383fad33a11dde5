import { validateEmail } from '@/lib/validation/validateEmail';

const invalid = 'Insira um email válido.';

describe('validateEmail', () => {
  it('should accept ordinary addresses', () => {
    expect(validateEmail('maria@exemplo.com')).toBeUndefined();
    expect(validateEmail('maria.silva+checkout@exemplo.com.br')).toBeUndefined();
    expect(validateEmail('MARIA_1@Sub-Dominio.exemplo.org')).toBeUndefined();
  });

  it('should ignore surrounding spaces', () => {
    expect(validateEmail('  maria@exemplo.com ')).toBeUndefined();
  });

  it('should reject 6 and 7 characters and accept 8, the shortest address the rules allow', () => {
    expect(validateEmail('ab@c.d')).toBe(invalid);
    expect(validateEmail('ab@cd.e')).toBe(invalid);
    expect(validateEmail('ab@cd.ef')).toBeUndefined();
  });

  it('should accept 80 characters and reject 81', () => {
    const eighty = `${'a'.repeat(64)}@exemplocomp.com`;
    const eightyOne = `${'a'.repeat(64)}@exemplocompa.com`;
    expect(eighty).toHaveLength(80);
    expect(eightyOne).toHaveLength(81);
    expect(validateEmail(eighty)).toBeUndefined();
    expect(validateEmail(eightyOne)).toBe(invalid);
  });

  it('should reject accents anywhere in the address', () => {
    expect(validateEmail('joão@exemplo.com')).toBe(invalid);
    expect(validateEmail('joao@exémplo.com')).toBe(invalid);
    expect(validateEmail('joao@exemplo.cõm')).toBe(invalid);
  });

  it('should require at least 2 characters before the @ and before the first dot after it', () => {
    expect(validateEmail('a@exemplo.com')).toBe(invalid);
    expect(validateEmail('ab@e.com.br')).toBe(invalid);
    expect(validateEmail('ab@ex.com.br')).toBeUndefined();
  });

  it('should reject what does not match the address pattern', () => {
    expect(validateEmail('')).toBe(invalid);
    expect(validateEmail('mariaexemplo.com')).toBe(invalid);
    expect(validateEmail('maria@exemplo')).toBe(invalid);
    expect(validateEmail('maria@@exemplo.com')).toBe(invalid);
    expect(validateEmail('maria silva@exemplo.com')).toBe(invalid);
    expect(validateEmail('maria@exemplo..com')).toBe(invalid);
  });

  it('should reject what the extra validity check finds undeliverable', () => {
    expect(validateEmail('.maria@exemplo.com')).toBe(invalid);
    expect(validateEmail('maria.@exemplo.com')).toBe(invalid);
    expect(validateEmail('ma..ria@exemplo.com')).toBe(invalid);
    expect(validateEmail('maria@-exemplo.com')).toBe(invalid);
    expect(validateEmail('maria@exemplo-.com')).toBe(invalid);
    expect(validateEmail('maria@exemplo.c0m')).toBe(invalid);
    expect(validateEmail('maria@exemplo.c')).toBe(invalid);
    expect(validateEmail(`${'a'.repeat(65)}@exemplo.com`)).toBe(invalid);
  });

  it('should reject a domain label longer than 63 characters and accept one of 63', () => {
    expect(validateEmail(`ab@${'a'.repeat(64)}.com`)).toBe(invalid);
    expect(validateEmail(`ab@${'a'.repeat(63)}.co`)).toBeUndefined();
  });
});
