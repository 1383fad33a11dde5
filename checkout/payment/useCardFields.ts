import { useCallback, useEffect, useRef } from 'react';
import { cvvLengthOf } from '@/checkout/payment/cardFieldSpecs';
import type { CardFieldValues } from '@/checkout/payment/cardFieldSpecs';
import type { FieldForm } from '@/checkout/useFieldForm';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import { detectCardBrand } from '@/lib/card/detectCardBrand';

/**
 * The card fields' live behaviour, for the four card forms (their rules are `cardFieldSpecs`):
 * the brand preselected from the number, the CVV length of the chosen brand, and clearing the
 * CVV (unflagged) after a failed payment.
 */
export function useCardFields<V extends CardFieldValues & Record<string, string>>(
  form: FieldForm<V>,
  offered: readonly CardBrandOption[],
) {
  const { values, setValue, resetField } = form;

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

  /**
   * Clears the CVV after a failed attempt, as is usual, without marking it as an error: a
   * decline is rarely the CVV's fault, so it is neither flagged nor focused.
   */
  const clearCvv = useCallback(() => resetField('cvv'), [resetField]);

  return { cvvLength: cvvLengthOf(values), clearCvv };
}
