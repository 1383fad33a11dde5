/** How deep request JSON may nest (objects and arrays); deeper is a 400, never a 500. */
export const maxJsonDepth = 32;

/**
 * Whether a parsed JSON value nests objects or arrays deeper than `limit`. Walks iteratively,
 * so a hostile body nested a million levels deep cannot overflow the stack here.
 */
export function exceedsJsonDepth(value: unknown, limit: number = maxJsonDepth): boolean {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null)
        stack.push({ item: child, depth: depth + 1 });
    }
  }
  return false;
}
