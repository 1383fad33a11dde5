import { useMemo } from 'react';
import { readBuyerPurchase } from '@/checkout/journey/journeyFacts';
import { useIsClient } from '@/ui/useIsClient';
import { readSession } from '@/checkout/sessionStore';
import { safeBoletoUrl } from '@/checkout/success/safeBoletoUrl';

/** The boleto of the buyer's purchase as a screen shows it. */
export interface ShownBoleto {
  /** The printable boleto's address, checked by `safeBoletoUrl`; undefined when unsafe. */
  url: string | undefined;
  /** The boleto's due date ('YYYY-MM-DD'), as the payment answer gave it. */
  dueDate: string | undefined;
}

/**
 * The boleto the backend issued for this buyer's purchase (`dataBoleto`, stored when the
 * payment answered, for the payment the buyer's stored purchase names); undefined on the
 * server, while hydrating, and when no boleto was issued for that purchase in this session.
 * Never read from the URL.
 */
export function useStoredBoleto(): ShownBoleto | undefined {
  const ready = useIsClient();
  return useMemo(() => {
    if (!ready) return undefined;
    const boleto = readSession('dataBoleto');
    const purchase = readBuyerPurchase();
    if (!boleto || purchase?.reference !== boleto.paymentId) return undefined;
    return { url: safeBoletoUrl(boleto.url), dueDate: boleto.dueDate };
  }, [ready]);
}

/** The address of the boleto of `useStoredBoleto`, checked by `safeBoletoUrl`. */
export function useStoredBoletoUrl(): string | undefined {
  return useStoredBoleto()?.url;
}
