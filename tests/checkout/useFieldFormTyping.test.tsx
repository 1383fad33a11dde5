/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { draftKey } from '@/checkout/draft/stepDraft';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { BoundField } from '@/checkout/useFieldForm';
import { TextField } from '@/ui/TextField';
import { fixturePage } from '../templates/fixturePage';

// What each keystroke in the card number costs (issue 25: typing on /payment at 4× CPU): the
// other fields do not render again, and no draft is written to session storage.

type Values = { document: string; cardNumber: string };
const empty: Values = { document: '', cardNumber: '' };
const specs = { cardNumber: { format: (raw: string) => raw.replace(/\D/g, '') } };
const rendered = jest.fn<void, [string]>();
const rendersOf = (name: string) => rendered.mock.calls.filter(([field]) => field === name).length;

/** A memoized field that counts its renders. */
const CountedField = memo(function CountedField(props: BoundField & { label: string }) {
  rendered(props.name);
  return <TextField {...props} />;
});

function CardForm() {
  const form = useFieldForm<Values>(empty, specs, { keep: ['document'] });
  return (
    <form>
      <CountedField {...form.bind('document')} label="CPF" />
      <CountedField {...form.bind('cardNumber')} label="Número do cartão" />
    </form>
  );
}

function renderCardForm() {
  render(
    <CheckoutProvider page={fixturePage({}, 'payment')}>
      <CardForm />
    </CheckoutProvider>,
  );
}

const typeDigits = (field: HTMLElement, digits: string) => {
  for (let length = 1; length <= digits.length; length++)
    fireEvent.change(field, { target: { value: digits.slice(0, length) } });
};

describe('typing in one field of a useFieldForm', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    rendered.mockClear();
  });

  it('should not render the other (memoized) fields again', () => {
    renderCardForm();
    const before = rendersOf('document');
    typeDigits(screen.getByLabelText('Número do cartão'), '5555444433332222');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('5555444433332222');
    expect(rendersOf('document')).toBe(before);
  });

  it('should write no draft for a keystroke in a field it does not keep, and keep the ones it does', () => {
    renderCardForm();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    typeDigits(screen.getByLabelText('Número do cartão'), '5555');
    expect(setItem).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '123' } });
    const key = draftKey({
      productCode: fixturePage({}, 'payment').productCode,
      flowId: fixturePage({}, 'payment').productFlow.id,
      stepId: 'payment',
      part: 'form',
    });
    expect(JSON.parse(window.sessionStorage.getItem(key) ?? '{}')).toEqual({ document: '123' });
    setItem.mockRestore();
  });
});
