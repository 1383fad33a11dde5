import { FormatError } from '@/checkout/format/FormatError';

describe('FormatError', () => {
  it('should carry its code and the offending value', () => {
    const error = new FormatError('MONEY_NOT_INTEGER', 'money must be an integer', 1.5);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FormatError');
    expect(error.code).toBe('MONEY_NOT_INTEGER');
    expect(error.value).toBe(1.5);
    expect(error.message).toBe('MONEY_NOT_INTEGER: money must be an integer (got 1.5)');
  });
});
