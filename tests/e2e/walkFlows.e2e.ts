/**
 * Every flow configured under brands/ walks in Chromium from its first step to a success page,
 * as a buyer would (tests/e2e/stepDrivers.ts says what a buyer does on each step), with no
 * missing-template page and no error boundary on the way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { baseUrl, launchBrowser, newContext, screenshot } from './browser';
import { entryPoints, pressMainButton, stepDrivers, walkEmail } from './stepDrivers';

interface FlowFile {
  code: string;
  checkoutFlow: { flows: Array<{ id: string; steps: Array<{ id: string; templateId: string }> }> };
}

/** Templates where a walk ends: the buyer has bought. */
const SUCCESS_TEMPLATES = new Set([
  'success',
  'upsell-success',
  'success-invoice',
  'subscription-welcome',
]);
const MAX_STEPS = 12;

// Static routes first: '/payment/upsell' is upsell-payment, not '/payment/[id]'.
const routes = Object.values(templateRegistry)
  .map((entry) => ({
    id: entry.id,
    dynamic: entry.route.includes('['),
    pattern: new RegExp(`^${entry.route.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`),
  }))
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

function templateAt(pathname: string): string | undefined {
  return routes.find((route) => route.pattern.test(pathname))?.id;
}

const flows = readdirSync('brands')
  .sort()
  .flatMap((brand) => {
    const { language } = JSON.parse(readFileSync(join('brands', brand, 'brand.json'), 'utf8')) as {
      language: string;
    };
    let files: string[] = [];
    try {
      files = readdirSync(join('brands', brand, 'products')).sort();
    } catch {
      return [];
    }
    return files.flatMap((file) => {
      const product = JSON.parse(
        readFileSync(join('brands', brand, 'products', file), 'utf8'),
      ) as FlowFile;
      return product.checkoutFlow.flows.map((flow) => ({
        code: product.code,
        flow,
        mozambique: language === 'pt-MZ',
      }));
    });
  });

async function waitForNextPath(page: Page, from: string): Promise<void> {
  await page.waitForURL((url) => url.pathname !== from, { timeout: 30_000 });
  await page.waitForLoadState('domcontentloaded');
}

describe('every configured flow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(flows.map((entry) => [entry.code, entry.flow.id, entry] as const))(
    'should walk %s flow %s from its first step to success',
    async (code, flowId, { flow, mozambique }) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const walk = { mozambique, email: walkEmail(`${code}-${flowId}`.toLowerCase()) };
      const first = templateRegistry[flow.steps[0]!.templateId as keyof typeof templateRegistry];
      const entry = entryPoints[first.id] ?? {};
      const path = first.route.replace(/\[[^\]]+\]/g, entry.id ?? 'sample');
      const visited: string[] = [];
      try {
        await page.goto(
          `${baseUrl()}${path}?product=${code}&flowId=${flowId}${entry.query ?? ''}${mozambique ? '&lang=pt-mz' : ''}`,
        );
        for (let step = 0; step < MAX_STEPS; step += 1) {
          const { pathname } = new URL(page.url());
          const templateId = templateAt(pathname);
          visited.push(templateId ?? pathname);
          if (!templateId) throw new Error(`left the flow at ${pathname}`);
          await expect(
            page.locator('[data-missing-template], [data-step-error]').count(),
          ).resolves.toBe(0);
          if (SUCCESS_TEMPLATES.has(templateId)) return;
          await (stepDrivers[templateId] ?? pressMainButton)(page, walk);
          await waitForNextPath(page, pathname);
        }
        throw new Error(`no success page after ${MAX_STEPS} steps`);
      } catch (error) {
        await screenshot(page, `walk-failed-${code}-${flowId}`);
        throw new Error(
          `${code}/${flowId} walked ${visited.join(' > ')}: ${(error as Error).message}`,
        );
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
