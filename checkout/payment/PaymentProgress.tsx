import { lazy, Suspense } from 'react';
import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';
import { lazyModule } from '@/lib/lazyModule';
import { styled } from '@/ui/stitches.config';

// The messages are shown only to a buyer whose payment is slow: they load with the pay path
// (`preloadPaymentProgress`, called when the buyer starts on the form) or when first needed.
const loadMessage = lazyModule(() => import('@/checkout/payment/PaymentProgressMessage'));
const PaymentProgressMessage = lazy(() =>
  loadMessage().then((module) => ({ default: module.PaymentProgressMessage })),
);

/** Starts loading the slow-payment messages. */
export function preloadPaymentProgress(): void {
  void loadMessage().catch(() => undefined);
}

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
  const slow = phase === 'processing' || phase === 'checking';
  return (
    <Region id={id} role="status" aria-live="polite" aria-atomic="true">
      {slow ? (
        <Suspense fallback={null}>
          <PaymentProgressMessage phase={phase} />
        </Suspense>
      ) : null}
    </Region>
  );
}
