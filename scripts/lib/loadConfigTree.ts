import fs from 'node:fs';
import path from 'node:path';
import { kindFromLocation, kindFromSchemaDeclaration } from './configFileKind';
import type { ConfigKind } from './configFileKind';
import { parseJsonDocument } from './jsonLocation';
import type { JsonDocument, JsonSyntaxError } from './jsonLocation';
import { isJsonObject } from './jsonValue';
import { ToolError } from './toolError';

/** One JSON file of a configuration tree, parsed. */
export interface ConfigFile {
  /** Posix path relative to the root, e.g. `brands/medvalida/products/MS.json`. */
  file: string;
  /** The kind by location, else by `$schema`; undefined when neither says. */
  kind: ConfigKind | undefined;
  /** The parsed document, unless the file is not valid JSON. */
  document: JsonDocument | undefined;
  syntaxError: JsonSyntaxError | undefined;
  /** The `$schema` the file declares, if any. */
  declaredSchema: string | undefined;
}

function listJsonFiles(rootDir: string, relativeDir: string): string[] {
  const absolute = path.join(rootDir, relativeDir);
  if (!fs.existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.posix.join(relativeDir, entry.name);
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) found.push(...listJsonFiles(rootDir, relative));
    else if (entry.isFile() && entry.name.endsWith('.json')) found.push(relative);
  }
  return found.sort();
}

/**
 * Texts that stand in for files of a tree (posix path relative to the root → text), so a tree
 * can be validated with an edited file in place before it is written (the studio's save).
 */
export type ConfigOverrides = ReadonlyMap<string, string>;

/** Reads and parses one configuration file (or its override); a syntax error is recorded, never thrown. */
export function loadConfigFile(
  rootDir: string,
  file: string,
  overrides?: ConfigOverrides,
): ConfigFile {
  const text = overrides?.get(file) ?? fs.readFileSync(path.join(rootDir, file), 'utf8');
  const parsed = parseJsonDocument(text);
  if (!parsed.ok) {
    return {
      file,
      kind: kindFromLocation(file),
      document: undefined,
      syntaxError: parsed.error,
      declaredSchema: undefined,
    };
  }
  const data = parsed.document.data;
  const declaredSchema =
    isJsonObject(data) && typeof data.$schema === 'string' ? data.$schema : undefined;
  const kind =
    kindFromLocation(file) ??
    (declaredSchema === undefined ? undefined : kindFromSchemaDeclaration(declaredSchema));
  return { file, kind, document: parsed.document, syntaxError: undefined, declaredSchema };
}

/**
 * Loads every JSON file under `<rootDir>/brands` (sorted), plus `extraFiles` (posix paths
 * relative to the root, e.g. `templates/lead/template.json`) that are not already among them.
 * Cross-file rules need the whole brands tree even when only one file is being checked.
 */
export function loadConfigTree(
  rootDir: string,
  extraFiles: readonly string[] = [],
  overrides?: ConfigOverrides,
): ConfigFile[] {
  const files = listJsonFiles(rootDir, 'brands');
  const known = new Set(files);
  for (const extra of extraFiles) {
    if (!known.has(extra)) {
      files.push(extra);
      known.add(extra);
    }
  }
  for (const file of overrides?.keys() ?? []) {
    if (file.startsWith('brands/') && !known.has(file)) {
      files.push(file);
      known.add(file);
    }
  }
  return files.map((file) => loadConfigFile(rootDir, file, overrides));
}

/** Expands files and folders (absolute or relative to `rootDir`) into posix JSON file paths relative to the root. */
export function expandConfigPaths(rootDir: string, paths: readonly string[]): string[] {
  const found = new Set<string>();
  for (const given of paths) {
    const absolute = path.resolve(rootDir, given);
    const relative = path.relative(rootDir, absolute).split(path.sep).join('/');
    if (!fs.existsSync(absolute))
      throw new ToolError('missing-path', `arquivo ou pasta inexistente: ${given}`);
    if (relative.startsWith('../')) {
      throw new ToolError('outside-root', `${given} está fora da raiz sendo validada (${rootDir})`);
    }
    if (fs.statSync(absolute).isDirectory()) {
      for (const file of listJsonFiles(rootDir, relative === '' ? '.' : relative))
        found.add(file.replace(/^\.\//, ''));
    } else found.add(relative);
  }
  return [...found].sort();
}
