import { useCheckout } from '@/checkout/CheckoutContext';
import { copyOfPage } from '@/checkout/copy/copyOfPage';
import type { Copy } from '@/checkout/copy/ptBR';

/** The copy catalogue of the page's language (see `copyOfPage`), for a checkout component. */
export function useCopy(): Copy {
  const { page } = useCheckout();
  return copyOfPage(page);
}
