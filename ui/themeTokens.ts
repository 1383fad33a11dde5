/**
 * The theme tokens of a brand (spec §3 "Theme tokens"), as `brands/<brand>/themes/<mode>.json`
 * holds them. The type is generated from `schemas/theme.schema.json`.
 */
export type { Theme as ThemeTokens } from '@/schemas/generated/types';
