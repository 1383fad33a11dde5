/**
 * Cumulative layout shift of a screen, measured in the browser: the `layout-shift` entries the
 * page's PerformanceObserver reports (buffered, so from the document's navigation on), minus
 * those within 500 ms of the buyer's own input (`hadRecentInput`, as Chrome and web-vitals
 * count them), summed once the page has settled. Each shift names the elements that moved, so
 * a failing test says what jumped (the footer, a heading…).
 *
 * Shared by the layout tests and the journey walker, which can assert it on every screen: after
 * a client-side navigation, pass `since` (from `layoutShiftClock`, read before the action that
 * leads to the screen) so the earlier screen's shifts are not counted.
 */
import type { Page } from 'playwright-core';

/** One element a layout shift moved, and where it went (CSS px, viewport coordinates). */
export interface ShiftedElement {
  /** A readable description of the element: tag, id, role or label, first words of its text. */
  element: string;
  from: { top: number; height: number };
  to: { top: number; height: number };
}

/** One layout shift the page reported. */
export interface LayoutShiftEntry {
  /** Its score (impact fraction × distance fraction). */
  value: number;
  /** When it happened, in ms from the document's navigation. */
  at: number;
  moved: ShiftedElement[];
}

/** The layout shift of a screen: its score and every shift counted in it. */
export interface LayoutShiftReport {
  /** The sum of the counted shifts' values (the CLS of the screen). */
  score: number;
  entries: LayoutShiftEntry[];
}

/** Options of `measureLayoutShift`. */
export interface MeasureOptions {
  /** Count only shifts at or after this time (ms from navigation, see `layoutShiftClock`). */
  since?: number;
  /** The page is settled once no shift was reported for this long (ms); default 1000. */
  quietMs?: number;
  /** Gives up waiting for quiet after this long (ms) and reports what it saw; default 10000. */
  timeoutMs?: number;
}

/** The page's clock (ms from its navigation): pass it as `since` to measure what follows. */
export function layoutShiftClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Measures the layout shift of the page's current screen: waits until the page has settled (no
 * shift for `quietMs`, fonts loaded), then returns every shift since the navigation (or `since`)
 * that was not caused by the buyer's input, with its score and the elements it moved.
 */
export async function measureLayoutShift(
  page: Page,
  options: MeasureOptions = {},
): Promise<LayoutShiftReport> {
  const { since = 0, quietMs = 1000, timeoutMs = 10_000 } = options;
  const entries = await page.evaluate(
    async ({ since, quietMs, timeoutMs }) => {
      interface Shift extends PerformanceEntry {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }>;
      }
      const describe = (node: Node | null): string => {
        if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
        const tag = node.tagName.toLowerCase();
        const id = node.id ? `#${node.id}` : '';
        const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? '';
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${tag}${id}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
      };
      const seen: Shift[] = [];
      let last = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          seen.push(entry);
          last = performance.now();
        }
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      await document.fonts.ready;
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const check = () => {
          const now = performance.now();
          if (now - last >= quietMs || now - start >= timeoutMs) resolve();
          else setTimeout(check, 100);
        };
        setTimeout(check, quietMs);
      });
      observer.disconnect();
      return seen
        .filter((entry) => !entry.hadRecentInput && entry.startTime >= since)
        .map((entry) => ({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => ({
            element: describe(source.node),
            from: {
              top: Math.round(source.previousRect.top),
              height: Math.round(source.previousRect.height),
            },
            to: {
              top: Math.round(source.currentRect.top),
              height: Math.round(source.currentRect.height),
            },
          })),
        }));
    },
    { since, quietMs, timeoutMs },
  );
  const score = entries.reduce((sum, entry) => sum + entry.value, 0);
  return { score: Math.round(score * 10_000) / 10_000, entries };
}
