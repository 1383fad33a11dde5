import { templateRoutes } from '@/schemas/generated/templateRoutes';
import type { RouteTable } from '@/checkout/navigation/stepHref';

/**
 * The route of every registered template, by template id (generated from
 * `templates/<id>/template.json`). Shared by the server and the navigation hook. Read from the
 * generated route list, not the registry (the registry imports every template, and templates
 * navigate) nor the whole manifest (its journeys would reach every buyer page).
 */
export const routeTable: RouteTable = templateRoutes;
