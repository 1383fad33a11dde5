import { templateRegistry } from '@/schemas/generated/templateRegistry';
import type { RouteTable } from '@/checkout/navigation/stepHref';

/**
 * The route of every registered template, by template id (from the generated registry, i.e.
 * `templates/<id>/template.json`). Shared by the server and the navigation hook.
 */
export const routeTable: RouteTable = Object.fromEntries(
  Object.values(templateRegistry).map((entry) => [entry.id, entry.route]),
);
