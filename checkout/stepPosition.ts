import type { ResolvedFlow } from '@/checkout/resolvedFlow';
import { marketJourney, walkJourneys } from '@/lib/journey/journeyModel';
import type { JourneyTemplates } from '@/lib/journey/journeyModel';
import type { PaymentMarket } from '@/lib/payment/paymentMarket';

/** Where a step sits in the way a buyer goes through a flow: 'Passo {current} de {total}'. */
export interface StepPosition {
  current: number;
  total: number;
}

/**
 * The position of a step in the journeys of its flow (spec §2 'Passo N de M'), counted from the
 * journey model (`walkJourneys`: every path from the flow's first step, through one outcome of
 * each step, to a terminal step or out of the checkout), so it follows the same outcomes the
 * navigation does (a card to the upsell, Pix to the Pix step, …):
 * - `total` is the number of steps of the flow's longest journey: the same on every step of
 *   the flow, so it never changes while a buyer goes through it ('Passo 2 de 4' on the payment,
 *   then 'Passo 3 de 4' on the Pix step);
 * - `current` is the step's place on the longest journey that reaches it, so it grows by one
 *   on each step of the longest journeys and never passes `total`; a shorter journey skips
 *   ahead (a card paid on 'Passo 2 de 4' ends on 'Passo 4 de 4').
 * Undefined when no journey of the flow reaches the step. `templates` are the templates'
 * journey declarations (`templateManifest`), read on the server; `market` the page's, whose
 * payment methods decide the outcomes of its payment steps (lib/payment/paymentMarket.ts).
 */
export function stepPosition(
  flow: ResolvedFlow,
  stepId: string,
  templates: JourneyTemplates,
  market: PaymentMarket = 'BR',
): StepPosition | undefined {
  const { paths } = walkJourneys(flow.steps, templates, marketJourney(market));
  let total = 0;
  let current = 0;
  for (const path of paths) {
    total = Math.max(total, path.hops.length);
    const index = path.hops.findIndex((hop) => hop.stepId === stepId);
    if (index >= 0) current = Math.max(current, index + 1);
  }
  return current > 0 ? { current, total } : undefined;
}
