/**
 * Accessibility checks for browser tests with axe-core (installed as a dev dependency, never
 * shipped): the script is evaluated through the DevTools protocol, so the page's CSP does not
 * need to allow it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

let source: string | undefined;

/** One axe violation, as much as a failing test needs to say. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The serious and critical axe-core violations of the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: string[] }>;
          }>;
        }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * Screenshots the page as `<name>-375` and `<name>-1280` (full page) and expects no serious or
 * critical axe-core violation at either width; leaves the viewport at 375 px.
 */
export async function inspectBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}
