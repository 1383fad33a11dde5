/**
 * RJSF's list of choices (an array of unique enum values, e.g. a step's `paymentMethods`, a
 * multiple select) writes the choices in the schema's order whenever one is picked or left out; the file's order is the
 * order buyers see (issue 24 item 4). This puts the form's new props back in the order they
 * had: in an array of scalars whose members changed, the members that stay keep their places
 * and the new ones go at the end. An array reordered without adding or removing (the form's
 * ↑ ↓ buttons) keeps the order it was given.
 */
type Json = unknown;

function isScalar(value: Json): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function sameMembers(a: readonly Json[], b: readonly Json[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function keepOrderOf(before: readonly Json[], after: readonly Json[]): Json[] {
  if (!before.every(isScalar) || !after.every(isScalar) || sameMembers(before, after))
    return [...after];
  return [
    ...before.filter((item) => after.includes(item)),
    ...after.filter((item) => !before.includes(item)),
  ];
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `after` with each changed array of scalars back in the order `before` had it. */
export function keepArrayOrder<T>(before: T, after: T): T {
  if (Array.isArray(before) && Array.isArray(after)) {
    return (
      after.every(isScalar)
        ? keepOrderOf(before, after)
        : after.map((item, i) => keepArrayOrder(before[i], item))
    ) as T;
  }
  if (isRecord(before) && isRecord(after)) {
    return Object.fromEntries(
      Object.entries(after).map(([key, value]) => [key, keepArrayOrder(before[key], value)]),
    ) as T;
  }
  return after;
}
