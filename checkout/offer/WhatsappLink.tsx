import { useCheckout } from '@/checkout/CheckoutContext';
import { LinkButton } from '@/ui/LinkButton';

/**
 * 'Falar no WhatsApp', opening the brand's `whatsappRedirect` in a new tab, for buyers who
 * want to ask before paying. Nothing when the brand has no WhatsApp or the step turns it off.
 */
export function WhatsappLink({ enabled = true }: { enabled?: boolean }) {
  const { page } = useCheckout();
  const href = page.brand.whatsappRedirect;
  if (!enabled || !href) return null;
  return (
    <LinkButton variant="link" href={href} target="_blank" rel="noopener noreferrer">
      Falar no WhatsApp
    </LinkButton>
  );
}
