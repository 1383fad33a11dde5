import path from 'node:path';
import {
  validateBrand,
  validateCatalogue,
  validateProductConfig,
  validateTemplateManifest,
  validateTheme,
} from '@/schemas/generated/validators.js';
import type { GeneratedValidator } from '@/schemas/generated/validators.js';
import { templateManifest } from '@/schemas/generated/templateManifest';
import type { ConfigError, ConfigIssue } from './configError';
import {
  expectedSchemaDeclaration,
  kindFromSchemaDeclaration,
  SCHEMA_FILE_BY_KIND,
} from './configFileKind';
import type { ConfigKind } from './configFileKind';
import { checkBrandRules } from './brandRules';
import { checkCrossFileRules } from './crossFileRules';
import type { TemplateRoutes } from './flowRules';
import { describeSchemaError } from './describeSchemaError';
import { findDuplicateKeys, locatePointer, offsetToPosition } from './jsonLocation';
import { expandConfigPaths, loadConfigTree } from './loadConfigTree';
import type { ConfigFile, ConfigOverrides } from './loadConfigTree';
import { opsLocation } from './opsLocation';
import { SchemaIndex } from './schemaIndex';
import { schemaIdOf } from './schemaIds';

/** Root of this repository: where the schemas the generated validators were built from live. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const VALIDATOR_BY_KIND: Readonly<Record<ConfigKind, GeneratedValidator<unknown>>> = {
  brand: validateBrand,
  theme: validateTheme,
  product: validateProductConfig,
  catalogue: validateCatalogue,
  template: validateTemplateManifest,
};

let schemaIndex: SchemaIndex | undefined;

/** Options of `validateConfigTree`. */
export interface ValidateConfigTreeOptions {
  /** The template registry (id → route); the generated `templateManifest` by default. */
  templates?: TemplateRoutes;
  /** Texts validated in place of files of the tree (the studio checks an edit before writing it). */
  overrides?: ConfigOverrides;
  /** Where the schemas live (for error wording); this repository by default. */
  schemaRoot?: string;
}

/** What `validateConfigTreeReport` found: the files it checked and their errors. */
export interface ConfigTreeReport {
  /** Posix paths, relative to the root, of the files checked. */
  files: string[];
  /** Errors sorted by file, line and column. */
  errors: ConfigError[];
}

