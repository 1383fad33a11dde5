import type { FlowLike, StepLike } from '@/renderer/rules/FlowLike';
import { matchRoute, type RouteTable } from '@/renderer/rules/matchRoute';

/** What `resolveStep` reads. */
export interface ResolveStepInput<S extends StepLike> {
  flow: FlowLike<S>;
  pathname: string;
  /** Every registered template's route (see `RouteTable`). */
  routeTable: RouteTable;
}

/** The step a pathname shows, the step after it, and the route's dynamic values. */
export interface ResolvedStepMatch<S extends StepLike> {
  current: S;
  /** The step named by `current.defaultNextStepId`; undefined at the end of the flow. */
  next: S | undefined;
  /** Position of `current` in the flow's steps. */
  index: number;
  /** Dynamic segments of the route, e.g. `{ id: 'inv-42' }` for a route '/a/[id]'. */
  params: Record<string, string>;
}

/**
 * The current and next step of a flow for a pathname (spec §2: "Current and next step are
 * derived from the product flow and the current pathname"; the next step is the one named by
 * `defaultNextStepId`).
 *
 * The pathname is matched against every registered route first, then the flow's first step
 * with that template is taken: a path that belongs to a template outside the flow (e.g.
 * '/a/b' in a flow that only has '/a/[id]') is not mistaken for one inside
 * it. Undefined when the pathname shows no step of the flow; the caller decides (e.g. '/'
 * redirects to the first step).
 */
export function resolveStep<S extends StepLike>({
  flow,
  pathname,
  routeTable,
}: ResolveStepInput<S>): ResolvedStepMatch<S> | undefined {
  const match = matchRoute(pathname, routeTable);
  if (!match) return undefined;
  const index = flow.steps.findIndex((step) => step.templateId === match.templateId);
  const current = flow.steps[index];
  if (!current) return undefined;
  const nextId = current.defaultNextStepId;
  const next = nextId ? flow.steps.find((step) => step.id === nextId) : undefined;
  return { current, next, index, params: match.params };
}
