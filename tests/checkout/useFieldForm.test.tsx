/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useFieldForm } from '@/checkout/useFieldForm';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';

function TwoFields({ onValid }: { onValid: () => void }) {
  const form = useFieldForm(
    { first: '', second: '' },
    {
      first: { validate: (v) => (v.length < 2 ? 'Curto demais' : undefined) },
      second: {
        validate: (v) => (v === '' ? 'Obrigatório' : undefined),
        format: (raw) => raw.toUpperCase(),
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validateAndFocus()) onValid();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField {...form.bind('first')} label="Primeiro" />
      <TextField {...form.bind('second')} label="Segundo" />
      <button type="submit">Enviar</button>
      <button type="button">Outro</button>
    </form>
  );
}

describe('useFieldForm', () => {
  it('should show an error only once the field was touched', () => {
    render(<TwoFields onValid={jest.fn()} />);
    const first = screen.getByLabelText('Primeiro');
    fireEvent.change(first, { target: { value: 'a' } });
    expect(screen.queryByText('Curto demais')).not.toBeInTheDocument();
    fireEvent.blur(first, { relatedTarget: screen.getByRole('button', { name: 'Outro' }) });
    expect(screen.getByText('Curto demais')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByText('Curto demais').id);
  });

  it('should not show the error while the submit button is being pressed, so the click is not lost', () => {
    render(<TwoFields onValid={jest.fn()} />);
    const first = screen.getByLabelText('Primeiro');
    const submit = screen.getByRole('button', { name: 'Enviar' });
    fireEvent.change(first, { target: { value: 'a' } });
    fireEvent.pointerDown(submit);
    fireEvent.blur(first, { relatedTarget: submit });
    expect(screen.queryByText('Curto demais')).not.toBeInTheDocument();
    fireEvent.pointerUp(submit);
  });

  it('should show the error when the keyboard moves focus to the submit button', () => {
    render(<TwoFields onValid={jest.fn()} />);
    const first = screen.getByLabelText('Primeiro');
    fireEvent.change(first, { target: { value: 'a' } });
    fireEvent.blur(first, { relatedTarget: screen.getByRole('button', { name: 'Enviar' }) });
    expect(screen.getByText('Curto demais')).toBeInTheDocument();
  });

  it('should touch every field on submit and focus the first invalid one', () => {
    const onValid = jest.fn();
    render(<TwoFields onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Primeiro'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Segundo')).toHaveFocus();
  });

  it('should format as the buyer types and submit once everything is valid', () => {
    const onValid = jest.fn();
    render(<TwoFields onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Primeiro'), { target: { value: 'ok' } });
    fireEvent.change(screen.getByLabelText('Segundo'), { target: { value: 'abc' } });
    expect(screen.getByLabelText('Segundo')).toHaveValue('ABC');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});

/** A form whose state is echoed, to see what reached it (not only what the fields show). */
function EchoForm({ restored = '' }: { restored?: string }) {
  const form = useFieldForm(
    { name: restored, code: '', size: 'm' },
    { code: { format: (raw) => raw.toUpperCase() } },
  );
  return (
    <form>
      <TextField {...form.bind('name')} label="Nome" />
      <TextField {...form.bind('code')} label="Código" />
      <SelectField
        {...form.bind('size')}
        label="Tamanho"
        options={[
          { value: 'p', label: 'P' },
          { value: 'm', label: 'M' },
        ]}
      />
      <output>{JSON.stringify(form.values)}</output>
    </form>
  );
}

describe('useFieldForm after hydration', () => {
  /**
   * The server's HTML of `server`, changed in the DOM by `typeEarly` (the buyer typing before
   * the scripts ran), then hydrated with `client`; returns the state the form shows.
   */
  async function hydrate(
    server: ReactElement,
    client: ReactElement,
    typeEarly: (container: HTMLElement) => void,
  ) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(server);
    document.body.appendChild(container);
    typeEarly(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) });
    });
    const state = JSON.parse(container.querySelector('output')?.textContent ?? '{}') as Record<
      string,
      string
    >;
    const fields = {
      name: container.querySelector<HTMLInputElement>('input[name="name"]')?.value,
      code: container.querySelector<HTMLInputElement>('input[name="code"]')?.value,
    };
    container.remove();
    return { state, fields, errors };
  }

  it('should take what the buyer typed and chose before hydration into its state, formatted', async () => {
    const result = await hydrate(<EchoForm />, <EchoForm />, (container) => {
      container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Bia Cedo';
      container.querySelector<HTMLInputElement>('input[name="code"]')!.value = 'abc';
      container.querySelector<HTMLSelectElement>('select[name="size"]')!.value = 'p';
    });
    expect(result.errors).toEqual([]);
    expect(result.state).toEqual({ name: 'Bia Cedo', code: 'ABC', size: 'p' });
    expect(result.fields).toEqual({ name: 'Bia Cedo', code: 'ABC' });
  });

  it('should keep a value restored in the browser for a field the buyer left as the server sent it', async () => {
    const result = await hydrate(
      <EchoForm />,
      <EchoForm restored="Maria da Sessão" />,
      () => undefined,
    );
    expect(result.state).toEqual({ name: 'Maria da Sessão', code: '', size: 'm' });
  });
});
