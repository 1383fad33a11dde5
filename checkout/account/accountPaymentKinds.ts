import type { AccountPaymentKind } from '@/checkout/api/accountTypes';

/**
 * The ways an account payment can take, of a step's `paymentMethods` (`bank-slip` is the older
 * spelling of `bankslip`), once each, in the step's order; Pix only when the step has a `pix`
 * outcome to show the code on. Methods an account payment does not take are left out.
 */
export function accountPaymentKinds(
  methods: readonly string[],
  hasPixStep: boolean,
): AccountPaymentKind[] {
  const kinds = methods.flatMap((method): AccountPaymentKind[] =>
    method === 'credit-card'
      ? ['credit-card']
      : method === 'pix' && hasPixStep
        ? ['pix']
        : method === 'bankslip' || method === 'bank-slip'
          ? ['bankslip']
          : [],
  );
  return [...new Set(kinds)];
}
