import { normalizePathname } from '@/renderer/rules/normalizePathname';

/**
 * Template id → route, as registered in `templates/<id>/template.json` (spec §2 "Step
 * templates and their routes"). A segment in brackets is dynamic: '/a/[id]'.
 */
import type { RouteTable } from '@/checkout/navigation/stepHref';

export type { RouteTable };

/** The template whose route a pathname matches, with the dynamic segments' values. */
export interface RouteMatch {
  templateId: string;
  params: Record<string, string>;
}

const DYNAMIC_SEGMENT = /^\[([^\]/]+)\]$/;

function segmentsOf(path: string): string[] {
  return normalizePathname(path).split('/').filter(Boolean);
}

// A segment that is not valid percent-encoding is taken literally, as the browser sent it.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Specificity: per segment 0 for static, 1 for dynamic; lower sorts first. */
function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The template a pathname shows (spec §2: "A step is found by matching the flow's steps to a
 * template id"). Static segments win over dynamic ones at the same position, so
 * '/a/b' and '/a/c' are never read as '/a/[id]'; among equally
 * specific routes the first in the table wins. A trailing slash, query or hash is ignored;
 * parameter values are URL-decoded. Undefined when no route matches.
 */
export function matchRoute(pathname: string, routeTable: RouteTable): RouteMatch | undefined {
  const pathSegments = segmentsOf(pathname);
  let best: { match: RouteMatch; specificity: readonly number[] } | undefined;

  for (const { templateId, segments, specificity } of compiledRoutes(routeTable)) {
    if (segments.length !== pathSegments.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const pathSegment = pathSegments[i] ?? '';
      if (segment.param !== undefined) {
        params[segment.param] = decodeSegment(pathSegment);
        return true;
      }
      return segment.text === pathSegment;
    });
    if (!matches) continue;
    if (!best || compareSpecificity(specificity, best.specificity) < 0) {
      best = { match: { templateId, params }, specificity };
    }
  }
  return best?.match;
}

/** One route, split once: each segment static text or a dynamic parameter's name. */
interface CompiledRoute {
  templateId: string;
  segments: ReadonlyArray<{ text: string; param?: string }>;
  specificity: readonly number[];
}

/** Route tables split once (a page asks several times per request; the table never changes). */
const compiled = new WeakMap<RouteTable, readonly CompiledRoute[]>();

function compiledRoutes(routeTable: RouteTable): readonly CompiledRoute[] {
  let routes = compiled.get(routeTable);
  if (!routes) {
    routes = Object.entries(routeTable).map(([templateId, route]) => {
      const segments = segmentsOf(route).map((text) => {
        const param = DYNAMIC_SEGMENT.exec(text)?.[1];
        return param ? { text, param } : { text };
      });
      return {
        templateId,
        segments,
        specificity: segments.map((segment) => (segment.param === undefined ? 0 : 1)),
      };
    });
    compiled.set(routeTable, routes);
  }
  return routes;
}
