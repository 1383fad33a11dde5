import { validateCpf } from '@/lib/validation/validateCpf';

const invalid = 'Revise o CPF.';

describe('validateCpf', () => {
  it('should accept a valid CPF formatted or bare', () => {
    expect(validateCpf('295.379.955-93')).toBeUndefined();
    expect(validateCpf('29537995593')).toBeUndefined();
    expect(validateCpf(' 403.644.788-29 ')).toBeUndefined();
  });

  it('should reject wrong check digits', () => {
    expect(validateCpf('295.379.955-92')).toBe(invalid);
    expect(validateCpf('29537995539')).toBe(invalid);
  });

  it('should reject repeated digits, which pass the arithmetic', () => {
    expect(validateCpf('000.000.000-00')).toBe(invalid);
    expect(validateCpf('99999999999')).toBe(invalid);
  });

  it('should reject other formats and lengths', () => {
    expect(validateCpf('')).toBe(invalid);
    expect(validateCpf('295.379.95593')).toBe(invalid);
    expect(validateCpf('295-379-955-93')).toBe(invalid);
    expect(validateCpf('2953799559')).toBe(invalid);
    expect(validateCpf('295379955930')).toBe(invalid);
  });
});
