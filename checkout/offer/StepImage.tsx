import { useCheckout } from '@/checkout/CheckoutContext';
import { styled } from '@/ui/stitches.config';

const Figure = styled('img', {
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '240px',
  objectFit: 'cover',
  borderRadius: '$md',
  marginBottom: '$5',
});

/** The width the `<img>` declares; its height follows the image's own shape. */
const declaredWidth = 505;
/** The presentation images' shape (505×240), for an image whose size the server could not read. */
const defaultAspectRatio = 240 / 505;

/**
 * The illustration of a presentation or entry step (an image under `public/`). `alt` empty
 * marks it decorative, as the text beside it already says what it shows. Its width and height
 * carry the image's own shape, read from the file on the server (`stepImageAspectRatios` of the
 * page), so the browser reserves the right box before the image arrives: a banner of another
 * shape does not move the page when it loads.
 */
export function StepImage({ src, alt }: { src: string | undefined; alt: string | undefined }) {
  const { page } = useCheckout();
  if (!src) return null;
  const ratio = page.stepImageAspectRatios?.[src] ?? defaultAspectRatio;
  return (
    <Figure
      src={src}
      alt={alt ?? ''}
      width={declaredWidth}
      height={Math.max(1, Math.round(declaredWidth * ratio))}
    />
  );
}
