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
  let best: { match: RouteMatch; specificity: number[] } | undefined;

  for (const [templateId, route] of Object.entries(routeTable)) {
    const routeSegments = segmentsOf(route);
    if (routeSegments.length !== pathSegments.length) continue;
    const params: Record<string, string> = {};
    const specificity: number[] = [];
    const matches = routeSegments.every((routeSegment, i) => {
      const pathSegment = pathSegments[i] ?? '';
      const dynamic = DYNAMIC_SEGMENT.exec(routeSegment);
      specificity.push(dynamic ? 1 : 0);
      if (dynamic?.[1]) {
        params[dynamic[1]] = decodeSegment(pathSegment);
        return true;
      }
      return routeSegment === pathSegment;
    });
    if (!matches) continue;
    if (!best || compareSpecificity(specificity, best.specificity) < 0) {
      best = { match: { templateId, params }, specificity };
    }
  }
  return best?.match;
}
