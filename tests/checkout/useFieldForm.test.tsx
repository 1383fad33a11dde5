/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useFieldForm } from '@/checkout/useFieldForm';
import { TextField } from '@/ui/TextField';

function TwoFields({ onValid }: { onValid: () => void }) {
  const form = useFieldForm(
    { first: '', second: '' },
    {
      first: { validate: (v) => (v.length < 2 ? 'Curto demais' : undefined) },
      second: { validate: (v) => (v === '' ? 'Obrigatório' : undefined), format: (raw) => raw.toUpperCase() },
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
