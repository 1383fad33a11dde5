import { formatCep } from '@/checkout/format/formatCep';

describe('formatCep', () => {
  it('should write 00000-000 as the buyer types', () => {
    expect(formatCep('')).toBe('');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('should stop at 8 digits and drop other characters', () => {
    expect(formatCep('01310-1009')).toBe('01310-100');
    expect(formatCep('01.310-100')).toBe('01310-100');
  });
});
