/**
 * Base URI of every schema `$id`. A schema's `$id` is this base plus its path in the repo
 * (`schemas/brand.schema.json`, `templates/lead/props.schema.json`), so a relative `$ref`
 * resolves to the same file whether a tool follows ids or file paths.
 */
export const SCHEMA_BASE_URI = 'https://trilha.dev/';

/** The stable `$id` of the schema stored at `repoPath` (posix path relative to the repo root). */
export function schemaIdOf(repoPath: string): string {
  return `${SCHEMA_BASE_URI}${repoPath}`;
}

/** Repo path of the generated step schema. */
export const STEP_SCHEMA_PATH = 'schemas/generated/step.schema.json';

/** Repo path of a template's props schema. */
export function templatePropsPath(templateId: string): string {
  return `templates/${templateId}/props.schema.json`;
}

/** Turns a kebab-case id into PascalCase (`upsell-payment` → `UpsellPayment`). */
export function pascalCase(id: string): string {
  return id
    .split(/[-_]/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/** Turns a kebab-case id into camelCase (`upsell-payment` → `upsellPayment`). */
export function camelCase(id: string): string {
  const pascal = pascalCase(id);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}
