import { findDuplicateKeys, locatePointer, parseJsonDocument } from '@/scripts/lib/jsonLocation';
import type { JsonDocument } from '@/scripts/lib/jsonLocation';

function parse(text: string): JsonDocument {
  const result = parseJsonDocument(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.document;
}

describe('parseJsonDocument', () => {
  it.each([
    [
      '{\n  "a": 1\n  "b": 2\n}\n',
      3,
      3,
      "JSON inválido: esperava ',' entre os valores (ou um fechamento)",
    ],
    ['{\n  "a": [1, 2,]\n}', 2, 13, "JSON inválido: vírgula sobrando antes de ']'; remova-a"],
    ['{\n  // note\n  "a": 1\n}', 2, 3, 'JSON inválido: JSON não aceita comentários'],
    ['{\n  "a": "unterminated\n}', 2, 8, 'JSON inválido: texto sem aspas de fechamento'],
    ['', 1, 1, 'JSON inválido: esperava um valor'],
    ["{ 'a': 1 }", 1, 3, 'JSON inválido: caractere inesperado'],
  ])(
    'should report the syntax error of %j at its line and column',
    (text, line, column, message) => {
      expect(parseJsonDocument(text)).toEqual({ ok: false, error: { line, column, message } });
    },
  );

  it('should parse valid JSON into its value', () => {
    expect(parse('{"a": [1, {"b": null}]}').data).toEqual({ a: [1, { b: null }] });
  });
});

describe('locatePointer', () => {
  const document = parse(
    '{\n  "steps": [\n    { "id": "lead", "props": {} },\n    { "id": "a/b" }\n  ]\n}\n',
  );

  it('should locate a value, a key, an array item and the root', () => {
    expect(locatePointer(document, '/steps/0/id')).toEqual({ line: 3, column: 13 });
    expect(locatePointer(document, '/steps/0/id', 'key')).toEqual({ line: 3, column: 7 });
    expect(locatePointer(document, '/steps/1')).toEqual({ line: 4, column: 5 });
    expect(locatePointer(document, '')).toEqual({ line: 1, column: 1 });
  });

  it('should fall back to the deepest existing ancestor of a missing path', () => {
    expect(locatePointer(document, '/steps/0/props/media/logo')).toEqual({ line: 3, column: 30 });
  });
});

describe('findDuplicateKeys', () => {
  it('should find a key repeated in the same object, with its position', () => {
    const document = parse('{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}');
    expect(findDuplicateKeys(document)).toEqual([
      { pointer: '/b', key: 'c', offset: 23 },
      { pointer: '', key: 'a', offset: 32 },
    ]);
  });
});
