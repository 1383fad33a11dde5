/**
 * The iframe origins a step needs: those its template declares (`frameOrigins` in
 * template.json) that the step's props actually reference in a URL, in declaration order.
 * A video step configured with a Vimeo URL allows Vimeo only; a step whose template declares
 * none, or whose props reference none, allows no frames.
 */
export function stepFrameOrigins(
  declared: readonly string[] | undefined,
  props: unknown,
): string[] {
  if (!declared || declared.length === 0) return [];
  const referenced = new Set<string>();
  const stack: unknown[] = [props];
  let visited = 0;
  while (stack.length > 0 && visited < 10_000) {
    const value = stack.pop();
    visited += 1;
    if (typeof value === 'string') {
      const origin = urlOrigin(value);
      if (origin) referenced.add(origin);
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      stack.push(...Object.values(value));
    }
  }
  return declared.filter((origin) => referenced.has(origin));
}

function urlOrigin(text: string): string | undefined {
  if (!text.startsWith('https://')) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}
