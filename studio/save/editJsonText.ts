/**
 * Writes a new value into a JSON text by rewriting only what changed, so the file keeps its
 * indentation, its line breaks, its compact arrays and the order of its keys: a studio save
 * shows up in review as the lines the ops person changed, nothing else.
 *
 * One pass over the text's syntax tree (jsonc-parser's `parseTree`): an unchanged value is
 * copied as it was written; a changed scalar is written anew; an object or array keeps the text
 * of its members that stay and writes only the new ones, with the separators and indentation
 * the container already uses. Time and memory grow with the size of the text (a flow of
 * thousands of steps saves in milliseconds), never with the number of changes times the text.
 */
import { parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How the text is laid out: the indentation unit and the line ending. */
export interface TextFormatting {
  insertSpaces: boolean;
  tabSize: number;
  eol: string;
  /** The file writes lists of strings, numbers or booleans on one line (`["pix", "bankslip"]`). */
  compactScalarArrays?: boolean;
}

/** A non-empty list of scalars written on one line, as the product files write them. */
const COMPACT_SCALAR_ARRAY =
  /\[[ \t]*(?:"(?:[^"\\\n]|\\.)*"|-?[\d.eE+-]+|true|false|null)(?:,[ \t]*(?:"(?:[^"\\\n]|\\.)*"|-?[\d.eE+-]+|true|false|null))*[ \t]*\]/;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The text's own indentation and line ending, for the lines the edits add. */
export function detectFormatting(text: string): TextFormatting {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    compactScalarArrays: COMPACT_SCALAR_ARRAY.test(text),
  };
}

/** What identifies an array item across the edit: a step's `id`, else its JSON. */
function itemKey(item: unknown): string {
  return isObject(item) && typeof item.id === 'string'
    ? `id:${item.id}`
    : `json:${JSON.stringify(item)}`;
}

/**
 * Pairs (old index, new index) of items kept across the edit, in order on both sides: each new
 * item takes the first unused old item with its key, then the longest run of those pairs whose
 * old indexes increase is kept (patience sorting, O(n log n)).
 */
function matchItems(
  before: readonly unknown[],
  after: readonly unknown[],
): Array<[number, number]> {
  const unused = new Map<string, number[]>();
  before.forEach((item, index) => {
    const key = itemKey(item);
    const list = unused.get(key);
    if (list) list.push(index);
    else unused.set(key, [index]);
  });
  const candidates: Array<[number, number]> = [];
  after.forEach((item, index) => {
    const old = unused.get(itemKey(item))?.shift();
    if (old !== undefined) candidates.push([old, index]);
  });
  // Longest increasing subsequence of the old indexes.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(candidates.length).fill(-1);
  candidates.forEach(([old], position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (candidates[tails[middle]!]![0] < old) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[position] = tails[low - 1]!;
    tails[low] = position;
  });
  const pairs: Array<[number, number]> = [];
  for (let at = tails[tails.length - 1] ?? -1; at >= 0; at = previous[at]!)
    pairs.push(candidates[at]!);
  return pairs.reverse();
}

/** Writes one edit: the text, its layout, and the new value of each node. */
class TextEditor {
  private readonly text: string;
  private readonly unit: string;
  private readonly eol: string;
  private readonly compactScalarArrays: boolean;

  constructor(text: string, formatting: TextFormatting) {
    this.text = text;
    this.compactScalarArrays = formatting.compactScalarArrays === true;
    this.unit = formatting.insertSpaces ? ' '.repeat(formatting.tabSize) : '\t';
    this.eol = formatting.eol;
  }

  private slice(node: Node): string {
    return this.text.slice(node.offset, node.offset + node.length);
  }

