/**
 * The part of a flow step the request rules read (spec §3 "Product config": a step has id,
 * templateId, defaultNextStepId and props). Any richer step type (the validated config's, or
 * the page props' `ResolvedStep`) can be passed where a `StepLike` is expected.
 */
export interface StepLike {
  id: string;
  templateId: string;
  defaultNextStepId?: string | null;
  props?: {
    voucher?: string;
    plan?: { business?: string };
  };
}

/** The part of a flow the request rules read: its id and its ordered steps (spec §3). */
export interface FlowLike<S extends StepLike = StepLike> {
  id: string;
  steps: readonly S[];
}
