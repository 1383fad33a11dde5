import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';
import { styled } from '@/ui/stitches.config';

/** What the buyer is told while a payment is slow or its outcome is being confirmed. */
export const paymentProgressMessages = {
  processing: 'Processando o pagamento… Aguarde e não feche esta página.',
  checking:
    'Estamos confirmando o seu pagamento… A resposta está demorando mais que o normal. Não feche esta página nem tente pagar de novo: em instantes mostraremos o resultado.',
} as const;

// A banner at the bottom of the window, over the page, not in it: a message that appeared above
// the pay button while the buyer waited pushed the button and the footer down and back (layout
// shift 0.04 with the short message, more with the long one; a journey walk failed CI on it).
// The live region is an empty box pinned to the window's bottom edge, and each message is a new
// element standing on it, so a longer message that follows a shorter one moves nothing either.
const Region = styled('div', {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  height: 0,
  zIndex: 100,
});

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

/**
 * The banner at the bottom of the window, by a payment form's pay button, that says where a
 * slow payment stands: being
 * processed (after a few seconds without an answer), then being confirmed (no definitive
 * answer came: the checkout asks for the attempt's outcome and offers no other payment
 * meanwhile). A polite live region that is always there, so screen readers announce each
 * message as it appears; give its `id` to the pay button's `aria-describedby`, so the disabled
 * button is explained.
 */
export function PaymentProgress({ phase, id }: { phase: PaymentPhase; id: string }) {
  const message = paymentProgressMessage(phase);
  return (
    <Region id={id} role="status" aria-live="polite" aria-atomic="true">
      {message ? <Message key={phase}>{message}</Message> : null}
    </Region>
  );
}
