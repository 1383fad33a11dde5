/**
 * Feature flags as buyer code (checkout/, templates/) reads them: the page's flags and the
 * rules that turn a flag into a decision. How flags are fetched, polled and evaluated stays in
 * platform/flags/ (docs/integrations.md), out of the buyer code's reach (ESLint).
 */
export type { FeatureFlags } from '@/platform/flags/featureFlags';
export { isPixEnabled, showsReferrerList } from '@/platform/flags/featureFlags';
export { useFeatureFlags } from '@/platform/flags/FeatureFlagsProvider';
