import fs from 'node:fs';
import path from 'node:path';
import { isSchemaFormatName, schemaFormats } from '@/lib/schemaFormats/schemaFormats';
import { isJsonObject } from './jsonValue';
import type { JsonValue } from './jsonValue';
import { locatePointer, parseJsonDocument } from './jsonLocation';
import { ToolError } from './toolError';

/** Keywords whose value is data, not a schema: a `format` inside them is not a format. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** JSON pointers of every `format` keyword of a schema whose value is not a supported format. */
export function unsupportedFormats(
  value: JsonValue,
  pointer = '',
): { pointer: string; name: string }[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unsupportedFormats(item, `${pointer}/${index}`));
  }
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, sub]) => {
    const at = `${pointer}/${escapePointer(key)}`;
    if (key === 'format' && typeof sub === 'string') {
      return isSchemaFormatName(sub) ? [] : [{ pointer: at, name: sub }];
    }
    return DATA_KEYWORDS.has(key) ? [] : unsupportedFormats(sub, at);
  });
}

/**
 * Refuses a schema file that names a `format` Trilha does not check (ajv would otherwise stop
 * the generation with a stack trace naming no file), pointing at `file:line:column`.
 */
export function checkSchemaFormats(rootDir: string, file: string, schema: JsonValue): void {
  const [first] = unsupportedFormats(schema);
  if (first === undefined) return;
  const parsed = parseJsonDocument(fs.readFileSync(path.join(rootDir, file), 'utf8'));
  const at = parsed.ok ? locatePointer(parsed.document, first.pointer) : { line: 1, column: 1 };
  const supported = Object.keys(schemaFormats).join(', ');
  throw new ToolError(
    'unsupported-format',
    `"format": "${first.name}" is not a format Trilha checks; use one of ${supported} (lib/schemaFormats/schemaFormats.ts), or a "pattern"`,
    `${file}:${at.line}:${at.column}`,
  );
}
