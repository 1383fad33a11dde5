/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { draftKey, readDraft } from '@/checkout/draft/stepDraft';
import { keptText, useKeptChoice } from '@/checkout/draft/useStepDraft';
import { useFieldForm } from '@/checkout/useFieldForm';
import { TextField } from '@/ui/TextField';
import { fixturePage } from '../../templates/fixturePage';

type Values = {
  document: string;
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  note: string;
};

const empty: Values = {
  document: '',
  holderName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  note: '',
};
const specs = {};
const place = { productCode: 'MS', flowId: 'default', stepId: 'payment', part: 'form' };

function CardForm({ onRestore }: { onRestore?: (restored: Partial<Values>) => void }) {
  const form = useFieldForm<Values>(empty, specs, { keep: ['document', 'note'], onRestore });
  return (
    <form>
      <TextField {...form.bind('document')} label="CPF" />
      <TextField {...form.bind('holderName')} label="Nome impresso no cartão" />
      <TextField {...form.bind('cardNumber')} label="Número do cartão" />
      <TextField {...form.bind('expiry')} label="Validade" />
      <TextField {...form.bind('cvv')} label="CVV" />
      <TextField {...form.bind('note')} label="Nota" />
    </form>
  );
}

function TypeChecks() {
  // @ts-expect-error -- a card field cannot be kept
  useFieldForm<Values>(empty, specs, { keep: ['cardNumber'] });
  // @ts-expect-error -- nor the CVV, the expiry or the holder's name
  useFieldForm<Values>(empty, specs, { keep: ['cvv', 'expiry', 'holderName'] });
  return null;
}
void TypeChecks;

function Bumps() {
  const [ids, setIds] = useKeptChoice<readonly string[]>('orderBumps', [], (stored) =>
    typeof stored === 'string' ? undefined : stored.filter((id) => id !== 'gone'),
  );
  const [method, setMethod] = useKeptChoice<string>('method', 'points', keptText);
  return (
    <div>
      <p>{`ticked: ${ids.join(',') || 'none'}`}</p>
      <p>{`method: ${method}`}</p>
      <button type="button" onClick={() => setIds([...ids, 'mentoria'])}>
        Mentoria
      </button>
      <button type="button" onClick={() => setIds([])}>
        Nenhum
      </button>
      <button type="button" onClick={() => setMethod('mixed')}>
        Misto
      </button>
    </div>
  );
}

function paymentPage(): CheckoutPageProps {
  return fixturePage({}, 'payment');
}

function inCheckout(children: React.ReactNode, page = paymentPage()) {
  return <CheckoutProvider page={page}>{children}</CheckoutProvider>;
}

describe('step drafts of forms (useFieldForm keep)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should keep the fields marked as keepable and show them again after a reload', () => {
    const first = render(inCheckout(<CardForm />));
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '295.379.955-93' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'apto 2' } });
    expect(readDraft(place)).toEqual({ document: '295.379.955-93', note: 'apto 2' });
    first.unmount();

    const onRestore = jest.fn();
    render(inCheckout(<CardForm onRestore={onRestore} />));
    expect(screen.getByLabelText('CPF')).toHaveValue('295.379.955-93');
    expect(screen.getByLabelText('Nota')).toHaveValue('apto 2');
    expect(onRestore).toHaveBeenCalledWith({ document: '295.379.955-93', note: 'apto 2' });
  });

  it('should never put the card number, CVV, expiry or holder name in storage', () => {
    render(inCheckout(<CardForm />));
    fireEvent.change(screen.getByLabelText('Nome impresso no cartão'), {
      target: { value: 'Marta Secreta' },
    });
    fireEvent.change(screen.getByLabelText('Número do cartão'), {
      target: { value: '4111 1111 1111 1111' },
    });
    fireEvent.change(screen.getByLabelText('Validade'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '987' } });
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '295.379.955-93' } });
    const everything = Object.keys(window.sessionStorage)
      .map((key) => `${key}=${window.sessionStorage.getItem(key)}`)
      .join('\n');
    expect(everything).toContain('295.379.955-93');
    for (const secret of [
      'Marta Secreta',
      '4111',
      '12/30',
      '987',
      'cardNumber',
      'cvv',
      'expiry',
      'holderName',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('should write nothing while the buyer has typed nothing', () => {
    render(inCheckout(<CardForm />));
    expect(window.sessionStorage.length).toBe(0);
  });

  it("should keep nothing outside a checkout page, and another step's draft is not this one's", () => {
    window.sessionStorage.setItem(
      draftKey({ ...place, stepId: 'lead' }),
      JSON.stringify({ document: 'of the lead step' }),
    );
    render(<CardForm />);
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '1' } });
    expect(screen.getByLabelText('CPF')).toHaveValue('1');
    expect(readDraft(place)).toBeUndefined();
  });

  it('should hydrate the server HTML without a mismatch, then show the draft', async () => {
    window.sessionStorage.setItem(draftKey(place), JSON.stringify({ document: '295.379.955-93' }));
    const html = renderToString(inCheckout(<CardForm />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(container.querySelector('input[name="document"]')).toHaveValue('');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, inCheckout(<CardForm />), { onRecoverableError: recoverable });
    });
    expect(container.querySelector('input[name="document"]')).toHaveValue('295.379.955-93');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

describe('kept choices (useKeptChoice)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should keep what the buyer chose and show it after a reload', () => {
    const first = render(inCheckout(<Bumps />));
    expect(window.sessionStorage.length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mentoria' }));
    fireEvent.click(screen.getByRole('button', { name: 'Misto' }));
    first.unmount();

    render(inCheckout(<Bumps />));
    expect(screen.getByText('ticked: mentoria')).toBeInTheDocument();
    expect(screen.getByText('method: mixed')).toBeInTheDocument();
  });

  it('should keep an emptied choice as empty, not fall back to the first one', () => {
    const first = render(inCheckout(<Bumps />));
    fireEvent.click(screen.getByRole('button', { name: 'Mentoria' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nenhum' }));
    first.unmount();
    render(inCheckout(<Bumps />));
    expect(screen.getByText('ticked: none')).toBeInTheDocument();
  });

  it('should leave out what the step no longer offers', () => {
    window.sessionStorage.setItem(
      draftKey({ ...place, part: 'orderBumps' }),
      JSON.stringify({ orderBumps: ['gone', 'questoes'] }),
    );
    render(inCheckout(<Bumps />));
    expect(screen.getByText('ticked: questoes')).toBeInTheDocument();
  });
});
