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
import type { BrowserContext, Page } from 'playwright-core';

/** One element a layout shift moved, and where it went (CSS px, viewport coordinates). */
export interface ShiftedElement {
  /** A readable description of the element: tag, id, role or label, first words of its text. */
  element: string;
  from: { top: number; left: number; height: number; width: number };
  to: { top: number; left: number; height: number; width: number };
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

/**
 * A readable description of an element: tag, id, role or label, first words of its text, and
 * the elements it sits in up to the page's main landmarks. Runs in the page (serialized into
 * the init script below), so it uses nothing from this module.
 */
function describeNode(node: Node | null): string {
  if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
  const name = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const testId = element.getAttribute('data-testid');
    const label = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? '';
    return `${tag}${id}${testId ? `[data-testid=${testId}]` : ''}${label ? `[${label}]` : ''}`;
  };
  const path: string[] = [];
  for (let parent = node.parentElement; parent && path.length < 3; parent = parent.parentElement) {
    if (parent === document.body) break;
    path.unshift(name(parent));
  }
  const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${[...path, name(node)].join(' > ')}${text ? ` "${text}"` : ''}`;
}

/** Installed in every page before its own scripts: names the moved elements of each shift. */
const shiftNamer = `(() => {
  const describe = ${describeNode.toString()};
  const names = new Map();
  window.__trilhaShiftNames = names;
  window.__trilhaDescribeNode = describe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        names.set(entry.startTime, entry.sources.map((source) => describe(source.node)));
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
})();`;

/**
 * Names the elements each layout shift moves as it is reported, in every page of `context`
 * (browser.ts' `newContext` does it): `measureLayoutShift` then names an element removed since
 * (a loading state, the screen a client-side navigation replaced) instead of '(removed)'.
 */
export async function nameShiftsAsTheyHappen(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: shiftNamer });
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
      const page = window as typeof window & {
        __trilhaShiftNames?: Map<number, string[]>;
        __trilhaDescribeNode?: (node: Node | null) => string;
      };
      // Named as each shift happened (`nameShiftsAsTheyHappen`): an element gone since (the
      // previous screen after a client-side navigation) keeps its name.
      const describe = (entry: Shift, index: number): string =>
        page.__trilhaShiftNames?.get(entry.startTime)?.[index] ??
        page.__trilhaDescribeNode?.(entry.sources[index]?.node ?? null) ??
        entry.sources[index]?.node?.nodeName.toLowerCase() ??
        '(removed)';
      const rect = (r: DOMRectReadOnly) => ({
        top: Math.round(r.top),
        left: Math.round(r.left),
        height: Math.round(r.height),
        width: Math.round(r.width),
      });
      // Read when reported, while the moved nodes are still in the document: a node removed
      // later (a loading state, the previous screen) is named, not '(removed)'.
      const seen: Array<{
        value: number;
        at: number;
        hadRecentInput: boolean;
        moved: Array<{
          element: string;
          from: ReturnType<typeof rect>;
          to: ReturnType<typeof rect>;
        }>;
      }> = [];
      let last = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          seen.push({
            value: entry.value,
            at: entry.startTime,
            hadRecentInput: entry.hadRecentInput,
            moved: entry.sources.map((source, index) => ({
              element: describe(entry, index),
              from: rect(source.previousRect),
              to: rect(source.currentRect),
            })),
          });
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
        .filter((entry) => !entry.hadRecentInput && entry.at >= since)
        .map(({ value, at, moved }) => ({ value, at: Math.round(at), moved }));
    },
    { since, quietMs, timeoutMs },
  );
  const score = entries.reduce((sum, entry) => sum + entry.value, 0);
  return { score: Math.round(score * 10_000) / 10_000, entries };
}

/** 'footer "Continuar" top 540→600' — what moved and how (left and size too, when they changed). */
export function describeMove({ element, from, to }: ShiftedElement): string {
  const parts = (['top', 'left', 'width', 'height'] as const)
    .filter((key) => key === 'top' || from[key] !== to[key])
    .map((key) => `${key} ${from[key]}→${to[key]}`);
  return `${element} ${parts.join(' ')}`;
}
