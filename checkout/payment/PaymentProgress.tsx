import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';
import { styled } from '@/ui/stitches.config';

/** What the buyer is told while a payment is slow or its outcome is being confirmed. */
export const paymentProgressMessages = {
  processing: 'Processando o pagamento… Aguarde e não feche esta página.',
  checking:
    'Estamos confirmando o seu pagamento… A resposta está demorando mais que o normal. Não feche esta página nem tente pagar de novo: em instantes mostraremos o resultado.',
} as const;

const Message = styled('p', {
  margin: '0 0 $4',
  padding: '$3 $4',
  borderRadius: '$sm',
  fontSize: '$sm',
  backgroundColor: '$secondaryLow',
  color: '$neutralHigh',
  border: '1px solid $secondaryPure',
});

/** The message of a phase; none while sending (most payments answer within a few seconds). */
export function paymentProgressMessage(phase: PaymentPhase): string | null {
  if (phase === 'processing' || phase === 'checking') return paymentProgressMessages[phase];
  return null;
}

/**
 * The line above a payment form's pay button that says where a slow payment stands: being
 * processed (after a few seconds without an answer), then being confirmed (no definitive
 * answer came: the checkout asks for the attempt's outcome and offers no other payment
 * meanwhile). A polite live region that is always there, so screen readers announce each
 * message as it appears; give its `id` to the pay button's `aria-describedby`, so the disabled
 * button is explained.
 */
export function PaymentProgress({ phase, id }: { phase: PaymentPhase; id: string }) {
  const message = paymentProgressMessage(phase);
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {message ? <Message>{message}</Message> : null}
    </div>
  );
}
