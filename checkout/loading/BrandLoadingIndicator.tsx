import { useCheckout } from '@/checkout/CheckoutContext';
import { styled } from '@/ui/stitches.config';
import { Spinner } from '@/ui/Spinner';

const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  padding: '$5 0',
  color: '$primaryPure',
  fontSize: '$sm',
});

const Image = styled('img', { width: '64px', height: '64px', objectFit: 'contain' });

const Caption = styled('p', { margin: 0, color: '$neutralHigh' });

/**
 * What a step shows while it loads its own data: the brand's `loadingImage` (brand.json) when
 * it has one, else the spinner, with a visible caption in a polite live region.
 */
export function BrandLoadingIndicator({ label }: { label: string }) {
  const { page } = useCheckout();
  const image = page.brand.loadingImage;
  return (
    <Box role="status" aria-live="polite">
      {image ? <Image src={image} alt="" /> : <Spinner size={32} label="" />}
      <Caption>{label}</Caption>
    </Box>
  );
}
