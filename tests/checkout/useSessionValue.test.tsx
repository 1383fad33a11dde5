/** @jest-environment jsdom */
import { act, Profiler } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSessionValue } from '@/checkout/useSessionValue';

function StoredPlan() {
  const planId = useSessionValue('defaultSelectedPlan');
  return <p>{planId ?? 'plano padrão'}</p>;
}

/**
 * Server HTML without the session, then hydrated in the browser that has (or lacks) it;
 * `renders` counts the commits of the hydrated tree.
 */
async function hydrate(): Promise<{ text: string; errors: unknown[]; renders: number }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StoredPlan />);
  document.body.appendChild(container);
  let renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Profiler id="stored-plan" onRender={() => (renders += 1)}>
        <StoredPlan />
      </Profiler>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  const text = container.textContent ?? '';
  container.remove();
  return { text, errors, renders };
}

describe('useSessionValue', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should hydrate once, without a second render, when the session lacks the key (most buyers)', async () => {
    const { text, errors, renders } = await hydrate();
    expect(text).toBe('plano padrão');
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
  });

  it('should show the stored value after hydrating, with no mismatch with the server HTML', async () => {
    window.sessionStorage.setItem('defaultSelectedPlan', JSON.stringify('ms-mensal'));
    const { text, errors, renders } = await hydrate();
    expect(text).toBe('ms-mensal');
    expect(errors).toEqual([]);
    expect(renders).toBe(2);
  });

  it('should keep what it read while the component lives (the paid form keeps its plan), and read again when mounted anew', async () => {
    window.sessionStorage.setItem('defaultSelectedPlan', JSON.stringify('ms-mensal'));
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<StoredPlan key="payment" />));
    expect(container.textContent).toBe('ms-mensal');
    // The payment step removes it once paid, and renders again (its button busy, say).
    window.sessionStorage.removeItem('defaultSelectedPlan');
    await act(async () => root.render(<StoredPlan key="payment" />));
    expect(container.textContent).toBe('ms-mensal');
    // The next step's component reads the session as it is now.
    await act(async () => root.render(<StoredPlan key="next-step" />));
    expect(container.textContent).toBe('plano padrão');
    await act(async () => root.unmount());
    container.remove();
  });

  it('should answer undefined for a stored value that is not JSON, as readSession does', async () => {
    window.sessionStorage.setItem('defaultSelectedPlan', '{broken');
    const { text } = await hydrate();
    expect(text).toBe('plano padrão');
  });
});