  /** The white space that starts the line a node starts on. */
  private indentOf(node: Node): string {
    const lineStart = this.text.lastIndexOf('\n', node.offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart, node.offset))?.[0] ?? '';
  }

  /** A new value written as the file writes values, its later lines indented by `indent`. */
  private format(value: unknown, indent: string): string {
    return this.stringify(value)
      .split('\n')
      .join(this.eol + indent);
  }

  /**
   * JSON.stringify with the file's indentation unit; a new list of scalars goes on one line when
   * the file writes its lists so (a duplicated flow keeps `"paymentMethods": ["pix", …]`).
   */
  private stringify(value: unknown, indent = ''): string {
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(isScalar) &&
      this.compactScalarArrays
    )
      return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    const inner = indent + this.unit;
    if (Array.isArray(value))
      return value.length === 0
        ? '[]'
        : `[\n${value.map((item) => inner + this.stringify(item ?? null, inner)).join(',\n')}\n${indent}]`;
    if (isObject(value)) {
      const entries = Object.entries(value).filter(([, item]) => item !== undefined);
      return entries.length === 0
        ? '{}'
        : `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${this.stringify(item, inner)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(value) ?? 'null';
  }

  /** How a container separates its members: opening, separator and closing white space. */
  private layout(container: Node, members: Node[]) {
    const first = members[0];
    const last = members[members.length - 1];
    if (!first || !last) {
      const indent = this.indentOf(container);
      const open = this.eol + indent + this.unit;
      return {
        open,
        separator: `,${open}`,
        close: this.eol + indent,
        memberIndent: indent + this.unit,
      };
    }
    const open = this.text.slice(container.offset + 1, first.offset);
    const second = members[1];
    const separator = second
      ? this.text.slice(first.offset + first.length, second.offset)
      : open.includes('\n')
        ? `,${open}`
        : ', ';
    const close = this.text.slice(
      last.offset + last.length,
      container.offset + container.length - 1,
    );
    return { open, separator, close, memberIndent: this.indentOf(first) };
  }

  /** The text of `node` (whose value was `before`) once its value is `after`. */
  render(node: Node, before: unknown, after: unknown): string {
    if (deepEqual(before, after)) return this.slice(node);
    if (node.type === 'object' && isObject(before) && isObject(after))
      return this.renderObject(node, before, after);
    if (node.type === 'array' && Array.isArray(before) && Array.isArray(after))
      return this.renderArray(node, before, after);
    return this.format(after, this.indentOf(node));
  }

  /** Copies a container's text with some members' values written anew (same members). */
  private splice(container: Node, parts: Array<{ node: Node; text: string }>): string {
    let out = '';
    let position = container.offset;
    for (const part of parts) {
      out += this.text.slice(position, part.node.offset) + part.text;
      position = part.node.offset + part.node.length;
    }
    return out + this.text.slice(position, container.offset + container.length);
  }

  private renderObject(
    node: Node,
    before: Record<string, Json>,
    after: Record<string, Json>,
  ): string {
    const properties = (node.children ?? []).filter(
      (child) => child.type === 'property' && child.children?.length === 2,
    );
    const keyOf = (property: Node) => String(property.children![0]!.value);
    const valueOf = (property: Node) => property.children![1]!;
    const kept = properties.filter((property) => Object.hasOwn(after, keyOf(property)));
    const added = Object.keys(after).filter((key) => !Object.hasOwn(before, key));
    if (kept.length === properties.length && added.length === 0) {
      return this.splice(
        node,
        properties.map((property) => ({
          node: valueOf(property),
          text: this.render(valueOf(property), before[keyOf(property)], after[keyOf(property)]),
        })),
      );
    }
    const { open, separator, close, memberIndent } = this.layout(node, properties);
    const members = [
      ...kept.map(
        (property) =>
          this.text.slice(property.offset, valueOf(property).offset) +
          this.render(valueOf(property), before[keyOf(property)], after[keyOf(property)]),
      ),
      ...added.map((key) => `${JSON.stringify(key)}: ${this.format(after[key], memberIndent)}`),
    ];
    return members.length === 0 ? '{}' : `{${open}${members.join(separator)}${close}}`;
  }

  private renderArray(node: Node, before: Json[], after: Json[]): string {
    const items = node.children ?? [];
    const pairs = matchItems(before, after);
    if (
      pairs.length === before.length &&
      pairs.length === after.length &&
      items.length === before.length
    ) {
      return this.splice(
        node,
        pairs.map(([old, index]) => ({
          node: items[old]!,
          text: this.render(items[old]!, before[old], after[index]),
        })),
      );
    }
    const oldFor = new Map(pairs.map(([old, index]) => [index, old]));
    const { open, separator, close, memberIndent } = this.layout(node, items);
    const members = after.map((item, index) => {
      const old = oldFor.get(index);
      const oldNode = old === undefined ? undefined : items[old];
      return oldNode ? this.render(oldNode, before[old!], item) : this.format(item, memberIndent);
    });
    return members.length === 0 ? '[]' : `[${open}${members.join(separator)}${close}]`;
  }
}

/**
 * The JSON `text` edited so it parses to `value`, changing only the lines of the values that
 * differ (new keys go after the existing ones, removed keys and array items are cut out, array
 * items are followed by their step `id`).
 */
export function editJsonText(text: string, before: unknown, value: unknown): string {
  const formatting = detectFormatting(text);
  const root = parseTree(text);
  const editor = new TextEditor(text, formatting);
  if (!root)
    return `${JSON.stringify(value, null, formatting.insertSpaces ? ' '.repeat(formatting.tabSize) : '\t')}${formatting.eol}`;
  return (
    text.slice(0, root.offset) +
    editor.render(root, before, value) +
    text.slice(root.offset + root.length)
  );
}
