/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { emptyPaymentValues } from '@/checkout/payment/paymentValues';
import { usePaymentMethodChoice } from '@/checkout/payment/usePaymentMethodChoice';
import { useFieldForm } from '@/checkout/useFieldForm';
import { productPlansFixture } from './productPlansFixture';

const plan = productPlansFixture().plans[0]!;
const card: PaymentMethodOption = {
  key: 'credit-card',
  kind: 'credit-card',
  title: 'Cartão de crédito',
  plan,
};
const onFile: PaymentMethodOption = {
  key: 'card-on-file',
  kind: 'card-on-file',
  title: 'Cartão Visa final 1111',
  plan,
  cardOnFile: { paymentProfileId: 'pp_1', brand: 'visa', last4: '1111' },
};

/** The form as the payment form starts it (its first method open) and the choice over it. */
function useChoice(options: readonly PaymentMethodOption[]) {
  const form = useFieldForm({ ...emptyPaymentValues('BR'), method: 'credit-card' }, {});
  return { form, ...usePaymentMethodChoice(form, options) };
}

describe('usePaymentMethodChoice', () => {
  it('should open the new first method (the card on file read after mount) while the buyer has done nothing', () => {
    const { result, rerender } = renderHook(({ options }) => useChoice(options), {
      initialProps: { options: [card] as readonly PaymentMethodOption[] },
    });
    expect(result.current.chosen?.key).toBe('credit-card');
    rerender({ options: [onFile, card] });
    expect(result.current.chosen?.key).toBe('card-on-file');
  });

  it('should leave the card the buyer started typing open', () => {
    const { result, rerender } = renderHook(({ options }) => useChoice(options), {
      initialProps: { options: [card] as readonly PaymentMethodOption[] },
    });
    act(() => result.current.form.setValue('cardNumber', '4111'));
    rerender({ options: [onFile, card] });
    expect(result.current.chosen?.key).toBe('credit-card');
  });

  it("should leave the buyer's choice as it is", () => {
    const { result, rerender } = renderHook(({ options }) => useChoice(options), {
      initialProps: { options: [onFile, card] as readonly PaymentMethodOption[] },
    });
    expect(result.current.chosen?.key).toBe('card-on-file');
    act(() => result.current.toggle('credit-card'));
    rerender({ options: [onFile, card] });
    expect(result.current.chosen?.key).toBe('credit-card');
  });
});
