import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { JourneyNeed } from '@/lib/journey/journeyModel';
import { needHolds } from '@/lib/journey/journeyModel';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { readBuyerPurchase, readJourneyFacts } from '@/checkout/journey/journeyFacts';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { useIsClient } from '@/ui/useIsClient';
import { StepLoading } from '@/ui/StepLoading';

// Shown only to a buyer who lacks what the step needs: loaded then, not with every step.
const JourneyLostView = lazy(() =>
  import('@/checkout/journey/JourneyLostView').then((module) => ({
    default: module.JourneyLostView,
  })),
);

/** Where a step of a buyer who lacks what it needs stands: unknown until the session is read. */
type GuardState = 'checking' | 'ready' | 'restarting' | 'lost';

/** The first need that does not hold for this page's buyer; undefined when all hold. */
function unmetNeed(
  needs: readonly JourneyNeed[],
  page: Parameters<typeof readJourneyFacts>[0],
): JourneyNeed | undefined {
  const facts = readJourneyFacts(page);
  return needs.find((need) => !needHolds(need, facts));
}

/**
 * Shows a step only when the buyer's journey has what its template needs (its `template.json`
 * `journey.needs`, the same declaration `npm run validate` follows through every flow). Until
 * the session is read after mount it shows a spinner, or, with `renderWhileChecking`, the step
 * itself (a step whose server HTML is its whole first paint). A buyer without a lead (a lost
 * session, a link opened in another browser) is sent to the flow's first step; any other lack (no purchase on a success page, no Pix to show) gets a page
 * that says so and offers to start again, instead of a step that cannot work.
 */
export function JourneyGuard({
  needs,
  renderWhileChecking = false,
  children,
}: {
  needs: readonly JourneyNeed[];
  renderWhileChecking?: boolean;
  children: ReactNode;
}) {
  const { page } = useCheckout();
  const { restart, canRestart: canRestartWith } = useStepNavigation();
  const isClient = useIsClient();
  const [state, setState] = useState<GuardState>('checking');

  useEffect(() => {
    const missing = unmetNeed(needs, page);
    const canRestart = page.productFlow.steps[0]?.id !== page.step.id;
    let next: GuardState = 'ready';
    // Without a lead (a lost session, a link opened elsewhere) the buyer starts again; a step
    // that could also show what the buyer already has (the Pix step: a code, or a lead to make
    // one) is treated alike.
    const lacksLead = missing === 'lead' || (Array.isArray(missing) && missing.includes('lead'));
    if (lacksLead && canRestart) next = 'restarting';
    else if (missing !== undefined) next = 'lost';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    setState(next);
    // A journey that started from a record (an invoice, a purchase to recover) starts again
    // on the record's page, which needs the record's id.
    const recordId = readBuyerPurchase()?.recordId;
    const params = recordId && !canRestartWith() ? { id: recordId } : undefined;
    if (next === 'restarting') void restart(params ? { params } : undefined);
    if (next === 'lost') {
      logger.info('JOURNEY_NEED_MISSING: a buyer reached a step without what it needs', {
        context: { stepId: page.step.id, templateId: page.step.templateId, need: missing },
      });
    }
  }, [needs, page, restart, canRestartWith]);

  if (state === 'ready') return <>{children}</>;
  if (state === 'lost')
    return (
      <Suspense fallback={<StepLoading label="Carregando" />}>
        <JourneyLostView />
      </Suspense>
    );
  // Once hydrated (a step opened by client-side navigation) the session can be read at once: a
  // buyer without what the step needs never mounts it, so it calls no API.
  const lacking = isClient && needs.length > 0 && unmetNeed(needs, page) !== undefined;
  if (state === 'checking' && (needs.length === 0 || (renderWhileChecking && !lacking)))
    return <>{children}</>;
  return <StepLoading label="Carregando" />;
}
