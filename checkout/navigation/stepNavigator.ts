import { createContext, useContext } from 'react';
import type { ResolvedStep } from '@/checkout/checkoutPageProps';

/**
 * Where the step navigation goes instead of the browser's address: the studio's preview draws
 * the checkout with the production templates, and a step that goes on (a press on 'Continuar',
 * a paid form, 'Voltar') must stay in the preview, showing the next step there, never load the
 * real checkout page (which would call the real API and charge). Absent in the checkout: the
 * router moves the buyer.
 */
export interface StepNavigator {
  /** Shows `step` (of the page's flow) instead of going to its address. */
  toStep: (step: ResolvedStep) => void;
  /** Instead of going back in the browser's history. */
  back: () => void;
}

const StepNavigatorContext = createContext<StepNavigator | undefined>(undefined);

/** Gives the step navigation of the tree below a navigator (the studio's preview). */
export const StepNavigatorProvider = StepNavigatorContext.Provider;

/** The navigator that replaces the router here, if any. */
export function useStepNavigator(): StepNavigator | undefined {
  return useContext(StepNavigatorContext);
}
