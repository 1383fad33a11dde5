// The standalone build with explicit plugins: the default entry loads plugins with a dynamic
// import, which Jest cannot run without --experimental-vm-modules.
import { format } from 'prettier/standalone';
import * as estreePlugin from 'prettier/plugins/estree';
import * as typescriptPlugin from 'prettier/plugins/typescript';
import type { Plugin } from 'prettier';
import type Ajv2020 from 'ajv/dist/2020';
import { buildPhoneNumberingModule, loadPhoneMetadata } from './buildPhoneNumbering';
import { buildStepSchema } from './buildStepSchema';
import { buildTypes, collectUnits, namesByTarget } from './buildTypes';
import { loadApiSources } from './apiSources';
import { buildApiOpenApi } from './buildApiOpenApi';
import { buildApiRoutesModule } from './buildApiRoutes';
import { buildApiTypes } from './buildApiTypes';
import { apiTypeNames, apiValidatorExports, buildApiOperationsModule } from './buildApiValidators';
import {
  buildTemplateManifestModule,
  buildTemplateComponentsModule,
  buildTemplateRegistryModule,
  buildTemplateRoutesModule,
} from './buildRegistryModules';
import { createSchemaAjv } from './createSchemaAjv';
import { loadSchemaSources } from './schemaSources';
import type { SchemaSources, TemplateSource } from './schemaSources';
import { schemaIdOf } from './schemaIds';
import { ToolError } from './toolError';
import { checkSchemaFormats } from './schemaFormatRules';
import type { JsonObject } from './jsonValue';
import { platformValidatorExports } from './validatorExports';
import { buildApiValidatorFiles, buildPlatformValidatorFiles } from './buildSplitValidators';
import type { SplitFile } from './buildSplitValidators';

/** One file `npm run generate` writes into `schemas/generated/`. */
export interface GeneratedFile {
  /** File name inside the output folder. */
  name: string;
  content: string;
}

// prettier/plugins/estree.d.ts declares no exports (`export {}`) although the module is a plugin.
const ESTREE_PLUGIN = estreePlugin as unknown as Plugin;

/** Prettier options of the repo (`.prettierrc.json`), fixed here so output never depends on cwd. */
const PRETTIER_OPTIONS = { singleQuote: true, printWidth: 100, trailingComma: 'all' } as const;

/** The files with their TypeScript declarations formatted like the repo's (the code is ajv's). */
async function formatDeclarations(
  files: readonly SplitFile[],
  prettier: (text: string) => Promise<string>,
): Promise<GeneratedFile[]> {
  return Promise.all(
    files.map(async (file) =>
      file.name.endsWith('.d.ts') ? { ...file, content: await prettier(file.content) } : file,
    ),
  );
}

function propsSource(template: TemplateSource): { file: string; schema: JsonObject } {
  return { file: template.propsFile, schema: template.propsSchema };
}

/** Compiles a template's props schema, blaming its file when ajv refuses it. */
function compilePropsSchema(ajv: Ajv2020, template: TemplateSource): void {
  try {
    ajv.getSchema(schemaIdOf(template.propsFile));
  } catch (error) {
    throw new ToolError(
      'invalid-props-schema',
      `ajv cannot compile it: ${(error as Error).message}`,
      template.propsFile,
    );
  }
}

function checkUniqueRoutes(templates: readonly TemplateSource[]): void {
  const byRoute = new Map<string, string>();
  for (const template of templates) {
    const other = byRoute.get(template.route);
    if (other !== undefined) {
      throw new ToolError(
        'duplicate-route',
        `route '${template.route}' is already the route of template '${other}'`,
        template.manifestFile,
      );
    }
    byRoute.set(template.route, template.id);
  }
}

