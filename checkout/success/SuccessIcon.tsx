import { styled } from '@/ui/stitches.config';

const Circle = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '$pill',
  marginBottom: '$4',
  variants: {
    tone: {
      success: { backgroundColor: '$successLow', color: '$successPure' },
      pending: { backgroundColor: '$alertLow', color: '$alertPure' },
    },
  },
});

/**
 * The success screens' icon (spec §3 `displayIcon`): a tick for a confirmed purchase, a clock
 * for a boleto awaiting payment. Decorative: the heading says the same in words.
 */
export function SuccessIcon({ tone = 'success' }: { tone?: 'success' | 'pending' }) {
  return (
    <Circle tone={tone} aria-hidden="true" data-success-icon={tone}>
      <svg
        width="32"
        height="32"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        {tone === 'success' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" strokeLinecap="round" strokeLinejoin="round" />
          </>
        )}
      </svg>
    </Circle>
  );
}
