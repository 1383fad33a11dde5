import type { ResolvedFlow } from '@/checkout/checkoutPageProps';

/** Where a step sits in the way a buyer goes through a flow: 'Passo {current} de {total}'. */
export interface StepPosition {
  current: number;
  total: number;
}

const endTemplates = new Set(['success', 'upsell-success']);

/**
 * The position of a step among the steps the buyer goes through (spec §2 'Passo N de M', counted
 * from the flow itself rather than a brand-wide number that drifts from it): `current` is the
 * step's place on the shortest way from the flow's first step (following `defaultNextStepId`
 * and outcome branches such as `pix`); `total` adds the steps that follow it by
 * `defaultNextStepId` up to the first success screen, inclusive. Undefined when the step is not
 * reachable in the flow.
 */
export function stepPosition(flow: ResolvedFlow, stepId: string): StepPosition | undefined {
  const byId = new Map(flow.steps.map((step) => [step.id, step]));
  const first = flow.steps[0];
  if (!first) return undefined;

  const depth = new Map<string, number>([[first.id, 1]]);
  const queue = [first.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const step = byId.get(id);
    if (!step || endTemplates.has(step.templateId)) continue;
    const targets = [step.defaultNextStepId, ...Object.values(step.nextStepIds)];
    for (const target of targets) {
      if (target && byId.has(target) && !depth.has(target)) {
        depth.set(target, depth.get(id)! + 1);
        queue.push(target);
      }
    }
  }
  const current = depth.get(stepId);
  if (current === undefined) return undefined;

  let total = current;
  let step = byId.get(stepId);
  const seen = new Set<string>([stepId]);
  while (step && !endTemplates.has(step.templateId) && step.defaultNextStepId) {
    const next = byId.get(step.defaultNextStepId);
    if (!next || seen.has(next.id)) break;
    seen.add(next.id);
    total += 1;
    step = next;
  }
  return { current, total };
}
