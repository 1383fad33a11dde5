import type { ProductPlans, ProductV2Query } from '@/checkout/api/types';

/** The plans the server fetched for the page, with the query it asked them with (no lead id). */
export interface SeededProductPlans {
  query: ProductV2Query;
  plans: ProductPlans;
  /** When the server's call was made (ms since the epoch): the answer's age for the browser's cache. */
  fetchedAt: number;
}

/**
 * What the server fetched before rendering the step, by loader name (the template's
 * `template.json` `serverData`). A loader that failed or took too long is absent: the template
 * then fetches in the browser as it would without server data.
 */
export interface ServerData {
  productPlans?: SeededProductPlans;
}
