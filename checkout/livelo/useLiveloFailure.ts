import { useCallback } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import type { LiveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';

/**
 * Sends the buyer to the flow's Livelo error step (the step's `error` outcome, with
 * `liveloError` in the query). Resolves false when the step names no `error` outcome or the
 * navigation failed, so the step shows the general message itself instead.
 */
export function useLiveloFailure(): (reason: LiveloErrorReason) => Promise<boolean> {
  const { page } = useCheckout();
  const { goNext } = useStepNavigation();
  return useCallback(
    async (reason) => {
      if (!page.step.nextStepIds.error) return false;
      try {
        await goNext({ outcome: 'error', query: { liveloError: reason } });
        return true;
      } catch (error) {
        logger.error('LIVELO_ERROR_STEP_FAILED: could not open the Livelo error step', {
          error,
          context: { stepId: page.step.id, reason },
        });
        return false;
      }
    },
    [goNext, page.step],
  );
}
