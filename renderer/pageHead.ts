import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/** The favicon when neither the step nor the brand gives one. */
export const FALLBACK_FAVICON = '/favicon.svg';

/** What a checkout page puts in the document's head. */
export interface PageHead {
  title: string;
  favicon: string;
}

/**
 * The title and favicon of a checkout page (spec §2: 'Checkout - <product>', the step's or the
 * brand's favicon). The server writes them into the document (`pages/_document.tsx`) and the page
 * shell keeps them up to date after a client-side navigation, so no head manager (`next/head`,
 * 0.8 kB gzip) is sent to the buyer.
 */
export function pageHead(
  page: Pick<CheckoutPageProps, 'productTitle' | 'step' | 'brand'>,
): PageHead {
  const media = (page.step.props as { media?: { favicon?: string } }).media;
  return {
    title: `Checkout - ${page.productTitle}`,
    favicon: media?.favicon ?? page.brand.favicon ?? FALLBACK_FAVICON,
  };
}

/** Whether a page's props are a checkout page's (the studio and error pages have their own head). */
export function isCheckoutPageProps(props: unknown): props is CheckoutPageProps {
  const page = props as Partial<CheckoutPageProps> | undefined;
  return (
    typeof page?.productTitle === 'string' &&
    typeof page.step === 'object' &&
    page.step !== null &&
    typeof page.brand === 'object' &&
    page.brand !== null
  );
}
