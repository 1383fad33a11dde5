import { styled } from '@/ui/stitches.config';

/** A surface that groups related content (plan summary, payment method, offer). */
export const Card = styled('section', {
  backgroundColor: '$neutralLow',
  border: '1px solid $neutralMedium',
  borderRadius: '$md',
  padding: '$5',
  marginBottom: '$5',
  boxShadow: '$level1',
});

/** A step's main heading. */
export const Heading = styled('h1', {
  fontSize: '$xl',
  fontWeight: '$bold',
  lineHeight: 1.25,
  margin: '0 0 $4',
  color: '$neutralHigh',
});

/** A paragraph of body copy. */
export const Text = styled('p', {
  margin: '0 0 $4',
  fontSize: '$md',
  color: '$neutralHigh',
  variants: { muted: { true: { color: '$neutralPure', fontSize: '$sm' } } },
});
