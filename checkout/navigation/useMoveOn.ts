import { useCallback, useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { messages } from '@/lib/validation/messages';

/** What `useMoveOn` gives a template's buttons. */
export interface MoveOn {
  /**
   * Goes to the next step (or to where `outcome` leads, see `goNext`); on failure logs a coded
   * error and shows the general message of spec §8 instead of throwing.
   */
  moveOn: (outcome?: string) => Promise<void>;
  /** True while the navigation is under way (buttons show busy). */
  navigating: boolean;
  /** The general message after a failed move, else undefined (for a `StatusMessage`). */
  failure: string | undefined;
}

/**
 * The "press a button, go on" of steps that collect nothing more than a click (video,
 * presentations): one place for the busy state, the error log and the buyer's message.
 */
export function useMoveOn(): MoveOn {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const moveOn = useCallback(
    async (outcome?: string) => {
      if (navigating) return;
      setFailure(undefined);
      try {
        await goNext(outcome ? { outcome } : undefined);
      } catch (error) {
        logger.error('STEP_NEXT_FAILED: could not move on from the step', {
          error,
          context: { stepId: page.step.id, templateId: page.step.templateId, outcome },
        });
        setFailure(messages.general.unexpected);
      }
    },
    [goNext, navigating, page.step.id, page.step.templateId],
  );

  return { moveOn, navigating, failure };
}
