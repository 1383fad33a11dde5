/** @jest-environment jsdom */
import { useRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { useStepFocus } from '@/renderer/useStepFocus';

// What the server counted for each step of lead → payment → success.
const positions: Record<string, { current: number; total: number }> = {
  lead: { current: 1, total: 3 },
  payment: { current: 2, total: 3 },
  success: { current: 3, total: 3 },
};

function Shell({ stepId, heading }: { stepId: string; heading: string | null }) {
  const main = useRef<HTMLElement | null>(null);
  useStepFocus(main, stepId, positions[stepId]);
  return (
    <main ref={main}>
      <button type="button">Continuar</button>
      {heading ? <h1>{heading}</h1> : null}
    </main>
  );
}

describe('useStepFocus', () => {
  it('should leave focus alone on the first step the page loads with', () => {
    render(<Shell stepId="lead" heading="Preencha seus dados" />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
    expect(screen.getByRole('heading')).not.toHaveAttribute('aria-description');
  });

  it('should focus the new step heading, described with its step, after a step change', async () => {
    const { rerender } = render(<Shell stepId="lead" heading="Preencha seus dados" />);
    screen.getByRole('button', { name: 'Continuar' }).focus();
    rerender(<Shell stepId="payment" heading={null} />);
    rerender(<Shell stepId="payment" heading="Pagamento" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pagamento' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Pagamento' })).toHaveAttribute(
      'aria-description',
      'Passo 2 de 3',
    );
  });
});
