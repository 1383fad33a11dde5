/** A query as Next.js parses it: a key may be absent, given once, or repeated. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The prefix of placeholder values that campaign tools leave unfilled (spec §4). */
const PLACEHOLDER_PREFIX = 'query_param';

/**
 * The query every other rule reads (spec §3 "Query parameters", §4): a repeated key keeps
 * its first value, and a value that is empty or starts with 'query_param' (an unfilled
 * placeholder, matched case-sensitively) is dropped, so it falls back to its default as if
 * it were absent. Whitespace is kept as given. Key order is preserved.
 */
export function cleanQuery(query: RawQuery): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value = typeof raw === 'string' ? raw : raw?.[0];
    if (value === undefined || value === '' || value.startsWith(PLACEHOLDER_PREFIX)) continue;
    cleaned[key] = value;
  }
  return cleaned;
}
