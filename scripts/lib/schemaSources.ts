import fs from 'node:fs';
import path from 'node:path';
import { isJsonObject } from './jsonValue';
import type { JsonObject } from './jsonValue';
import { pascalCase, schemaIdOf, templatePropsPath } from './schemaIds';
import { ToolError } from './toolError';

/** One hand-written schema of `schemas/`. */
export interface SchemaSource {
  /** Posix path relative to the root, e.g. `schemas/brand.schema.json`. */
  file: string;
  /** The schema's `$id`. */
  id: string;
  schema: JsonObject;
}

/** One template folder of `templates/`: its manifest, props schema and (when built) component. */
export interface TemplateSource {
  id: string;
  route: string;
  title: string;
  description: string;
  /** The parsed `template.json`. */
  manifest: JsonObject;
  /** Posix path of `template.json` relative to the root. */
  manifestFile: string;
  /** Posix path of the props schema relative to the root. */
  propsFile: string;
  propsSchema: JsonObject;
  /** Name of the exported component (`LeadTemplate`) when `<PascalId>Template.tsx` exists. */
  componentName: string | undefined;
}

/** Everything `npm run generate` reads: the schemas and the template registry. */
export interface SchemaSources {
  schemas: SchemaSource[];
  templates: TemplateSource[];
}

function readJsonObject(rootDir: string, file: string): JsonObject {
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolError('invalid-json', `is not valid JSON (${(error as Error).message})`, file);
  }
  if (!isJsonObject(value)) throw new ToolError('invalid-json', 'must hold a JSON object', file);
  return value;
}

function readString(object: JsonObject, key: string, file: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new ToolError('invalid-template', `'${key}' must be a non-empty string`, file);
  }
  return value;
}

/**
 * Reads the hand-written schemas (`schemas/*.schema.json`) and every template folder
 * (`templates/<id>/`) under `rootDir`, sorted by name so that everything derived from them is
 * deterministic. Throws a `ToolError` naming the file when a folder is incomplete or
 * inconsistent (id not equal to the folder name, wrong props `$id`).
 */
export function loadSchemaSources(rootDir: string): SchemaSources {
  const schemaFiles = fs
    .readdirSync(path.join(rootDir, 'schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const schemas = schemaFiles.map((name): SchemaSource => {
    const file = `schemas/${name}`;
    const schema = readJsonObject(rootDir, file);
    const id = schemaIdOf(file);
    if (schema.$id !== id) {
      throw new ToolError('wrong-schema-id', `$id must be '${id}'`, file);
    }
    return { file, id, schema };
  });

  const templatesDir = path.join(rootDir, 'templates');
  const templateIds = fs.existsSync(templatesDir)
    ? fs
        .readdirSync(templatesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const templates = templateIds.map((folder): TemplateSource => {
    const manifestFile = `templates/${folder}/template.json`;
    const propsFile = templatePropsPath(folder);
    for (const file of [manifestFile, propsFile]) {
      if (!fs.existsSync(path.join(rootDir, file))) {
        throw new ToolError(
          'incomplete-template',
          'is missing: every template folder has template.json and props.schema.json',
          file,
        );
      }
    }
    const manifest = readJsonObject(rootDir, manifestFile);
    const id = readString(manifest, 'id', manifestFile);
    if (id !== folder) {
      throw new ToolError(
        'invalid-template',
        `id '${id}' must equal the folder name '${folder}'`,
        manifestFile,
      );
    }
    const propsSchema = readJsonObject(rootDir, propsFile);
    const propsId = schemaIdOf(propsFile);
    if (propsSchema.$id !== propsId) {
      throw new ToolError('wrong-schema-id', `$id must be '${propsId}'`, propsFile);
    }
    const componentName = `${pascalCase(id)}Template`;
    const hasComponent = fs.existsSync(path.join(templatesDir, folder, `${componentName}.tsx`));
    return {
      id,
      route: readString(manifest, 'route', manifestFile),
      title: readString(manifest, 'title', manifestFile),
      description: readString(manifest, 'description', manifestFile),
      manifest,
      manifestFile,
      propsFile,
      propsSchema,
      componentName: hasComponent ? componentName : undefined,
    };
  });
  return { schemas, templates };
}
