import { formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';
import type { LiveloPrice as LiveloPriceValue } from '@/checkout/format/formatLiveloPrice';
import { styled } from '@/ui/stitches.config';

const Price = styled('p', {
  margin: '0 0 $4',
  fontSize: '$md',
  color: '$neutralHigh',
  '& strong': { fontWeight: '$bold' },
});

/**
 * The Livelo price display of spec §2: '{points} pontos + R${cash}' (points as an integer grouped by thousands,
 * cash in pt-BR with two decimals), or only the cash or only the points part for those price
 * types. `label` is an optional lead-in read before the price (e.g. 'Ou pague com Livelo:').
 */
export function LiveloPrice({ price, label }: { price: LiveloPriceValue; label?: string }) {
  return (
    <Price data-livelo-price="">
      {label ? `${label} ` : null}
      <strong>{formatLiveloPrice(price)}</strong>
    </Price>
  );
}
