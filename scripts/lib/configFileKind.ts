import path from 'node:path';

/** The kinds of configuration file `npm run validate` knows, each with its own schema. */
export type ConfigKind = 'brand' | 'theme' | 'product' | 'catalogue' | 'template';

/** Schema file (in `schemas/`) of each kind. */
export const SCHEMA_FILE_BY_KIND: Readonly<Record<ConfigKind, string>> = {
  brand: 'brand.schema.json',
  theme: 'theme.schema.json',
  product: 'product-config.schema.json',
  catalogue: 'catalogue.schema.json',
  template: 'template.schema.json',
};

const LOCATIONS: ReadonlyArray<[RegExp, ConfigKind]> = [
  [/^brands\/[^/]+\/brand\.json$/, 'brand'],
  [/^brands\/[^/]+\/themes\/[^/]+\.json$/, 'theme'],
  [/^brands\/[^/]+\/products\/[^/]+\.json$/, 'product'],
  [/^brands\/[^/]+\/catalogue\.json$/, 'catalogue'],
  [/^templates\/[^/]+\/template\.json$/, 'template'],
];

/** The kind a file has by where it is (posix path relative to the root), if any. */
export function kindFromLocation(file: string): ConfigKind | undefined {
  return LOCATIONS.find(([pattern]) => pattern.test(file))?.[1];
}

/** The kind a `$schema` value names by its file name (`../../schemas/brand.schema.json` → brand). */
export function kindFromSchemaDeclaration(declared: string): ConfigKind | undefined {
  const name = declared.split(/[\\/]/).pop();
  return (Object.keys(SCHEMA_FILE_BY_KIND) as ConfigKind[]).find(
    (kind) => SCHEMA_FILE_BY_KIND[kind] === name,
  );
}

/** The `$schema` a file of `kind` at `file` must declare: the relative path to its schema. */
export function expectedSchemaDeclaration(file: string, kind: ConfigKind): string {
  return path.posix.relative(path.posix.dirname(file), `schemas/${SCHEMA_FILE_BY_KIND[kind]}`);
}
