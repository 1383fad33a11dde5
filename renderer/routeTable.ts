import { templateManifest } from '@/schemas/generated/templateManifest';

/**
 * The route of every registered template, by template id, derived from the generated
 * manifest (templates/<id>/template.json). Shared by the server and the navigation hook.
 */
export const routeTable: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(templateManifest).map((entry) => [entry.id, entry.route]),
);
