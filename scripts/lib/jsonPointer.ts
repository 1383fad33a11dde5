/** Splits a JSON pointer (`/checkoutFlow/flows/0`) into its unescaped segments. */
export function parseJsonPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Joins segments into a JSON pointer, escaping `~` and `/`. */
export function toJsonPointer(segments: ReadonlyArray<string | number>): string {
  return segments
    .map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

/** The value at `pointer` inside `document`, or `undefined` when the path does not exist. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const segment of parseJsonPointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else return undefined;
  }
  return current;
}
