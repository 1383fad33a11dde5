/**
 * The tag manager's ecommerce events as buyer code (checkout/, templates/) pushes them. The
 * data layer and the event shapes stay in platform/analytics/ (docs/integrations.md), out of
 * the buyer code's reach (ESLint).
 */
export type { AnalyticsPage } from '@/platform/analytics/checkoutAnalytics';
export { checkoutAnalytics } from '@/platform/analytics/checkoutAnalytics';
