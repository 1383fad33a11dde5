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

/**
 * The illustration of a presentation or entry step (an image under `public/`). `alt` empty
 * marks it decorative, as the text beside it already says what it shows.
 */
export function StepImage({ src, alt }: { src: string | undefined; alt: string | undefined }) {
  if (!src) return null;
  return <Figure src={src} alt={alt ?? ''} width={505} height={240} />;
}
