import { templateManifest } from '@/schemas/generated/templateManifest';
import type { RouteTable } from '@/checkout/navigation/stepHref';

/**
 * The route of every registered template, by template id (from the generated manifest, i.e.
 * `templates/<id>/template.json`). Shared by the server and the navigation hook. Read from the
 * manifest, not the registry: the registry imports every template, and templates navigate.
 */
export const routeTable: RouteTable = Object.fromEntries(
  Object.values(templateManifest).map((entry) => [entry.id, entry.route]),
);
