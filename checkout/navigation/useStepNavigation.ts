import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import { useCheckout } from '@/checkout/CheckoutContext';
import { removeStepDrafts } from '@/checkout/draft/stepDraft';
import { loadPage } from '@/checkout/navigation/loadPage';
import { stepHref } from '@/checkout/navigation/stepHref';
import { routeParamNames } from '@/lib/routes/routeShape';
import { routeTable } from '@/checkout/navigation/routeTable';
import { useStepNavigator } from '@/checkout/navigation/stepNavigator';
import type { CheckoutPageProps, ResolvedStep } from '@/checkout/checkoutPageProps';

/** What a template can do to move through its flow. */
export interface StepNavigation {
  current: ResolvedStep;
  next: ResolvedStep | null;
  /** True while a navigation is under way (use it to disable buttons). */
  navigating: boolean;
  /**
   * Goes to the next step, keeping the query: the step the `outcome` leads to when the step
   * names one in `nextStepIds`, else the step named by `defaultNextStepId`.
   */
  goNext: (options?: {
    outcome?: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
  }) => Promise<void>;
  /** Goes to another step of the same flow by its id, keeping the query. */
  goToStep: (stepId: string, options?: { params?: Record<string, string> }) => Promise<void>;
  /**
   * Goes to the flow's first step, keeping the query, in place of the current page (a lost
   * session: 'Voltar' must not bring the buyer back to a step that cannot work). `params` fill
   * the first step's route (the record id of /recovery/[id]); see `canRestart`.
   */
  restart: (options?: { params?: Record<string, string> }) => Promise<void>;
  /**
   * Whether `restart` can build the first step's address with these `params`: false when its
   * route needs a value it is not given (an account flow whose link named the record).
   */
  canRestart: (params?: Record<string, string>) => boolean;
  /** Goes back in history (the shell's 'Voltar'). */
  back: () => void;
}

/**
 * The query of a step's URL inside the journey: the buyer's query, what the step adds, and the
 * journey's flow (`flowId`), so the server shows the next step of this flow whatever else the
 * query says (a `route` or `voucher` of the entry link picks the flow once, at entry).
 */
function journeyQuery(
  page: CheckoutPageProps,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return { ...page.query, ...extra, flowId: page.productFlow.id };
}

/**
 * The one navigation hook templates use: it knows the flow and the routes, so a template
 * only says "next" (spec §2: the next step is the one named by `defaultNextStepId`).
 * Throws a coded error when the step has no next step, instead of doing nothing.
 */
export function useStepNavigation(): StepNavigation {
  const router = useRouter();
  const { page, setLoading } = useCheckout();
  const [navigating, setNavigating] = useState(false);
  // The studio's preview: every move stays in the preview (stepNavigator.ts).
  const navigator = useStepNavigator();

  const go = useCallback(
    async (step: ResolvedStep, params?: Record<string, string>, query?: Record<string, string>) => {
      if (navigator) {
        navigator.toStep(step);
        return;
      }
      setNavigating(true);
      setLoading(true);
      const href =
        page.routePrefix +
        stepHref({
          step,
          routeTable,
          query: journeyQuery(page, query),
          params: params ?? {},
        });
      // The step is done: what the buyer typed or chose on it and kept as a draft for a reload
      // (checkout/draft/stepDraft.ts) is dropped once the buyer has left it.
      const dropDrafts = () =>
        removeStepDrafts({
          productCode: page.productCode,
          flowId: page.productFlow.id,
          stepId: page.step.id,
        });
      // The page's CSP allows frames of the current step's provider only: into or out of a
      // step that frames one (a video), load the page anew so it gets its own policy.
      if (page.framedSteps?.[step.id] || page.framedSteps?.[page.step.id]) {
        dropDrafts();
        loadPage(href);
        return;
      }
      try {
        if (await router.push(href)) dropDrafts();
      } finally {
        setNavigating(false);
        setLoading(false);
      }
    },
    [router, page, setLoading, navigator],
  );

  const goNext = useCallback<StepNavigation['goNext']>(
    async (options) => {
      // An outcome (template.json `journey.outcomes`; a plain "go on" is 'next') follows its
      // own step when the step names one, else defaultNextStepId: the rule `npm run validate`
      // follows through every path (lib/journey/journeyModel.ts `outcomeTarget`).
      const branch = page.step.nextStepIds[options?.outcome ?? 'next'];
      if (branch) {
        const target = page.productFlow.steps.find((s) => s.id === branch);
        if (!target) {
          throw new Error(
            `UNKNOWN_STEP: outcome '${options?.outcome}' of step '${page.step.id}' names step '${branch}', which flow '${page.productFlow.id}' does not have`,
          );
        }
        await go(target, options?.params, options?.query);
        return;
      }
      if (!page.nextStep) {
        throw new Error(
          `STEP_HAS_NO_NEXT: step '${page.step.id}' (${page.step.templateId}) of flow '${page.productFlow.id}' has no defaultNextStepId`,
        );
      }
      await go(page.nextStep, options?.params, options?.query);
    },
    [go, page],
  );

  const goToStep = useCallback<StepNavigation['goToStep']>(
    async (stepId, options) => {
      const target = page.productFlow.steps.find((s) => s.id === stepId);
      if (!target) {
        throw new Error(
          `UNKNOWN_STEP: flow '${page.productFlow.id}' has no step '${stepId}'; steps: ${page.productFlow.steps.map((s) => s.id).join(', ')}`,
        );
      }
      await go(target, options?.params);
    },
    [go, page],
  );

  const restart = useCallback<StepNavigation['restart']>(
    async (options) => {
      const first = page.productFlow.steps[0];
      if (!first || first.id === page.step.id) return;
      if (navigator) {
        navigator.toStep(first);
        return;
      }
      await router.replace(
        page.routePrefix +
          stepHref({
            step: first,
            routeTable,
            query: journeyQuery(page),
            params: options?.params ?? {},
          }),
      );
    },
    [router, page, navigator],
  );

  const canRestart = useCallback<StepNavigation['canRestart']>(
    (params = {}) => {
      const first = page.productFlow.steps[0];
      if (!first || first.id === page.step.id) return false;
      const route = routeTable[first.templateId] ?? '';
      return routeParamNames(route).every((name) => Boolean(params[name]));
    },
    [page],
  );

  const back = useCallback(
    () => (navigator ? navigator.back() : router.back()),
    [router, navigator],
  );

  return {
    current: page.step,
    next: page.nextStep,
    navigating,
    goNext,
    goToStep,
    restart,
    canRestart,
    back,
  };
}
