import { styled } from '@/ui/stitches.config';

/**
 * A link that looks like the primary `Button` (at least 48×48 px, visible focus): for actions
 * that open an address, such as the first-access link or the boleto, where a real link keeps
 * "open in new tab" and the browser's own link handling.
 */
export const LinkButton = styled('a', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '48px',
  minWidth: '48px',
  padding: '$3 $5',
  borderRadius: '$sm',
  fontWeight: '$semibold',
  fontSize: '$md',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  backgroundColor: '$primaryPure',
  color: '$primaryLow',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
  variants: {
    variant: {
      primary: {},
      link: {
        minHeight: '24px',
        minWidth: '24px',
        padding: '$1',
        backgroundColor: 'transparent',
        color: '$neutralHigh',
        textDecoration: 'underline',
        fontWeight: '$regular',
      },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary' },
});
