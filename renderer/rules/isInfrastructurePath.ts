import { normalizePathname } from '@/renderer/rules/normalizePathname';

const INFRASTRUCTURE_PATHS = new Set(['/', '/readiness', '/healthcheck']);

/**
 * Whether a path is infrastructure ('/', '/readiness', '/healthcheck'; spec §2), which is
 * skipped for product loading and never fetches a seller (spec §4). A trailing slash, query or
 * hash is ignored.
 */
export function isInfrastructurePath(pathname: string): boolean {
  return INFRASTRUCTURE_PATHS.has(normalizePathname(pathname));
}
