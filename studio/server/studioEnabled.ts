/**
 * Whether this process serves the studio: only when started with `TRILHA_STUDIO=1` (as
 * `npm run studio` does). A production checkout never sets it, so there every studio page and
 * API answers 404.
 */
export function studioEnabled(): boolean {
  return process.env.TRILHA_STUDIO === '1';
}
