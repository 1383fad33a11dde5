import { normalizePathname } from '@/renderer/rules/normalizePathname';

/**
 * Whether a page gets the upsell styling (spec §2): any path containing 'upsell'
 * ('/payment/upsell', '/upsell-presentation', ...) and '/subscription-welcome'.
 */
export function isUpsellPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return path.includes('upsell') || path === '/subscription-welcome';
}
