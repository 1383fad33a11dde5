import Ajv2020 from 'ajv/dist/2020';
import type { Options } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';
import { schemaFormats } from '@/lib/schemaFormats/schemaFormats';
import type { SchemaSources } from './schemaSources';
import type { JsonObject } from './jsonValue';
import { EDITOR_KEYWORDS, STUDIO_KEYWORDS } from './editorKeywords';
import { stripAnnotations } from './stripAnnotations';

/** Options every Trilha schema is compiled with, at generation time and in the benchmark. */
export const SCHEMA_AJV_OPTIONS: Options = {
  strict: true,
  allErrors: true,
  discriminator: true,
  formats: schemaFormats,
};

/**
 * How standalone validators name the format checks: `schemaFormats["date-time"]`, against
 * `SCHEMA_FORMATS_IMPORT` (the same functions ajv ran at build time).
 */
export const SCHEMA_FORMATS_CODE = _`schemaFormats`;

/**
 * An ajv (draft 2020-12) instance holding every schema of the registry: the hand-written
 * schemas, the generated step schema and each template's props schema. Only build-time code
 * (generate, tests, benchmark) calls this; the app uses the generated standalone validators.
 * `withAnnotations: false` drops titles, descriptions and examples, which never change what a
 * schema accepts (the generated validators are built that way to stay small).
 */
export function createSchemaAjv(
  sources: SchemaSources,
  stepSchema: JsonObject,
  options: Options = {},
  { withAnnotations = true }: { withAnnotations?: boolean } = {},
): Ajv2020 {
  const ajv = new Ajv2020({
    ...SCHEMA_AJV_OPTIONS,
    ...options,
    code: { ...options.code, formats: SCHEMA_FORMATS_CODE },
  });
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'array' });
  for (const keyword of STUDIO_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'string' });
  const add = (schema: JsonObject): void => {
    ajv.addSchema(withAnnotations ? schema : stripAnnotations(schema));
  };
  for (const source of sources.schemas) add(source.schema);
  add(stepSchema);
  for (const template of sources.templates) add(template.propsSchema);
  return ajv;
}
