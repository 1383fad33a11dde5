/**
 * When a plan's free trial applies, the one rule the checkout (what the payment page promises,
 * the amount it sends) and the sandbox (what it charges) share. A trial needs a payment that
 * can be charged later without the buyer: a credit card (a new one, or the card on file of an
 * earlier purchase), verified now and charged when the trial ends. Pix, boleto, M-Pesa and in-person payments are paid when made, so they have no
 * trial: the buyer pays the plan now.
 */

/** What the rule reads of a plan (as the product calls answer it). */
export interface TrialTerms {
  /** Days of free trial (absent or 0: none). */
  trialDays?: number;
  /** True when this buyer has already had the product: no second trial. */
  trialUsed?: boolean;
}

/** The payment methods a free trial can start with: the card is charged when the trial ends. */
export const trialMethods: readonly string[] = ['credit-card', 'default-credit-card'];

/** Whether the plan has a free trial this buyer can still have (by any method). */
export function hasFreeTrial(plan: TrialTerms): boolean {
  return (plan.trialDays ?? 0) > 0 && plan.trialUsed !== true;
}

/**
 * Whether paying this plan by `method` starts its free trial: the plan has one, the buyer has
 * not used it, and the method can be charged later (a credit card). Then nothing is charged
 * now and the first charge is scheduled for the end of the trial.
 */
export function freeTrialApplies(plan: TrialTerms, method: string): boolean {
  return hasFreeTrial(plan) && trialMethods.includes(method);
}
