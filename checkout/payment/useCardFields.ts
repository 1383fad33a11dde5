import { useCallback, useEffect, useRef } from 'react';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import type { FieldForm } from '@/checkout/useFieldForm';
import { cardCvvLength } from '@/checkout/validation/cardCvvLength';
import { isCardBrand } from '@/checkout/validation/cardBrand';
import type { CardBrandOption } from '@/checkout/validation/cardBrand';
import { detectCardBrand } from '@/checkout/validation/detectCardBrand';

/**
 * The card fields' live behaviour: the brand preselected from the number, the CVV length of
 * the chosen brand, and the CVV input (cleared after a failed payment).
 */
export function useCardFields(form: FieldForm<PaymentValues>, offered: readonly CardBrandOption[]) {
  const { values, setValue } = form;

  // Preselect the brand the number belongs to (Elo ranges before Mastercard), only when the
  // detection changes, so a brand the buyer picked by hand stays picked; a brand the country
  // does not offer is not preselected.
  const lastDetected = useRef<string | undefined>(undefined);
  useEffect(() => {
    const detected = detectCardBrand(values.cardNumber);
    if (detected === lastDetected.current) return;
    lastDetected.current = detected;
    if (detected && offered.some((brand) => brand.value === detected)) {
      setValue('cardBrand', detected);
    }
  }, [values.cardNumber, setValue, offered]);

  const cvvInput = useRef<HTMLInputElement | null>(null);
  const cvvRef = useCallback((element: HTMLInputElement | null) => {
    cvvInput.current = element;
  }, []);
  /** Clears the CVV after a failed attempt and puts the buyer back in it. */
  const clearCvv = useCallback(() => {
    setValue('cvv', '');
    cvvInput.current?.focus();
  }, [setValue]);

  const cvvLength = cardCvvLength(isCardBrand(values.cardBrand) ? values.cardBrand : undefined);
  return { cvvLength, cvvRef, clearCvv };
}
