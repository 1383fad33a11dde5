import type { FlowLike } from '@/renderer/rules/FlowLike';
import { flowShows, linkEntryFlow } from '@/lib/journey/linkEntry';

/**
 * The query values that choose a flow over any other (a product config flow's `selectedBy`,
 * spec §4 "Route-driven flows"): every parameter given must match one of its values,
 * case-insensitively.
 */
export interface FlowSelector {
  route?: readonly string[];
  voucher?: readonly string[];
}

/** A flow as `selectFlow` reads it: its id, steps and, optionally, what selects it. */
export type SelectableFlow = FlowLike & { selectedBy?: FlowSelector; namedOnly?: boolean };

/**
 * Why a flow was chosen: which rule named the id that was found among the flows; 'route' when
 * the link named no flow and the flow the rules chose does not show the link's path, so the
 * product's flow that shows it was taken.
 */
export type FlowChoiceReason = 'flowId' | 'override' | 'offer' | 'default' | 'first' | 'route';

/** The chosen flow and the rule that chose it. */
export interface FlowChoice<F extends SelectableFlow> {
  flow: F;
  reason: FlowChoiceReason;
}

/** What `selectFlow` reads. */
export interface SelectFlowInput<F extends SelectableFlow> {
  flows: readonly F[];
  /** The cleaned query (see `cleanQuery`): flowId, oferta, route, voucher. */
  query: Readonly<Record<string, string>>;
  /**
   * The template whose route the request's path shows, when it shows one: a link with no flow
   * in it reaches the flow that has a step of that template.
   */
  templateId?: string;
}

function same(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

function selectorMatches(selector: FlowSelector, query: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(selector) as [keyof FlowSelector, readonly string[] | undefined][];
  return (
    entries.length > 0 &&
    entries.every(([param, values]) => (values ?? []).some((value) => same(query[param], value)))
  );
}

/**
 * The flow a request goes through (spec §4 "Flow selection" and "Route-driven flows"; DESIGN
 * "Journeys": the flow picked at entry stays the journey's flow).
 *
 * Precedence, first candidate that names one of the product's flows wins:
 * 1. the `flowId` query parameter: the navigation writes the journey's flow into every URL it
 *    builds, so a later step's query (a `route` kept from the entry link) never picks another
 *    flow in the middle of a journey;
 * 2. the first flow whose `selectedBy` matches the query (route-driven flows: `route=pix`);
 * 3. 'offer', when `oferta` (a plan id) is given;
 * 4. 'default';
 * 5. else the first flow (reason 'first').
 * When no `flowId` chose the flow and it has no step of `templateId` (a link straight to an
 * account step, which only an account flow has), the flow a link to that route lands on is
 * taken (reason 'route', see lib/journey/linkEntry.ts: the first flow not `namedOnly` that
 * starts with it, else that has it); `npm run validate` refuses two flows starting with it. A
 * flowId naming a flow the product
 * does not have falls through to the next candidate. Returns undefined only when there are
 * no flows at all.
 */
export function selectFlow<F extends SelectableFlow>({
  flows,
  query,
  templateId,
}: SelectFlowInput<F>): FlowChoice<F> | undefined {
  const pinned = query.flowId ? flows.find((f) => f.id === query.flowId) : undefined;
  if (pinned) return { flow: pinned, reason: 'flowId' };
  const chosen = ruleChoice(flows, query);
  if (!chosen || templateId === undefined || flowShows(chosen.flow, templateId)) return chosen;
  const entry = linkEntryFlow(flows, templateId);
  return entry ? { flow: entry, reason: 'route' } : chosen;
}

/** The flow the query rules choose when the query names no flow of the product. */
function ruleChoice<F extends SelectableFlow>(
  flows: readonly F[],
  query: Readonly<Record<string, string>>,
): FlowChoice<F> | undefined {
  const selected = flows.find((flow) => flow.selectedBy && selectorMatches(flow.selectedBy, query));
  if (selected) return { flow: selected, reason: 'override' };
  const candidates: { id: string; reason: FlowChoiceReason }[] = [];
  if (query.oferta) candidates.push({ id: 'offer', reason: 'offer' });
  candidates.push({ id: 'default', reason: 'default' });
  for (const candidate of candidates) {
    const flow = flows.find((f) => f.id === candidate.id);
    if (flow) return { flow, reason: candidate.reason };
  }
  const first = flows[0];
  return first ? { flow: first, reason: 'first' } : undefined;
}
