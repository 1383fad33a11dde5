import { templateRoutes } from '@/schemas/generated/templateRoutes';

/**
 * The route of every registered template, by template id (generated from
 * templates/<id>/template.json). Shared by the server and the navigation hook; only routes,
 * so buyer pages do not download the manifest's descriptions.
 */
export const routeTable: Readonly<Record<string, string>> = templateRoutes;
