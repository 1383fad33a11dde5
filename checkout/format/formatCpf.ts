/**
 * Formats a CPF '000.000.000-00' as the buyer types: keeps at most eleven digits and adds the
 * dots and dash once the digits after them begin ('2953799' → '295.379.9').
 */
export function formatCpf(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
}
