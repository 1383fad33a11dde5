import { formatCpf } from '@/checkout/format/formatCpf';

describe('formatCpf', () => {
  it('should write 000.000.000-00', () => {
    expect(formatCpf('29537995593')).toBe('295.379.955-93');
  });

  it('should format as the buyer types', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('295')).toBe('295');
    expect(formatCpf('2953')).toBe('295.3');
    expect(formatCpf('2953799')).toBe('295.379.9');
    expect(formatCpf('2953799559')).toBe('295.379.955-9');
  });

  it('should stop at 11 digits and drop other characters', () => {
    expect(formatCpf('295.379.955-931')).toBe('295.379.955-93');
    expect(formatCpf('29a5')).toBe('295');
  });
});
