import type { LiveloOption, LiveloPaymentType } from '@/checkout/livelo/liveloApi';
import { formatLiveloPrice } from '@/checkout/format/formatLiveloPrice';

const titles: Record<LiveloPaymentType, string> = {
  points: 'Só pontos',
  mixed: 'Pontos + dinheiro',
  cash: 'Só dinheiro (cartão)',
};

/** The title of a way to pay with Livelo, as the buyer reads it ('Pontos + dinheiro'). */
export function liveloOptionTitle(type: LiveloPaymentType): string {
  return titles[type];
}

/** A Livelo option's price in the spec §2 display: '28.500 pontos + R$570,00'. */
export function liveloOptionPrice(option: LiveloOption): string {
  return formatLiveloPrice({
    type: option.type,
    amountPoints: option.amountPoints,
    amountCash: option.amountCash,
  });
}
