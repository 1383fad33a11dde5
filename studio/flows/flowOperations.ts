/**
 * The studio's edits of a product's flows as whole objects, pure: create, duplicate, rename and
 * delete a flow, change how a link selects it, rename a step with every reference to it, and
 * set or remove an outcome (`nextStepIds`) — the edges drawn in the graph. Each returns a new
 * list of flows; the draft's text is written from it by `studio/save/editJsonText.ts`, so the
 * file keeps its layout, and the whole-tree validation judges it at save like any other edit.
 */
import type { ConfigStep } from '@/studio/studioTypes';

/** How a link picks a flow (product-config.schema.json, `$defs/flow/properties/selectedBy`). */
export interface FlowSelection {
  route?: string[];
  voucher?: string[];
}

/** A flow as the product file holds it. */
export interface ConfigFlow {
  id: string;
  namedOnly?: boolean;
  selectedBy?: FlowSelection;
  steps: ConfigStep[];
}

/** The query parameters `selectedBy` can name. */
export const SELECTION_PARAMETERS = ['route', 'voucher'] as const;

/** The outcome name that stands for `defaultNextStepId` where an edge is drawn. */
export const DEFAULT_OUTCOME = '';

/** A flow id not yet used in the product: `base`, else `base-2`, `base-3`… */
export function freeFlowId(flows: readonly ConfigFlow[], base: string): string {
  const used = new Set(flows.map((flow) => flow.id));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A new flow at the end: one entry step of `templateId` with `props` (the template's example). */
export function createFlow(
  flows: readonly ConfigFlow[],
  id: string,
  templateId: string,
  props: Record<string, unknown>,
): ConfigFlow[] {
  return [...flows, { id, steps: [{ id: templateId, templateId, props: structuredClone(props) }] }];
}

/** A copy of flow `id`, named `newId`, right after it. */
export function duplicateFlow(
  flows: readonly ConfigFlow[],
  id: string,
  newId: string,
): ConfigFlow[] {
  const index = flows.findIndex((flow) => flow.id === id);
  const source = flows[index];
  if (!source) return [...flows];
  const copy: ConfigFlow = { ...structuredClone(source), id: newId };
  const out = [...flows];
  out.splice(index + 1, 0, copy);
  return out;
}

export function renameFlow(flows: readonly ConfigFlow[], id: string, newId: string): ConfigFlow[] {
  return flows.map((flow) => (flow.id === id ? { ...flow, id: newId } : flow));
}

export function deleteFlow(flows: readonly ConfigFlow[], id: string): ConfigFlow[] {
  return flows.filter((flow) => flow.id !== id);
}

/**
 * Flow `id` selected by `selection` (empty lists dropped; no `selectedBy` at all when none is
 * left) and reached only when named or not (`namedOnly`, written only when true).
 */
export function setFlowSelection(
  flows: readonly ConfigFlow[],
  id: string,
  selection: FlowSelection,
  namedOnly: boolean,
): ConfigFlow[] {
  const kept = Object.fromEntries(
    SELECTION_PARAMETERS.flatMap((name) => {
      const values = [...new Set((selection[name] ?? []).filter(Boolean))];
      return values.length > 0 ? [[name, values]] : [];
    }),
  ) as FlowSelection;
  return flows.map((flow) => {
    if (flow.id !== id) return flow;
    const { selectedBy: _selectedBy, namedOnly: _namedOnly, ...rest } = flow;
    return {
      ...rest,
      ...(namedOnly ? { namedOnly: true } : {}),
      ...(Object.keys(kept).length > 0 ? { selectedBy: kept } : {}),
    };
  });
}

/**
 * Why `id` cannot name a new or renamed flow or step among `used` ids, or null when it can: the
 * ids' pattern is the product schema's (`pattern`, passed in), and ids are unique in their list.
 */
export function idProblem(used: readonly string[], id: string, pattern: string): string | null {
  if (!new RegExp(pattern).test(id))
    return `"${id}" não é um id válido: letras minúsculas, números e hífens (ex.: pix-2).`;
  if (used.includes(id)) return `Já existe "${id}".`;
  return null;
}

/**
 * Props that name another step of the same flow: by the convention of the step's own
 * `defaultNextStepId`, their name ends in `StepId` (phone-verification's `changePhoneStepId`).
 */
function isStepReferenceProp(name: string): boolean {
  return name.endsWith('StepId');
}

/** Renames one step id in a step: its own id, its moves and the props that name a step. */
function renameInStep(step: ConfigStep, from: string, to: string): ConfigStep {
  const swap = (value: string) => (value === from ? to : value);
  const out: ConfigStep = { ...step, id: swap(step.id) };
  if (step.defaultNextStepId) out.defaultNextStepId = swap(step.defaultNextStepId);
  if (step.nextStepIds)
    out.nextStepIds = Object.fromEntries(
      Object.entries(step.nextStepIds).map(([outcome, target]) => [outcome, swap(target)]),
    );
  if (step.props)
    out.props = Object.fromEntries(
      Object.entries(step.props).map(([name, value]) => [
        name,
        isStepReferenceProp(name) && typeof value === 'string' ? swap(value) : value,
      ]),
    );
  return out;
}

/**
 * Step `from` of a flow renamed `to`, and every step that names it (default next step, outcomes,
 * props such as `changePhoneStepId`) pointed at the new id. The entry is the first step, so it
 * follows by itself.
 */
export function renameStep(steps: readonly ConfigStep[], from: string, to: string): ConfigStep[] {
  return steps.map((step) => renameInStep(step, from, to));
}

/**
 * Sets where step `id` goes for `outcome` (an edge drawn to `target`); DEFAULT_OUTCOME sets its
 * default next step.
 */
export function setOutcome(
  steps: readonly ConfigStep[],
  id: string,
  outcome: string,
  target: string,
): ConfigStep[] {
  return steps.map((step) => {
    if (step.id !== id) return step;
    if (outcome === DEFAULT_OUTCOME) return { ...step, defaultNextStepId: target };
    return { ...step, nextStepIds: { ...step.nextStepIds, [outcome]: target } };
  });
}

/** Removes an edge of step `id`: its `outcome` (no `nextStepIds` left when it was the last). */
export function removeOutcome(
  steps: readonly ConfigStep[],
  id: string,
  outcome: string,
): ConfigStep[] {
  return steps.map((step) => {
    if (step.id !== id) return step;
    if (outcome === DEFAULT_OUTCOME) {
      const { defaultNextStepId: _dropped, ...rest } = step;
      return rest;
    }
    const { [outcome]: _dropped, ...others } = step.nextStepIds ?? {};
    const { nextStepIds: _all, ...rest } = step;
    return Object.keys(others).length > 0 ? { ...rest, nextStepIds: others } : rest;
  });
}

/** The props a new flow's entry step starts with: the template's first non-empty example. */
export function propsExample(examples: unknown): Record<string, unknown> {
  const found = Array.isArray(examples)
    ? examples.find(
        (example): example is Record<string, unknown> =>
          typeof example === 'object' && example !== null && Object.keys(example).length > 0,
      )
    : undefined;
  return found ?? {};
}
