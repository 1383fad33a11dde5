/**
 * The one way code in platform/ reaches the scrubbing of lib/redaction/scrubSensitiveData.ts
 * (card data, documents, personal data), so that the browser downloads it once and never in a
 * buyer page's first load (issue 25: ~1.8 kB gzip of every page's first load, and a second
 * copy in the lazily loaded performance agent's chunk).
 * - On the server (and in Jest's node environment) it is required at once: the logger writes
 *   synchronously. Next.js inlines `typeof window` per bundle, so the browser bundle does not
 *   even reference that require.
 * - In the browser it is one lazily imported chunk, shared by the logger (platform/logger.ts,
 *   which holds its events until the scrubber is there) and the performance agent (which
 *   awaits it before it starts).
 */
import type * as ScrubSensitiveData from '@/lib/redaction/scrubSensitiveData';
import { lazyModule } from '@/lib/lazyModule';

export type Scrubber = typeof ScrubSensitiveData;

let loaded: Scrubber | undefined =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server by design (see above)
      (require('@/lib/redaction/scrubSensitiveData') as Scrubber)
    : undefined;
/** The browser's import of the scrubber's chunk: once, and again after a failed load. */
const importScrubber = lazyModule(() => import('@/lib/redaction/scrubSensitiveData'));

/** The scrubber if it is already there (always on the server), else undefined. */
export function loadedScrubber(): Scrubber | undefined {
  return loaded;
}

/**
 * The scrubber, importing its chunk on the first call. A failed import (the network dropped)
 * is forgotten, so the next call tries again.
 */
export function loadScrubber(): Promise<Scrubber> {
  if (loaded) return Promise.resolve(loaded);
  return importScrubber().then((module) => (loaded = module));
}