function fileIssues(
  file: ConfigFile,
  templateIds: readonly string[],
  schemaRoot: string = REPO_ROOT,
): ConfigIssue[] {
  const document = file.document;
  if (document === undefined) return [];
  const issues: ConfigIssue[] = [];
  for (const duplicate of findDuplicateKeys(document)) {
    issues.push({
      code: 'duplicate-key',
      pointer: `${duplicate.pointer}/${duplicate.key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      target: 'key',
      message: `a chave '${duplicate.key}' aparece mais de uma vez no mesmo objeto; só a última vale`,
    });
  }
  const kind = file.kind;
  if (kind === undefined) {
    issues.push({
      code: 'unknown-file',
      pointer: '',
      message:
        'nenhum esquema se aplica a este arquivo: ponha-o em brands/<marca>/brand.json, catalogue.json, themes/<modo>.json ou products/<CÓDIGO>.json, ou declare um "$schema" conhecido',
    });
    return issues;
  }
  const expected = expectedSchemaDeclaration(file.file, kind);
  if (file.declaredSchema === undefined) {
    issues.push({
      code: 'missing-schema-declaration',
      pointer: '',
      message: `falta "$schema": acrescente "$schema": "${expected}" para que os editores ofereçam autocompletar e documentação`,
    });
  } else if (file.declaredSchema !== expected) {
    const declaredKind = kindFromSchemaDeclaration(file.declaredSchema);
    const why =
      declaredKind !== undefined && declaredKind !== kind
        ? `declara o esquema ${SCHEMA_FILE_BY_KIND[declaredKind]}, mas um arquivo aqui é verificado contra ${SCHEMA_FILE_BY_KIND[kind]}`
        : `não leva a schemas/${SCHEMA_FILE_BY_KIND[kind]} a partir desta pasta`;
    issues.push({
      code: 'wrong-schema-declaration',
      pointer: '/$schema',
      message: `"$schema" '${file.declaredSchema}' ${why}; use "${expected}"`,
    });
  }
  const validate = VALIDATOR_BY_KIND[kind];
  if (!validate(document.data)) {
    schemaIndex ??= SchemaIndex.load(schemaRoot);
    const context = {
      data: document.data,
      rootSchemaId: schemaIdOf(`schemas/${SCHEMA_FILE_BY_KIND[kind]}`),
      schemas: schemaIndex,
      templateIds,
    };
    for (const error of validate.errors ?? []) {
      const issue = describeSchemaError(error, context);
      if (issue !== undefined) issues.push(issue);
    }
  }
  return issues;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toConfigError(file: ConfigFile, issue: ConfigIssue): ConfigError {
  const position =
    file.document === undefined
      ? { line: 1, column: 1 }
      : issue.code === 'duplicate-key'
        ? locateDuplicate(file, issue)
        : locatePointer(file.document, issue.pointer, issue.target);
  const where =
    file.kind === 'product' && file.document !== undefined
      ? opsLocation(file.document.data, issue.pointer)
      : undefined;
  return {
    code: issue.code,
    file: file.file,
    ...position,
    pointer: issue.pointer,
    ...(where === undefined ? {} : { where }),
    message: issue.message,
  };
}

function locateDuplicate(file: ConfigFile, issue: ConfigIssue): { line: number; column: number } {
  const document = file.document;
  if (document === undefined) return { line: 1, column: 1 };
  const duplicate = findDuplicateKeys(document).find(
    (found) =>
      `${found.pointer}/${found.key.replace(/~/g, '~0').replace(/\//g, '~1')}` === issue.pointer,
  );
  return duplicate === undefined
    ? locatePointer(document, issue.pointer, 'key')
    : offsetToPosition(document.lineStarts, duplicate.offset);
}

/**
 * Validates a configuration tree: every JSON file under `<rootDir>/brands` (or only `paths`,
 * files or folders relative to `rootDir`, which may also name `templates/<id>/template.json`)
 * against its schema with the generated validators, plus the cross-file, flow and brand rules
 * (brandRules.ts).
 * Cross-file rules always see the whole brands tree; with `paths`, only errors in those files
 * are returned. Returns the files checked and their errors, sorted.
 */
export function validateConfigTreeReport(
  rootDir: string,
  paths?: readonly string[],
  options: ValidateConfigTreeOptions = {},
): ConfigTreeReport {
  const templates: TemplateRoutes = options.templates ?? templateManifest;
  const templateIds = Object.keys(templates);
  const selected =
    paths === undefined || paths.length === 0 ? undefined : expandConfigPaths(rootDir, paths);
  const files = loadConfigTree(
    rootDir,
    selected?.filter((file) => !file.startsWith('brands/')) ?? [],
    options.overrides,
  );
  const byName = new Map(files.map((file) => [file.file, file]));
  const errors: ConfigError[] = [];
  for (const file of files) {
    if (file.syntaxError !== undefined) {
      const { line, column, message } = file.syntaxError;
      errors.push({ code: 'json-syntax', file: file.file, line, column, pointer: '', message });
      continue;
    }
    for (const issue of fileIssues(file, templateIds, options.schemaRoot))
      errors.push(toConfigError(file, issue));
  }
  for (const { file, issue } of [
    ...checkCrossFileRules(files, { rootDir, templates }),
    ...checkBrandRules(files),
  ]) {
    const loaded = byName.get(file);
    if (loaded !== undefined) errors.push(toConfigError(loaded, issue));
  }
  const wanted = selected === undefined ? undefined : new Set(selected);
  const checked = files
    .map((file) => file.file)
    .filter((file) => wanted === undefined || wanted.has(file));
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    if (wanted !== undefined && !wanted.has(error.file)) return false;
    const key = `${error.file}\u0000${error.pointer}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.pointer, b.pointer),
  );
  return { files: checked, errors: unique };
}

/**
 * Validates a configuration tree and returns its errors (empty when clean); see
 * `validateConfigTreeReport` for what is checked.
 */
export function validateConfigTree(
  rootDir: string,
  paths?: readonly string[],
  options: ValidateConfigTreeOptions = {},
): ConfigError[] {
  return validateConfigTreeReport(rootDir, paths, options).errors;
}
