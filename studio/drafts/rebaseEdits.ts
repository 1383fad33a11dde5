/**
 * A draft's edits re-applied on a newer version of its file (issue 24: a 409 'offers to re-apply
 * your edits on the new version'), pure. The edits are the differences between the version the
 * draft was opened from (`base`) and the draft (`mine`), as operations on paths that name flows
 * and steps by id, not by position: set a value (added, changed or removed) and reorder a list
 * of flows or steps. Each operation is applied to the new version (`theirs`) when the value it
 * changes is still what the draft started from (or already what the draft wants); otherwise it
 * no longer applies and is reported, in the CLI's words (`flow "default", step "payment"
 * (props.heading)`).
 */
import { opsLocation } from '@/scripts/lib/opsLocation';

type Segment = string | { id: string };
type Json = unknown;

export type EditOperation =
  | { kind: 'set'; path: Segment[]; before: Json; after: Json; afterId?: string | null }
  | { kind: 'order'; path: Segment[]; before: string[]; after: string[] };

export interface Rebased {
  data: unknown;
  /** The operations that no longer apply, described. */
  conflicts: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids of a list whose items all have a distinct string `id` (flows, steps); else null. */
function idsOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.map((item) => (isObject(item) && typeof item.id === 'string' ? item.id : null));
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  return ids as string[];
}

/** The operations that turn `base` into `mine`. */
export function editOperations(
  base: unknown,
  mine: unknown,
  path: Segment[] = [],
): EditOperation[] {
  if (same(base, mine)) return [];
  if (isObject(base) && isObject(mine)) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(mine)])];
    return keys.flatMap((key) => editOperations(base[key], mine[key], [...path, key]));
  }
  const baseIds = idsOf(base);
  const mineIds = idsOf(mine);
  if (baseIds && mineIds && Array.isArray(base) && Array.isArray(mine)) {
    const ops: EditOperation[] = [];
    baseIds.forEach((id, index) => {
      const at = mineIds.indexOf(id);
      if (at < 0)
        ops.push({ kind: 'set', path: [...path, { id }], before: base[index], after: undefined });
      else ops.push(...editOperations(base[index], mine[at], [...path, { id }]));
    });
    mineIds.forEach((id, index) => {
      if (!baseIds.includes(id))
        ops.push({
          kind: 'set',
          path: [...path, { id }],
          before: undefined,
          after: mine[index],
          afterId: index === 0 ? null : mineIds[index - 1],
        });
    });
    const kept = (ids: string[], other: string[]) => ids.filter((id) => other.includes(id));
    if (!same(kept(baseIds, mineIds), kept(mineIds, baseIds)))
      ops.push({
        kind: 'order',
        path,
        before: kept(baseIds, mineIds),
        after: kept(mineIds, baseIds),
      });
    return ops;
  }
  return [{ kind: 'set', path, before: base, after: mine }];
}

/** The value a segment names in a container, its key or index (-1: not there). */
function locate(container: unknown, segment: Segment): { key: string | number; value: unknown } {
  if (typeof segment === 'string')
    return { key: segment, value: isObject(container) ? container[segment] : undefined };
  const index = Array.isArray(container) ? (idsOf(container)?.indexOf(segment.id) ?? -1) : -1;
  return { key: index, value: index >= 0 ? (container as unknown[])[index] : undefined };
}

/** The container a path's last segment is in, or undefined when the path no longer leads there. */
function parentOf(root: unknown, path: Segment[]): unknown {
  let node = root;
  for (const segment of path.slice(0, -1)) {
    node = locate(node, segment).value;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Applies one operation to `root` in place; false when it no longer applies. */
function apply(root: unknown, op: EditOperation): boolean {
  if (op.kind === 'order') {
    const list =
      op.path.length === 0
        ? root
        : locate(parentOf(root, op.path), op.path[op.path.length - 1]!).value;
    const ids = idsOf(list);
    if (!ids || !Array.isArray(list)) return false;
    const present = (order: string[]) => order.filter((id) => ids.includes(id));
    if (same(present(ids.filter((id) => op.before.includes(id))), present(op.after))) return true;
    if (
      !same(
        ids.filter((id) => op.before.includes(id)),
        present(op.before),
      )
    )
      return false;
    // The listed ids take the draft's order in the places they hold; others stay where they are.
    const queue = present(op.after);
    const items = new Map(list.map((item) => [(item as { id: string }).id, item]));
    list.forEach((item, index) => {
      if (op.before.includes((item as { id: string }).id)) list[index] = items.get(queue.shift()!);
    });
    return true;
  }
  const parent = parentOf(root, op.path);
  const last = op.path[op.path.length - 1]!;
  const { key, value } = locate(parent, last);
  if (same(value, op.after)) return true;
  if (!same(value, op.before) || parent === undefined) return false;
  if (typeof last === 'string') {
    if (!isObject(parent)) return false;
    if (op.after === undefined) delete parent[last];
    else parent[last] = structuredClone(op.after);
    return true;
  }
  if (!Array.isArray(parent)) return false;
  if (op.after === undefined) parent.splice(key as number, 1);
  else {
    const ids = idsOf(parent) ?? [];
    const previous = op.afterId === null ? -1 : ids.indexOf(op.afterId ?? '');
    parent.splice(
      op.afterId !== null && previous < 0 ? parent.length : previous + 1,
      0,
      structuredClone(op.after),
    );
  }
  return true;
}

/** A JSON pointer of `path` in `data` (ids resolved to positions), for opsLocation. */
function pointerIn(data: unknown, path: Segment[]): string {
  const parts: string[] = [];
  let node = data;
  for (const segment of path) {
    const { key, value } = locate(node, segment);
    parts.push(String(key));
    node = value;
  }
  return parts.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Where an operation is, in the CLI's words, named where `mine` has it (`base`, once removed). */
function placeOf(op: EditOperation, base: unknown, mine: unknown): string {
  const where = op.kind === 'set' && op.after === undefined ? base : mine;
  return (
    opsLocation(where, pointerIn(where, op.path)) ??
    op.path.map((s) => (typeof s === 'string' ? s : s.id)).join('.')
  );
}

/** The places `from` and `to` differ, in the CLI's words (an undo says what it took back). */
export function changedPlaces(from: unknown, to: unknown): string[] {
  return [...new Set(editOperations(from, to).map((op) => placeOf(op, from, to)))];
}

/** An operation in the CLI's words, named where the draft has it. */
function describe(op: EditOperation, mine: unknown, base: unknown, theirs: unknown): string {
  const place = placeOf(op, base, mine);
  if (op.kind === 'order') return `${place}: a ordem mudou no disco também`;
  if (op.path.length > 0 && parentOf(theirs, op.path) === undefined)
    return `${place}: não existe mais no disco`;
  if (op.before === undefined)
    return `${place}: adicionado aqui, mas já existe no disco com outro valor`;
  if (op.after === undefined) return `${place}: removido aqui, mas mudou ou sumiu no disco`;
  return `${place}: mudou no disco também`;
}

/** `mine`'s edits of `base` re-applied on `theirs`, and those that no longer apply. */
export function rebaseEdits(base: unknown, mine: unknown, theirs: unknown): Rebased {
  const data = structuredClone(theirs);
  const conflicts = editOperations(base, mine)
    .filter((op) => !apply(data, op))
    .map((op) => describe(op, mine, base, theirs));
  return { data, conflicts };
}
