import { FormatError } from '@/checkout/format/FormatError';
import { formatMoney } from '@/checkout/format/formatMoney';

/** The Livelo price display of spec §3: how a plan is paid with loyalty points and money. */
export interface LiveloPrice {
  /** Cash only, points only, or both. */
  type: 'cash' | 'points' | 'mixed';
  /** Money part in minor units (centavos of R$). */
  amountCash: number;
  /** Loyalty points part. */
  amountPoints: number;
}

/**
 * Writes a Livelo price as spec §2 shows it, '{points} pontos + R${cash}'
 * (mixed: '1500 pontos + R$12,90'); cash only: 'R$12,90'; points only: '1500 pontos'. Points
 * are written as an integer without a thousands separator (fractions are dropped), cash in
 * pt-BR with two decimals. Throws FormatError for a non-integer cash amount or non-finite
 * points.
 */
export function formatLiveloPrice({ type, amountCash, amountPoints }: LiveloPrice): string {
  const cash = (): string => formatMoney(amountCash, 'R$');
  const points = (): string => {
    if (!Number.isFinite(amountPoints)) {
      throw new FormatError('POINTS_NOT_FINITE', 'Livelo points must be a number', amountPoints);
    }
    return `${Math.trunc(amountPoints)} pontos`;
  };
  if (type === 'cash') return cash();
  if (type === 'points') return points();
  return `${points()} + ${cash()}`;
}
