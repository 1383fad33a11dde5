import { NavigationError } from '@/checkout/navigation/NavigationError';
import { ROUTE_PARAM } from '@/lib/routes/routeShape';

export {
  CATCH_ALL_PAGE,
  pageOfRoute,
  routeHasParams,
  routeParamNames,
} from '@/lib/routes/routeShape';

/** Every registered template's route, by template id (e.g. `{ payment: '/payment' }`). */
export type RouteTable = Readonly<Record<string, string>>;

/** What `stepHref` reads. */
export interface StepHrefInput {
  step: { id: string; templateId: string };
  /** Every registered template's route (see `RouteTable`). */
  routeTable: RouteTable;
  /** The query to keep (the cleaned query); keys keep their order. */
  query: Readonly<Record<string, string>>;
  /** Values for the route's dynamic segments, e.g. `{ id: 'inv-42' }` for /payment/[id]. */
  params?: Readonly<Record<string, string>>;
}

/**
 * An address the page of `route` serves, for asking the router to load that page's code before
 * it is needed: the route itself, or with each parameter replaced by `_<name>`, a value no route
 * without parameters can have (their segments are lower-case letters, digits and hyphens), so the
 * address is the catch-all page's and never another page's.
 */
export function sampleAddress(route: string): string {
  return route.replace(ROUTE_PARAM, (_segment, name: string) => `_${name}`);
}

/**
 * The URL of a step, keeping the buyer's query (spec §2, DESIGN "Templates move on with the
 * step's defaultNextStepId"): the navigation hook uses it so templates never name another
 * step's route. Dynamic segments are filled from `params` and URL-encoded; query keys keep
 * the order they are given in, so the same input always gives the same URL.
 *
 * @throws NavigationError UNKNOWN_TEMPLATE_ROUTE when the step's template has no route,
 *   MISSING_ROUTE_PARAM when a dynamic segment has no value.
 */
export function stepHref({ step, routeTable, query, params = {} }: StepHrefInput): string {
  const route = routeTable[step.templateId];
  if (route === undefined) {
    const known = Object.keys(routeTable).join(', ');
    throw new NavigationError(
      'UNKNOWN_TEMPLATE_ROUTE',
      `Step '${step.id}' uses templateId '${step.templateId}', which has no route; known: ${known}`,
      { stepId: step.id, templateId: step.templateId, known: Object.keys(routeTable) },
    );
  }
  const path = route.replace(ROUTE_PARAM, (_segment, name: string) => {
    const value = params[name];
    if (!value) {
      throw new NavigationError(
        'MISSING_ROUTE_PARAM',
        `Step '${step.id}' route '${route}' needs a value for '${name}'`,
        { stepId: step.id, route, param: name },
      );
    }
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(Object.entries(query)).toString();
  return search ? `${path}?${search}` : path;
}
