/**
 * The studio's edits of a flow's step list, pure: add a step after another (wired into the
 * default path), remove one (the steps that led to it now lead where it led), move one up or
 * down. Each returns a new list.
 */
import type { ConfigStep } from '@/studio/studioTypes';

/** A step id not yet used in the flow, from the template id (`pix`, `pix-2`…). */
export function freeStepId(steps: readonly ConfigStep[], templateId: string): string {
  const used = new Set(steps.map((step) => step.id));
  if (!used.has(templateId)) return templateId;
  let n = 2;
  while (used.has(`${templateId}-${n}`)) n++;
  return `${templateId}-${n}`;
}

/**
 * Adds a step of `templateId` after `afterId` (at the end when absent), on the default path,
 * with `props` (the studio gives the template's example its palette thumbnail shows).
 */
export function addStep(
  steps: readonly ConfigStep[],
  templateId: string,
  afterId: string | null,
  props: Record<string, unknown> = {},
): { steps: ConfigStep[]; id: string } {
  const id = freeStepId(steps, templateId);
  const index = afterId === null ? -1 : steps.findIndex((step) => step.id === afterId);
  const previous = index >= 0 ? steps[index] : undefined;
  const added: ConfigStep = { id, templateId, props: structuredClone(props) };
  if (previous?.defaultNextStepId) added.defaultNextStepId = previous.defaultNextStepId;
  const out = steps.map((step) => (step === previous ? { ...step, defaultNextStepId: id } : step));
  out.splice(index >= 0 ? index + 1 : out.length, 0, added);
  return { steps: out, id };
}

/** Removes a step; the steps whose default next step it was go on to its own next step. */
export function removeStep(steps: readonly ConfigStep[], id: string): ConfigStep[] {
  const removed = steps.find((step) => step.id === id);
  if (!removed) return [...steps];
  return steps
    .filter((step) => step !== removed)
    .map((step) => {
      if (step.defaultNextStepId !== id) return step;
      const { defaultNextStepId: _dropped, ...rest } = step;
      return removed.defaultNextStepId
        ? { ...rest, defaultNextStepId: removed.defaultNextStepId }
        : rest;
    });
}

/** Moves a step one place up (-1) or down (+1) in the list (the first step is the flow's entry). */
export function moveStep(steps: readonly ConfigStep[], id: string, delta: -1 | 1): ConfigStep[] {
  const index = steps.findIndex((step) => step.id === id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= steps.length) return [...steps];
  const out = [...steps];
  const [moved] = out.splice(index, 1);
  if (moved) out.splice(target, 0, moved);
  return out;
}
