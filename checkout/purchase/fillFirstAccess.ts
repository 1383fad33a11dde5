/**
 * The buyer's first-access address (spec §3 brand `links[environment].firstAccess`): the
 * `{token}` placeholder replaced by the purchase token, URL-encoded. Every placeholder is
 * replaced, so a template that repeats it stays consistent.
 */
export function fillFirstAccess(firstAccess: string, token: string): string {
  return firstAccess.split('{token}').join(encodeURIComponent(token));
}
