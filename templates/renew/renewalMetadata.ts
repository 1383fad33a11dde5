import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/** What a renewal tells the backend in the spec's free-form `metadata`. */
export interface RenewalMetadata {
  /** The page the renewal was made on (its path, no query). */
  sourcePage: string;
  /** The checkout step and flow of that page. */
  stepId: string;
  flowId: string;
  /** Which renewal call the page made. */
  apiVersion: 'v1' | 'v2';
}

/**
 * The `metadata` of a renewal body: where the renewal was made (page path without its query,
 * step, flow) and which call. Built from the page alone, never from what the buyer typed: no
 * card data (number, expiry, CVV, name on the card) and no document can reach it. The query is
 * left out as it may carry personal data (an e-mail in a campaign link).
 */
export function renewalMetadata(
  page: Pick<CheckoutPageProps, 'pathname' | 'step' | 'productFlow'>,
  apiVersion: RenewalMetadata['apiVersion'],
): RenewalMetadata {
  return {
    sourcePage: page.pathname,
    stepId: page.step.id,
    flowId: page.productFlow.id,
    apiVersion,
  };
}
