// The flow and step shapes the page carries: a leaf, so the page props, the template contract
// and the step position can all name them without importing each other.

/** A step as the renderer hands it over: its props were validated against its template. */
export interface ResolvedStep {
  id: string;
  templateId: string;
  defaultNextStepId: string | null;
  /** Where an outcome of this step leads instead (e.g. `{ pix: 'pix' }` on a payment step). */
  nextStepIds: Record<string, string>;
  props: Record<string, unknown>;
}

/** A flow as the page carries it. */
export interface ResolvedFlow {
  id: string;
  steps: ResolvedStep[];
}
