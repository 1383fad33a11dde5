/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { PaymentProgress } from '@/checkout/payment/PaymentProgress';
import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';

describe('PaymentProgress', () => {
  function show(phase: PaymentPhase) {
    return render(
      <>
        <PaymentProgress phase={phase} id="progress" />
        <button type="submit" disabled aria-describedby="progress">
          Confirmar pagamento
        </button>
      </>,
    );
  }

  it('should keep an empty polite live region while nothing needs saying', () => {
    for (const phase of ['idle', 'sending'] as const) {
      const { unmount } = show(phase);
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('should say the payment is being processed, then being confirmed, and explain the disabled button', async () => {
    const { rerender } = show('processing');
    // The messages load with the pay path (or when first needed).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Processando o pagamento…/),
    );
    expect(screen.getByRole('button')).toHaveAccessibleDescription(/^Processando o pagamento…/);
    rerender(
      <>
        <PaymentProgress phase="checking" id="progress" />
        <button type="submit" disabled aria-describedby="progress">
          Confirmar pagamento
        </button>
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Estamos confirmando o seu pagamento… A resposta está demorando mais que o normal. Não feche esta página nem tente pagar de novo: em instantes mostraremos o resultado.',
      ),
    );
  });
});
