import { useMemo } from 'react';
import { useIsClient } from '@/checkout/payment/useIsClient';
import { readSession } from '@/checkout/sessionStore';
import { safeBoletoUrl } from '@/checkout/success/safeBoletoUrl';

/**
 * The address of the boleto the backend issued for this buyer's payment (`dataBoleto`,
 * stored when the payment answered), checked by `safeBoletoUrl`; undefined on the server,
 * while hydrating, and when no boleto was issued in this session. Never read from the URL.
 */
export function useStoredBoletoUrl(): string | undefined {
  const ready = useIsClient();
  return useMemo(
    () => (ready ? safeBoletoUrl(readSession('dataBoleto')?.url) : undefined),
    [ready],
  );
}
