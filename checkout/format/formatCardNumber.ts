import type { CardBrand } from '@/lib/card/cardBrand';
import { detectCardBrand } from '@/lib/card/detectCardBrand';

function group(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

/**
 * Formats a card number as the buyer types, by shape: American Express 4-6-5 (at most 15
 * digits), Diners of up to 14 digits 4-6-4 (a 15th or 16th digit turns it into 4-4-4-4), every
 * other number 4-4-4-4 (at most 16 digits). Non-digits are dropped. The brand is detected
 * from the digits unless given.
 */
export function formatCardNumber(value: string, brand?: CardBrand): string {
  const all = value.replace(/\D/g, '');
  const cardBrand = brand ?? detectCardBrand(all);
  if (cardBrand === 'american_express') return group(all.slice(0, 15), [4, 6, 5]);
  const digits = all.slice(0, 16);
  if (cardBrand === 'diners' && digits.length <= 14) return group(digits, [4, 6, 4]);
  return group(digits, [4, 4, 4, 4]);
}
