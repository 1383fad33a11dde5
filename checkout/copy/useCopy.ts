import { useCheckout } from '@/checkout/CheckoutContext';
import { catalogues, pageLanguage } from '@/checkout/copy/catalogues';
import type { Copy } from '@/checkout/copy/ptBR';

/** The copy catalogue of the page's language (see `pageLanguage`), for a checkout component. */
export function useCopy(): Copy {
  const { page } = useCheckout();
  return catalogues[pageLanguage(page)];
}
