/**
 * Brings a pathname to the one form every rule of spec §2 and §4 compares against: no query
 * string or hash, a leading slash, and no trailing slash (except the root '/'), so '/a/'
 * and '/a?x=1' are both '/a'.
 */
export function normalizePathname(pathname: string): string {
  const withoutSearch = pathname.split(/[?#]/, 1)[0] ?? '';
  const withLeadingSlash = withoutSearch.startsWith('/') ? withoutSearch : `/${withoutSearch}`;
  const trimmed = withLeadingSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
