/**
 * The brand configuration as the page carries it to the browser: `brand.json` is public data
 * (links, flags, display names), so the whole validated file travels, typed by the generated
 * brand type.
 */
export type { Brand as BrandPublic } from '@/schemas/generated/types';
