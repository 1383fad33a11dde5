import type { FlowLike } from '@/renderer/rules/FlowLike';

/**
 * A flow that a query forces (spec §4 "Route-driven flows"): when every condition given holds,
 * the flow `flowId` is chosen. Conditions compare case-insensitively; a list matches any of
 * its values.
 */
export interface FlowOverride {
  flowId: string;
  route?: string | readonly string[];
  voucher?: string;
  productCode?: string;
}

/**
 * The route-driven flows of spec §4, in priority order: route=pix → pix, route=bankslip →
 * bankslip, MS with voucher=msjana → extended, WUP with route livelo or livelo-accrual →
 * livelo. Kept as data so a product's overrides are read in one place.
 */
export const FLOW_OVERRIDES: readonly FlowOverride[] = [
  { flowId: 'pix', route: 'pix' },
  { flowId: 'bankslip', route: 'bankslip' },
  { flowId: 'extended', productCode: 'MS', voucher: 'msjana' },
  { flowId: 'livelo', productCode: 'WUP', route: ['livelo', 'livelo-accrual'] },
];

/** Why a flow was chosen: which rule named the id that was found among the flows. */
export type FlowChoiceReason = 'override' | 'flowId' | 'offer' | 'default' | 'first';

/** The chosen flow and the rule that chose it. */
export interface FlowChoice<F extends FlowLike> {
  flow: F;
  reason: FlowChoiceReason;
}

/** What `selectFlow` reads. */
export interface SelectFlowInput<F extends FlowLike> {
  flows: readonly F[];
  /** The cleaned query (see `cleanQuery`): flowId, oferta, route, voucher. */
  query: Readonly<Record<string, string>>;
  productCode: string;
  /** Defaults to the spec's `FLOW_OVERRIDES`. */
  overrides?: readonly FlowOverride[];
}

function same(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

function overrideMatches(
  override: FlowOverride,
  query: Readonly<Record<string, string>>,
  productCode: string,
): boolean {
  if (override.productCode !== undefined && !same(productCode, override.productCode)) return false;
  if (override.voucher !== undefined && !same(query.voucher, override.voucher)) return false;
  if (override.route !== undefined) {
    const routes = typeof override.route === 'string' ? [override.route] : override.route;
    if (!routes.some((route) => same(query.route, route))) return false;
  }
  return true;
}

/**
 * The flow a request goes through (spec §4 "Flow selection" and "Route-driven flows").
 *
 * Precedence, first candidate id that names one of the product's flows wins:
 * 1. a route-driven override (`FLOW_OVERRIDES`, in order): it beats an explicit `flowId`,
 *    because a link saying route=pix asks for Pix whatever flow it was built on;
 * 2. the `flowId` query parameter;
 * 3. 'offer', when `oferta` (a plan id) is given;
 * 4. 'default';
 * 5. else the first flow (reason 'first').
 * An override or flowId naming a flow the product does not have falls through to the next
 * candidate instead of jumping to the first flow. Returns undefined only when there are no
 * flows at all.
 */
export function selectFlow<F extends FlowLike>({
  flows,
  query,
  productCode,
  overrides = FLOW_OVERRIDES,
}: SelectFlowInput<F>): FlowChoice<F> | undefined {
  const candidates: { id: string; reason: FlowChoiceReason }[] = [
    ...overrides
      .filter((override) => overrideMatches(override, query, productCode))
      .map((override) => ({ id: override.flowId, reason: 'override' as const })),
  ];
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
