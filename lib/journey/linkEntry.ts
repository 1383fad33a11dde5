/**
 * Where a link that names no flow lands (docs/journeys.md "A journey keeps its flow"): a link
 * to a step that the flow the query rules choose does not have reaches the first flow that
 * starts with that step, else the first flow that has it; flows marked `namedOnly` are reached
 * only by links that name them. Shared by the renderer (which flow a request shows) and
 * `npm run validate` (no two flows a link could land on). Pure.
 */

/** The part of a flow this rule reads. */
export interface LinkableFlow {
  readonly id: string;
  readonly namedOnly?: boolean;
  readonly steps: ReadonlyArray<{ readonly templateId: string }>;
}

/** Whether a flow has a step of the template. */
export function flowShows(flow: LinkableFlow, templateId: string): boolean {
  return flow.steps.some((step) => step.templateId === templateId);
}

/** The flows a link to the template's route, naming no flow, could land on, best first. */
export function linkCandidates<F extends LinkableFlow>(
  flows: readonly F[],
  templateId: string,
): { starting: F[]; showing: F[] } {
  const open = flows.filter((flow) => !flow.namedOnly);
  return {
    starting: open.filter((flow) => flow.steps[0]?.templateId === templateId),
    showing: open.filter((flow) => flowShows(flow, templateId)),
  };
}

/** The flow a link to the template's route lands on when its query names no flow that shows it. */
export function linkEntryFlow<F extends LinkableFlow>(
  flows: readonly F[],
  templateId: string,
): F | undefined {
  const { starting, showing } = linkCandidates(flows, templateId);
  return starting[0] ?? showing[0];
}
