import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { styled } from '@/ui/stitches.config';
import { Spinner } from '@/ui/Spinner';

const StyledButton = styled('button', {
  all: 'unset',
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
  cursor: 'pointer',
  textAlign: 'center',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
  '&[disabled], &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  variants: {
    variant: {
      primary: { backgroundColor: '$primaryPure', color: '$primaryLow' },
      secondary: {
        backgroundColor: 'transparent',
        color: '$neutralHigh',
        border: '2px solid $primaryPure',
      },
      link: {
        minHeight: '24px',
        minWidth: '24px',
        padding: '$1',
        color: '$neutralHigh',
        textDecoration: 'underline',
        fontWeight: '$regular',
      },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary' },
});

/** Props of `Button`: a native button plus the design-system variant and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  /** Shows a spinner and disables the button while an action is under way. */
  busy?: boolean;
}

/** The design-system button: at least 48×48 px, visible focus, busy state announced. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { busy = false, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size={18} label="" /> : null}
      {children}
    </StyledButton>
  );
});
