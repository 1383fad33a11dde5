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
 * Writes a number of Livelo points as a buyer in Brazil reads it: an integer (fractions
 * dropped) grouped by thousands with a dot, then 'pontos': 57000 → '57.000 pontos',
 * 900 → '900 pontos'. Written by hand, not with Intl, so server and browser render the same
 * text whatever their ICU data. Throws FormatError POINTS_NOT_FINITE for a non-finite number.
 */
export function formatLiveloPoints(points: number): string {
  if (!Number.isFinite(points)) {
    throw new FormatError('POINTS_NOT_FINITE', 'Livelo points must be a number', points);
  }
  const whole = Math.trunc(points);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole < 0 ? '-' : ''}${grouped} pontos`;
}

/**
 * Writes a Livelo price as spec §2 shows it, '{points} pontos + R${cash}'
 * (mixed: '1.500 pontos + R$12,90'); cash only: 'R$12,90'; points only: '57.000 pontos'.
 * Points are written by {@link formatLiveloPoints} (pt-BR thousands separators, fractions
 * dropped), cash in pt-BR with two decimals. Throws FormatError for a non-integer cash amount
 * or non-finite points.
 */
export function formatLiveloPrice({ type, amountCash, amountPoints }: LiveloPrice): string {
  const cash = (): string => formatMoney(amountCash, 'R$');
  const points = (): string => formatLiveloPoints(amountPoints);
  if (type === 'cash') return cash();
  if (type === 'points') return points();
  return `${points()} + ${cash()}`;
}
