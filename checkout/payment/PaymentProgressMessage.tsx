import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';
import { styled } from '@/ui/stitches.config';

/** What the buyer is told while a payment is slow or its outcome is being confirmed. */
export const paymentProgressMessages = {
  processing: 'Processando o pagamento… Aguarde e não feche esta página.',
  checking:
    'Estamos confirmando o seu pagamento… A resposta está demorando mais que o normal. Não feche esta página nem tente pagar de novo: em instantes mostraremos o resultado.',
} as const;

const Message = styled('p', {
  position: 'absolute',
  left: '$3',
  right: '$3',
  bottom: '$3',
  maxWidth: '485px',
  margin: '0 auto',
  padding: '$3 $4',
  borderRadius: '$sm',
  fontSize: '$sm',
  backgroundColor: '$secondaryLow',
  color: '$neutralHigh',
  border: '1px solid $secondaryPure',
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.18)',
});

/** The message of a phase; none while sending (most payments answer within a few seconds). */
export function paymentProgressMessage(phase: PaymentPhase): string | null {
  if (phase === 'processing' || phase === 'checking') return paymentProgressMessages[phase];
  return null;
}

/** The message of a phase, a new element per phase (see `PaymentProgress`). */
export function PaymentProgressMessage({ phase }: { phase: PaymentPhase }) {
  const message = paymentProgressMessage(phase);
  return message ? <Message key={phase}>{message}</Message> : null;
}
