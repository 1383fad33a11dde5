/**
 * The browser half of the template contract (the jsdom half is tests/contract): every
 * registered template with a component is reachable through a flow configured under brands/,
 * renders there in Chromium as a buyer reaches it (lead first when the flow starts with one),
 * and has no serious or critical axe-core violation. A template added tomorrow is checked the
 * day it is added; one that no flow uses fails here.
 */
import type { Browser } from 'playwright-core';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { seriousAxeViolations } from './axe';
import { baseUrl, launchBrowser, newContext, screenshot } from './browser';
import { submitLead, uniqueEmail } from './buyerFlow';
import { firstUses } from './configuredFlows';

const uses = firstUses();
const templates = Object.values(templateRegistry).filter((entry) => entry.component !== undefined);

describe('every template in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(templates.map((entry) => [entry.id, entry.route] as const))(
    'should show %s (%s) in a configured flow with no serious axe violation',
    async (id, route) => {
      const use = uses.get(id);
      if (!use)
        throw new Error(`template '${id}' has a component but no flow under brands/ uses it`);
      const context = await newContext(browser);
      const page = await context.newPage();
      try {
        const query = `product=${encodeURIComponent(use.code)}&flowId=${encodeURIComponent(use.flowId)}${use.mozambique ? '&lang=pt-mz' : ''}`;
        if (use.first.templateId === 'lead' && id !== 'lead') {
          await page.goto(`${baseUrl()}${templateRegistry.lead.route}?${query}`);
          await submitLead(page, {
            name: 'Ana Contrato',
            email: uniqueEmail('contract'),
            phone: '(11) 98765-4321',
          });
          await page.waitForURL((url) => url.pathname !== templateRegistry.lead.route);
        }
        // Dynamic segments get a sample value: the page must answer it (an unknown id has its own page).
        const path = route.replace(/\[[^\]]+\]/g, 'contract-sample');
        await page.goto(`${baseUrl()}${path}?${query}`);
        // The step is there when it shows a heading (or the renderer's error markers); not
        // 'networkidle': polling steps (Pix, M-Pesa, parsing) and telemetry keep the network busy.
        await page.waitForLoadState('load');
        await page
          .locator('h1, h2, [data-missing-template], [data-step-error]')
          .first()
          .waitFor({ timeout: 20000 });
        await page.waitForTimeout(500);
        await expect(
          page.locator('[data-missing-template], [data-step-error]').count(),
        ).resolves.toBe(0);
        await screenshot(page, `contract-${id}-375`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