/**
 * Computes every generated file from the schemas and templates under `rootDir`, in memory:
 * `step.schema.json`, `validators.js`, `validators.d.ts`, `types.ts`, `templateManifest.ts`,
 * `templateComponents.ts` and `templateRegistry.ts`; and from the API contract under `schemas/api/`: `apiTypes.ts`,
 * `apiValidators.js`, `apiValidators.d.ts`, `apiOperations.ts`, `apiRoutes.ts` and
 * `apiOpenApi.json`; and from
 * libphonenumber-js's metadata (a devDependency): `phoneNumbering.ts`. Same input, same bytes.
 */
export async function buildGeneratedFiles(
  rootDir: string,
  sources: SchemaSources = loadSchemaSources(rootDir),
): Promise<GeneratedFile[]> {
  checkUniqueRoutes(sources.templates);
  for (const source of [...sources.schemas, ...sources.templates.map(propsSource)]) {
    checkSchemaFormats(rootDir, source.file, source.schema);
  }
  const stepSchema = buildStepSchema(sources.templates);
  const ajv = createSchemaAjv(
    sources,
    stepSchema,
    { code: { source: true, esm: true, lines: true }, inlineRefs: false },
    { withAnnotations: false },
  );

  const validateManifest = ajv.getSchema(schemaIdOf('schemas/template.schema.json'));
  if (validateManifest === undefined) {
    throw new ToolError('missing-schema', 'schemas/template.schema.json is missing');
  }
  for (const template of sources.templates) {
    if (!validateManifest(template.manifest)) {
      const details = (validateManifest.errors ?? [])
        .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
        .join('; ');
      throw new ToolError(
        'invalid-template',
        `does not match template.schema.json: ${details}`,
        template.manifestFile,
      );
    }
  }

  for (const template of sources.templates) compilePropsSchema(ajv, template);

  const prettier = (text: string): Promise<string> =>
    format(text, {
      ...PRETTIER_OPTIONS,
      parser: 'typescript',
      plugins: [ESTREE_PLUGIN, typescriptPlugin],
    });
  const api = loadApiSources(rootDir, sources);
  for (const source of api.schemas) checkSchemaFormats(rootDir, source.file, source.schema);
  // The API contract's files exist only where there is a contract (schemas/api/operations.json).
  const apiNames = apiTypeNames(api);
  const apiExports = apiValidatorExports(api, apiNames);
  const platformNames = namesByTarget(collectUnits(sources, stepSchema), sources);
  const apiFiles: GeneratedFile[] =
    api.operations.length === 0
      ? []
      : [
          {
            name: 'apiTypes.ts',
            content: await prettier(await buildApiTypes(api, apiNames, platformNames)),
          },
          ...(await formatDeclarations(
            buildApiValidatorFiles(sources, stepSchema, api, apiExports),
            prettier,
          )),
          {
            name: 'apiOperations.ts',
            content: await prettier(buildApiOperationsModule(api, sources.schemas)),
          },
          {
            name: 'apiRoutes.ts',
            content: await prettier(buildApiRoutesModule(api, apiNames, platformNames)),
          },
          {
            name: 'apiOpenApi.json',
            content: `${JSON.stringify(buildApiOpenApi(api, sources.schemas), null, 2)}\n`,
          },
        ];
  return [
    ...apiFiles,
    {
      name: 'phoneNumbering.ts',
      content: await prettier(buildPhoneNumberingModule(loadPhoneMetadata())),
    },
    { name: 'step.schema.json', content: `${JSON.stringify(stepSchema, null, 2)}\n` },
    ...(await formatDeclarations(
      buildPlatformValidatorFiles(sources, stepSchema, platformValidatorExports()),
      prettier,
    )),
    { name: 'types.ts', content: await prettier(await buildTypes(sources, stepSchema)) },
    {
      name: 'templateManifest.ts',
      content: await prettier(buildTemplateManifestModule(sources.templates)),
    },
    {
      name: 'templateComponents.ts',
      content: await prettier(buildTemplateComponentsModule(sources.templates)),
    },
    {
      name: 'templateRegistry.ts',
      content: await prettier(buildTemplateRegistryModule(sources.templates)),
    },
    {
      name: 'templateRoutes.ts',
      content: await prettier(buildTemplateRoutesModule(sources.templates)),
    },
  ];
}
