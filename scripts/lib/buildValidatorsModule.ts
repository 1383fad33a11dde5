import standaloneCode from 'ajv/dist/standalone';
import type Ajv2020 from 'ajv/dist/2020';
import { GENERATED_BANNER } from './generatedBanner';
import { ToolError } from './toolError';

/** The import a validators module needs when its schemas use a `format` (see createSchemaAjv). */
export const SCHEMA_FORMATS_IMPORT =
  "import { schemaFormats } from '@/lib/schemaFormats/schemaFormats';";
import type { ValidatorExport } from './validatorExports';

/**
 * ajv's standalone code refers to a few runtime helpers with `require(...)`, which does not
 * belong in an ES module shipped to the browser. The ones our schemas can use are inlined.
 */
const INLINED_RUNTIME: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': [
    'function ucs2length(str) {',
    '  const len = str.length;',
    '  let length = 0;',
    '  let pos = 0;',
    '  let value;',
    '  while (pos < len) {',
    '    length++;',
    '    value = str.charCodeAt(pos++);',
    '    if (value >= 0xd800 && value <= 0xdbff && pos < len) {',
    '      value = str.charCodeAt(pos);',
    '      if ((value & 0xfc00) === 0xdc00) pos++;',
    '    }',
    '  }',
    '  return length;',
    '}',
  ].join('\n'),
  // Deep equality of JSON values (what fast-deep-equal does for parsed JSON), for uniqueItems.
  'require("ajv/dist/runtime/equal").default': [
    'function equal(a, b) {',
    '  if (a === b) return true;',
    "  if (a && b && typeof a === 'object' && typeof b === 'object') {",
    '    if (Array.isArray(a) !== Array.isArray(b)) return false;',
    '    if (Array.isArray(a)) {',
    '      if (a.length !== b.length) return false;',
    '      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;',
    '      return true;',
    '    }',
    '    const keys = Object.keys(a);',
    '    if (keys.length !== Object.keys(b).length) return false;',
    '    for (const key of keys) {',
    '      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;',
    '    }',
    '    return true;',
    '  }',
    '  return a !== a && b !== b;',
    '}',
  ].join('\n'),
};

/**
 * Builds one validators module: ajv standalone ES-module code exporting one validate function per
 * entry of `exports`. No schema is compiled when the module runs, so it needs no `new Function`
 * (no `unsafe-eval` in the Content-Security-Policy). `imports` are written at the top (the
 * modules a custom keyword's code calls).
 */
export function buildValidatorsModule(
  ajv: Ajv2020,
  exports: readonly ValidatorExport[],
  imports: readonly string[] = [],
): string {
  const refs: Record<string, string> = {};
  for (const entry of exports) refs[entry.name] = entry.schemaId;
  let code = standaloneCode(ajv, refs);
  for (const [call, inline] of Object.entries(INLINED_RUNTIME)) {
    code = code.split(call).join(`(${inline})`);
  }
  const leftover = /require\("([^"]+)"\)/.exec(code);
  if (leftover) {
    throw new ToolError(
      'unsupported-runtime',
      `the generated validators need the ajv runtime helper '${leftover[1]}', which is not inlined; avoid the schema keyword that needs it or inline it in scripts/lib/buildValidatorsModule.ts`,
    );
  }
  // Only a module whose schemas use a `format` calls the shared checks.
  const formatImports = code.includes('schemaFormats[') ? [SCHEMA_FORMATS_IMPORT] : [];
  const header = [
    `// ${GENERATED_BANNER}`,
    '// Standalone ajv validators of the Trilha schemas; see scripts/lib/buildValidatorsModule.ts.',
    '/* eslint-disable */',
    ...imports,
    ...formatImports,
  ].join('\n');
  return `${header}\n${code}\n`;
}
