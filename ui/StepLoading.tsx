import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

/**
 * What marks a step's loading state in the page: the shell hides its footer while one is shown,
 * so the footer appears once, under the finished step, instead of jumping down when the step's
 * content replaces the spinner (a layout shift).
 */
export const STEP_LOADING_SELECTOR = '[data-step-loading]';

/**
 * What marks a part of a step drawn under its main content (the upsell's 'Não, obrigado' under
 * its payment form): hidden while a loading state before it is shown, for the same reason.
 */
export const WAITS_FOR_CONTENT_SELECTOR = '[data-waits-for-content]';

const Box = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/**
 * A step (or the main part of one) waiting for what it shows: the session read after
 * hydration, its record, its plans. A labelled spinner, announced to screen readers.
 */
export function StepLoading({ label }: { label: string }) {
  return (
    <Box data-step-loading="">
      <Spinner label={label} />
    </Box>
  );
}
