import type { ReactNode, Ref } from 'react';
import { styled } from '@/ui/stitches.config';

const Box = styled('div', {
  padding: '$3 $4',
  borderRadius: '$sm',
  marginBottom: '$4',
  fontSize: '$sm',
  variants: {
    tone: {
      error: { backgroundColor: '$errorLow', color: '$errorHigh', border: '1px solid $errorPure' },
      success: {
        backgroundColor: '$successLow',
        color: '$successHigh',
        border: '1px solid $successPure',
      },
      info: {
        backgroundColor: '$secondaryLow',
        color: '$neutralHigh',
        border: '1px solid $secondaryPure',
      },
    },
  },
});

/**
 * A message in a live region: errors are announced assertively (`role="alert"`), the rest
 * politely (`role="status"`). Render it empty and fill it, so the announcement fires. With
 * `focusRef` the message can take focus (e.g. a failed payment: the buyer lands on what
 * happened, not on a field that was not wrong).
 */
export function StatusMessage({
  tone,
  children,
  focusRef,
}: {
  tone: 'error' | 'success' | 'info';
  children?: ReactNode;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const role = tone === 'error' ? 'alert' : 'status';
  if (!children) {
    return <div ref={focusRef} role={role} aria-live={tone === 'error' ? 'assertive' : 'polite'} />;
  }
  return (
    <Box
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={role}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      tone={tone}
    >
      {children}
    </Box>
  );
}
