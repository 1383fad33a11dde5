import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPaymentStatus } from '@/checkout/api/checkoutApi';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logger } from '@/platform/logger';
import type { PendingMpesa } from '@/checkout/payment/usePaymentFormSubmit';
import { messages } from '@/lib/validation/messages';
import { Heading, Text } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

/** How often the payment status is asked while the buyer confirms on the phone. */
export const mpesaPollIntervalMs = 2_000;

/** What the buyer reads when the push ends without a payment. */
export const mpesaMessages = {
  declined:
    'O pagamento M-Pesa foi recusado no seu telemóvel. Confirme o saldo e o PIN e tente novamente.',
  expired:
    'Não recebemos a confirmação do M-Pesa a tempo. Verifique o seu telemóvel e tente novamente.',
} as const;

const Waiting = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  textAlign: 'center',
  color: '$primaryPure',
});

/**
 * The payment form while an M-Pesa push waits for the buyer (Mozambique): 'Aguardando a
 * confirmação no seu telemóvel', the masked number and amount, polling the payment status
 * (GET /api/v2/payment/{id}, like the Pix page). Approved: `onApproved` (the purchase is
 * recorded and the checkout goes on). Refused on the phone, expired or failed: `onFailed`
 * with the Portuguese message, and the form comes back to try again.
 */
export function MpesaWaiting({
  pending,
  onApproved,
  onFailed,
}: {
  pending: PendingMpesa;
  onApproved: () => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const done = useRef(false);
  const status = useQuery({
    queryKey: ['payment-status', pending.paymentId],
    queryFn: () => getPaymentStatus(pending.paymentId),
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'pending' ? mpesaPollIntervalMs : false,
    refetchIntervalInBackground: true,
    retry: 2,
  });
  const state = status.data?.status;
  const pollFailed = status.isError && !status.data;

  useEffect(() => {
    const answered = state !== undefined && state !== 'pending';
    if (done.current || (!answered && !pollFailed)) return;
    done.current = true;
    if (state === 'approved') {
      onApproved().catch((error: unknown) => {
        logger.error('MPESA_NEXT_STEP_FAILED: could not go on after M-Pesa approved', {
          error,
          context: { paymentId: pending.paymentId },
        });
        onFailed(messages.general.unexpected);
      });
      return;
    }
    logger.warning('MPESA_NOT_PAID', { context: { paymentId: pending.paymentId, status: state } });
    onFailed(
      pollFailed
        ? messages.general.unexpected
        : state === 'declined' || state === 'failed'
          ? mpesaMessages.declined
          : mpesaMessages.expired,
    );
  }, [state, pollFailed, onApproved, onFailed, pending.paymentId]);

  return (
    <Waiting role="status" aria-live="polite">
      <Spinner label="" />
      <Heading>Aguardando a confirmação no seu telemóvel</Heading>
      <Text>
        Enviámos um pedido de pagamento M-Pesa de {formatMoney(pending.amount, pending.currency)}{' '}
        para {pending.phone}. Desbloqueie o telemóvel e introduza o seu PIN M-Pesa para confirmar.
      </Text>
      <Text muted>Não feche esta página: continuamos assim que o pagamento for confirmado.</Text>
    </Waiting>
  );
}
