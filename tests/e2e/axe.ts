/**
 * Accessibility checks for browser tests with axe-core (installed as a dev dependency, never
 * shipped): the script is evaluated through the DevTools protocol, so the page's CSP does not
 * need to allow it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

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
