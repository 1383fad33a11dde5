import type { ReactNode } from 'react';
import { styled } from '@/ui/stitches.config';

const Box = styled('div', {
  padding: '$3 $4',
  borderRadius: '$sm',
  marginBottom: '$4',
  fontSize: '$sm',
  variants: {
    tone: {
      error: { backgroundColor: '$errorLow', color: '$errorHigh', border: '1px solid $errorPure' },
      success: { backgroundColor: '$successLow', color: '$successHigh', border: '1px solid $successPure' },
      info: { backgroundColor: '$secondaryLow', color: '$neutralHigh', border: '1px solid $secondaryPure' },
    },
  },
});

/**
 * A message in a live region: errors are announced assertively (`role="alert"`), the rest
 * politely (`role="status"`). Render it empty and fill it, so the announcement fires.
 */
export function StatusMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children?: ReactNode;
}) {
  const role = tone === 'error' ? 'alert' : 'status';
  if (!children) return <div role={role} aria-live={tone === 'error' ? 'assertive' : 'polite'} />;
  return (
    <Box role={role} aria-live={tone === 'error' ? 'assertive' : 'polite'} tone={tone}>
      {children}
    </Box>
  );
}
