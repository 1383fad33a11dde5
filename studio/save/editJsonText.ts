/**
 * Writes a new value into a JSON text by editing only what changed (jsonc-parser's `modify`),
 * so the file keeps its indentation, its line breaks, its compact arrays and the order of its
 * keys: a studio save shows up in review as the lines the ops person changed, nothing else.
 */
import { applyEdits, modify } from 'jsonc-parser';
import type { FormattingOptions, JSONPath } from 'jsonc-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The text's own indentation and line ending, for the lines the edits add. */
export function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** What identifies an array item across the edit: a step's `id`, else its JSON. */
function itemKey(item: unknown): string {
  return isObject(item) && typeof item.id === 'string'
    ? `id:${item.id}`
    : `json:${JSON.stringify(item)}`;
}

/** Pairs of (old index, new index) of a longest common subsequence of the item keys. */
function matchItems(
  before: readonly unknown[],
  after: readonly unknown[],
): Array<[number, number]> {
  const a = before.map(itemKey);
  const b = after.map(itemKey);
  const cols = b.length + 1;
  const table = new Uint32Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

function edit(
  text: string,
  path: JSONPath,
  before: unknown,
  after: unknown,
  formatting: FormattingOptions,
): string {
  if (deepEqual(before, after)) return text;
  const apply = (current: string, at: JSONPath, value: unknown, isArrayInsertion = false) =>
    applyEdits(
      current,
      modify(current, at, value, { formattingOptions: formatting, isArrayInsertion }),
    );
  if (isObject(before) && isObject(after)) {
    let out = text;
    for (const key of Object.keys(before))
      if (!(key in after)) out = apply(out, [...path, key], undefined);
    for (const [key, value] of Object.entries(after)) {
      out =
        key in before
          ? edit(out, [...path, key], before[key], value, formatting)
          : apply(out, [...path, key], value);
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const pairs = matchItems(before, after);
    const keptOld = new Set(pairs.map(([i]) => i));
    const oldFor = new Map(pairs.map(([i, j]) => [j, i]));
    let out = text;
    for (let i = before.length - 1; i >= 0; i--)
      if (!keptOld.has(i)) out = apply(out, [...path, i], undefined);
    for (let j = 0; j < after.length; j++) {
      const from = oldFor.get(j);
      out =
        from === undefined
          ? apply(out, [...path, j], after[j], true)
          : edit(out, [...path, j], before[from], after[j], formatting);
    }
    return out;
  }
  return apply(text, path, after);
}

/**
 * The JSON `text` edited so it parses to `value`, changing only the lines of the values that
 * differ (new keys go after the existing ones, removed keys and array items are cut out).
 */
export function editJsonText(text: string, before: unknown, value: unknown): string {
  return edit(text, [], before, value, detectFormatting(text));
}
