import type { FlowLike } from '@/renderer/rules/FlowLike';

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
export type SelectableFlow = FlowLike & { selectedBy?: FlowSelector };

/** Why a flow was chosen: which rule named the id that was found among the flows. */
export type FlowChoiceReason = 'override' | 'flowId' | 'offer' | 'default' | 'first';

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
 * The flow a request goes through (spec §4 "Flow selection" and "Route-driven flows").
 *
 * Precedence, first candidate id that names one of the product's flows wins:
 * 1. the first flow whose `selectedBy` matches the query (route-driven flows): it beats an
 *    explicit `flowId`, because a link saying route=pix asks for Pix whatever flow it was
 *    built on;
 * 2. the `flowId` query parameter;
 * 3. 'offer', when `oferta` (a plan id) is given;
 * 4. 'default';
 * 5. else the first flow (reason 'first').
 * A flowId naming a flow the product does not have falls through to the next candidate
 * instead of jumping to the first flow. Returns undefined only when there are no
 * flows at all.
 */
export function selectFlow<F extends SelectableFlow>({
  flows,
  query,
}: SelectFlowInput<F>): FlowChoice<F> | undefined {
  const selected = flows.find((flow) => flow.selectedBy && selectorMatches(flow.selectedBy, query));
  if (selected) return { flow: selected, reason: 'override' };
  const candidates: { id: string; reason: FlowChoiceReason }[] = [];
  if (query.flowId) candidates.push({ id: query.flowId, reason: 'flowId' });
  if (query.oferta) candidates.push({ id: 'offer', reason: 'offer' });
  candidates.push({ id: 'default', reason: 'default' });

  for (const candidate of candidates) {
    const flow = flows.find((f) => f.id === candidate.id);
    if (flow) return { flow, reason: candidate.reason };
  }
  const first = flows[0];
  return first ? { flow: first, reason: 'first' } : undefined;
}
