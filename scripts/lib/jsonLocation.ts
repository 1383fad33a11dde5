import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { parseJsonPointer } from './jsonPointer';

/** A 1-based line and column in a text file. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A parsed JSON file: its value plus the syntax tree that maps pointers back to positions. */
export interface JsonDocument {
  text: string;
  data: unknown;
  tree: Node;
  /** Offset of the first character of each line. */
  lineStarts: number[];
}

/** Why a JSON file could not be parsed, and where. */
export interface JsonSyntaxError extends TextPosition {
  message: string;
}

/** Either the parsed document or its first syntax error. */
export type JsonParseResult =
  | { ok: true; document: JsonDocument }
  | { ok: false; error: JsonSyntaxError };

/** How every syntax error starts. */
const INVALID_JSON = 'JSON inválido';

/** Sentences for jsonc-parser's error codes, by code name. */
const SYNTAX_SENTENCES: Readonly<Record<string, string>> = {
  InvalidSymbol: 'caractere inesperado',
  InvalidNumberFormat: 'número inválido',
  PropertyNameExpected: 'esperava um nome de propriedade entre aspas duplas',
  ValueExpected: 'esperava um valor',
  ColonExpected: "esperava ':' depois do nome da propriedade",
  CommaExpected: "esperava ',' entre os valores (ou um fechamento)",
  CloseBraceExpected: "esperava '}' para fechar o objeto",
  CloseBracketExpected: "esperava ']' para fechar a lista",
  EndOfFileExpected: 'há conteúdo depois do fim do valor JSON',
  InvalidCommentToken: 'JSON não aceita comentários',
  UnexpectedEndOfComment: 'JSON não aceita comentários',
  UnexpectedEndOfString: 'texto sem aspas de fechamento',
  UnexpectedEndOfNumber: 'número incompleto',
  InvalidUnicode: 'escape \\u inválido num texto',
  InvalidEscapeCharacter: 'caractere de escape inválido num texto',
  InvalidCharacter: 'caractere inválido num texto (caracteres de controle precisam de escape)',
};

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '\n') starts.push(index + 1);
  }
  return starts;
}

/** Offset of a ',' that directly precedes the closing bracket at `offset`, if that is the error. */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  const closing = text[offset];
  if (closing !== '}' && closing !== ']') return undefined;
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index] ?? '')) index--;
  return text[index] === ',' ? index : undefined;
}

/** Converts a character offset into a 1-based line and column. */
export function offsetToPosition(lineStarts: readonly number[], offset: number): TextPosition {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

/**
 * Parses the text of a JSON file strictly (no comments, no trailing commas). On a syntax error
 * returns its position and a plain sentence instead of throwing.
 */
export function parseJsonDocument(text: string): JsonParseResult {
  const lineStarts = computeLineStarts(text);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const [first] = errors;
  if (first !== undefined) {
    const trailingComma = trailingCommaBefore(text, first.offset);
    if (trailingComma !== undefined) {
      return {
        ok: false,
        error: {
          ...offsetToPosition(lineStarts, trailingComma),
          message: `${INVALID_JSON}: vírgula sobrando antes de '${text[first.offset] ?? ''}'; remova-a`,
        },
      };
    }
    const sentence = SYNTAX_SENTENCES[printParseErrorCode(first.error)];
    return {
      ok: false,
      error: {
        ...offsetToPosition(lineStarts, first.offset),
        message: sentence === undefined ? INVALID_JSON : `${INVALID_JSON}: ${sentence}`,
      },
    };
  }
  if (tree === undefined) {
    return {
      ok: false,
      error: { line: 1, column: 1, message: `${INVALID_JSON}: o arquivo está vazio` },
    };
  }
  try {
    return { ok: true, document: { text, data: JSON.parse(text) as unknown, tree, lineStarts } };
  } catch (error) {
    // jsonc-parser accepted something JSON.parse refuses: report JSON.parse's reason at the start.
    return {
      ok: false,
      error: { line: 1, column: 1, message: `${INVALID_JSON}: ${(error as Error).message}` },
    };
  }
}

function childAt(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') {
    if (!/^\d+$/.test(segment)) return undefined;
    return node.children?.[Number(segment)];
  }
  if (node.type === 'object') {
    // The last occurrence wins, as in JSON.parse.
    const properties = (node.children ?? []).filter(
      (property) => property.children?.[0]?.value === segment,
    );
    return properties[properties.length - 1]?.children?.[1];
  }
  return undefined;
}

/**
 * Position of the value at `pointer` (or, with `target: 'key'`, of its property name) in the
 * document. When the path does not exist, the position of its deepest existing ancestor.
 */
export function locatePointer(
  document: JsonDocument,
  pointer: string,
  target: 'value' | 'key' = 'value',
): TextPosition {
  let node = document.tree;
  for (const segment of parseJsonPointer(pointer)) {
    const child = childAt(node, segment);
    if (child === undefined) return offsetToPosition(document.lineStarts, node.offset);
    node = child;
  }
  if (target === 'key' && node.parent?.type === 'property') {
    const key = node.parent.children?.[0];
    if (key !== undefined) return offsetToPosition(document.lineStarts, key.offset);
  }
  return offsetToPosition(document.lineStarts, node.offset);
}

/** Every property name that occurs twice in the same object, with the pointer of its object. */
export function findDuplicateKeys(
  document: JsonDocument,
): Array<{ pointer: string; key: string; offset: number }> {
  const found: Array<{ pointer: string; key: string; offset: number }> = [];
  const walk = (node: Node, pointer: string): void => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const keyNode = property.children?.[0];
        const valueNode = property.children?.[1];
        const key = typeof keyNode?.value === 'string' ? keyNode.value : undefined;
        if (key === undefined || keyNode === undefined) continue;
        if (seen.has(key)) found.push({ pointer, key, offset: keyNode.offset });
        seen.add(key);
        if (valueNode !== undefined)
          walk(valueNode, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, index) => walk(child, `${pointer}/${index}`));
    }
  };
  walk(document.tree, '');
  return found;
}
