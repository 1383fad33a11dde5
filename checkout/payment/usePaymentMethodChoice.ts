import { useCallback, useEffect, useState } from 'react';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import type { FieldForm } from '@/checkout/useFieldForm';

/**
 * Which payment-method card is open: the first one once the plans arrive (until the buyer
 * touches a card), then the buyer's choice; a second press on the open card closes it.
 */
export function usePaymentMethodChoice(
  form: FieldForm<PaymentValues>,
  options: readonly PaymentMethodOption[],
) {
  const { values, setValue } = form;
  const firstKey = options[0]?.key;
  const [methodTouched, setMethodTouched] = useState(false);
  useEffect(() => {
    if (!methodTouched && firstKey && values.method === '') setValue('method', firstKey);
  }, [firstKey, methodTouched, values.method, setValue]);

  const toggle = useCallback(
    (key: string) => {
      setMethodTouched(true);
      setValue('method', values.method === key ? '' : key);
    },
    [values.method, setValue],
  );

  const chosen = options.find((option) => option.key === values.method);
  return { chosen, toggle };
}
