import { brazilianStates } from '@/lib/validation/brazilianStates';
import { validateState } from '@/lib/validation/validateState';

const invalid = 'Insira um estado válido';

describe('validateState', () => {
  it('should be required', () => {
    expect(validateState('')).toBe(invalid);
    expect(validateState('  ')).toBe(invalid);
    expect(validateState(undefined)).toBe(invalid);
    expect(validateState(null)).toBe(invalid);
  });

  it('should accept any state when no list is given', () => {
    expect(validateState('Maputo')).toBeUndefined();
  });

  it('should accept only the listed states when a list is given', () => {
    expect(validateState('SP', { allowed: brazilianStates })).toBeUndefined();
    expect(validateState('DF', { allowed: brazilianStates })).toBeUndefined();
    expect(validateState('XX', { allowed: brazilianStates })).toBe(invalid);
    expect(validateState('sp', { allowed: brazilianStates })).toBe(invalid);
  });
});
