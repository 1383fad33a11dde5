/**
 * What is open in the draft: the flow and the step (the address's, then the last click's, else
 * the flow's first), and a move drawn in the graph waiting for its outcome. The address follows
 * the selection, so a link copied from it opens the same step.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConfigStep, ProductConfig } from '@/studio/studioTypes';

export function useSelection(
  draft: ProductConfig | null,
  initial: { flow: string | null; step: string | null },
  productCode: string | undefined,
) {
  const [flowId, setFlowId] = useState<string | null>(initial.flow);
  const [stepId, setStepId] = useState<string | null>(initial.step);
  /** A move drawn in the graph, waiting for its outcome in the step's panel. */
  const [drawn, setDrawn] = useState<{ from: string; to: string } | null>(null);

  const flows = useMemo(() => draft?.checkoutFlow.flows ?? [], [draft]);
  const flowIndex = Math.max(
    0,
    flows.findIndex((f) => f.id === flowId),
  );
  const flow = flows[flowIndex];
  const steps = useMemo(() => flow?.steps ?? [], [flow]);
  const named = steps.findIndex((s) => s.id === stepId);
  const stepIndex = named >= 0 ? named : steps.length > 0 ? 0 : -1;
  const step: ConfigStep | undefined = steps[stepIndex];

  useEffect(() => {
    if (!productCode || !flow) return;
    const query = new URLSearchParams({
      product: productCode,
      flow: flow.id,
      ...(step ? { step: step.id } : {}),
    });
    window.history.replaceState(window.history.state, '', `/studio?${query.toString()}`);
  }, [productCode, flow, step]);

  /** Opens a step of the open flow (a click, the preview going on); drops a drawn move. */
  const selectStep = useCallback((id: string | null) => {
    setStepId(id);
    setDrawn(null);
  }, []);
  /** Opens a flow at its first step (null: the product's first flow). */
  const selectFlow = useCallback((id: string | null) => {
    setFlowId(id);
    setStepId(null);
  }, []);
  /** A move drawn in the graph from `from` to `to`: its step opens to ask the outcome. */
  const drawMove = useCallback((from: string, to: string) => {
    setStepId(from);
    setDrawn({ from, to });
  }, []);

  return {
    flows,
    flowIndex,
    flow,
    steps,
    stepIndex,
    step,
    drawn,
    selectStep,
    selectFlow,
    drawMove,
  };
}

export type Selection = ReturnType<typeof useSelection>;
