/**
 * Whether this process serves the studio: only when started with `TRILHA_STUDIO=1` (as
 * `npm run studio` does). A production checkout never sets it, so there every studio page and
 * API answers 404.
 */
import { setting } from '@/lib/settings/settings';
export function studioEnabled(): boolean {
  return setting('TRILHA_STUDIO') === '1';
}
