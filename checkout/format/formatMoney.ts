import { FormatError } from '@/checkout/format/FormatError';

/** A currency symbol of spec §3: Brazilian real or Mozambican metical. */
export type CurrencySymbol = 'R$' | 'MT';

const noBreakSpace = '\u00a0';

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount in minor units (centavos) for display, always with two decimals.
 * 'R$' follows pt-BR and the spec's copy, symbol first without a space: 114000 → 'R$1.140,00'.
 * 'MT' follows pt-MZ (CLDR): comma decimals, no-break-space thousands separator only from five
 * integer digits up, symbol after a no-break space: 114000 → '1140,00 MT',
 * 1234500 → '12 345,00 MT'. Written by hand, not with Intl, so server and browser render the
 * same text whatever their ICU data. Throws FormatError MONEY_NOT_INTEGER for a non-integer.
 */
export function formatMoney(minorUnits: number, currency: CurrencySymbol): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new FormatError(
      'MONEY_NOT_INTEGER',
      'money must be an integer of minor units',
      minorUnits,
    );
  }
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const integer = String(Math.floor(absolute / 100));
  const cents = String(absolute % 100).padStart(2, '0');

  if (currency === 'R$') return `${sign}R$${groupThousands(integer, '.')},${cents}`;
  const grouped = integer.length >= 5 ? groupThousands(integer, noBreakSpace) : integer;
  return `${sign}${grouped},${cents}${noBreakSpace}MT`;
}
