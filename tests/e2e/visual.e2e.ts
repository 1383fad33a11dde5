/**
 * Visual regression: every example of every template's props schema, at 375 and 1280 px,
 * compared with the baselines committed under tests/e2e/visual/baselines/ (pixelmatch, with
 * the tolerance of compareScreenshot.ts). A failure writes the screenshot and a diff image
 * under tests/e2e/artifacts/visual/. After an intended change: `npm run test:visual:update`
 * and commit the baselines. Rendering is made deterministic: a fixed clock and time zone,
 * reduced motion with animations and transitions off, the caret hidden, web fonts loaded, and
 * frames (videos, maps) masked.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STEP_LOADING_SELECTOR } from '@/ui/StepLoading';
import { ARTIFACTS_DIR, baseUrl, launchBrowser } from './browser';
import { compareScreenshot, describeVisualFailure } from './visual/compareScreenshot';
import { VISUAL_WIDTHS, visualShots } from './visual/visualShots';
import type { VisualShot } from './visual/visualShots';

const BASELINES_DIR = join(process.cwd(), 'tests', 'e2e', 'visual', 'baselines');
const OUTPUT_DIR = join(ARTIFACTS_DIR, 'visual');
const UPDATE = process.env.VISUAL_UPDATE === '1';
/** Every page sees this moment (a Monday noon in São Paulo): dates and countdowns hold still. */
const FIXED_NOW = new Date('2026-03-02T12:00:00-03:00');
const STILL_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

const shots = visualShots();

/** The studio preview's draft of a one-step flow showing `shot`'s example. */
function draftOf(shot: VisualShot, seq: number) {
  return {
    type: 'trilha-studio-draft',
    seq,
    config: {
      code: shot.productCode,
      title: 'Prévia visual',
      designSystemId: shot.designSystemId,
      checkoutFlow: {
        flows: [
          {
            id: 'visual',
            steps: [{ id: shot.templateId, templateId: shot.templateId, props: shot.props }],
          },
        ],
      },
    },
    flowId: 'visual',
    stepId: shot.templateId,
    theme: null,
  };
}

type PreviewWindow = Window & { __studioSeen: number[] };

/**
 * A page of the studio preview at `width` with a fixed clock, ready for drafts. One page per
 * width draws every example in turn (a draft replaces the step), so the suite loads the app
 * twice, not once per picture.
 */
async function openPreview(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(FIXED_NOW);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as PreviewWindow).__studioSeen = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: unknown; seq?: unknown };
      if (data.type === 'trilha-studio-ready') seen.push(0);
      if (data.type === 'trilha-studio-rendered' && typeof data.seq === 'number')
        seen.push(data.seq);
    });
  });
  await page.goto(`${baseUrl()}/studio/preview`);
  await page.waitForFunction(() => (window as unknown as PreviewWindow).__studioSeen.includes(0));
  await page.addStyleTag({ content: STILL_CSS });
  return page;
}

/** Posts the draft of `shot` and waits until the step is drawn and still. */
async function renderShot(page: Page, shot: VisualShot, seq: number): Promise<void> {
  await page.evaluate(
    (draft) => window.postMessage(draft, window.location.origin),
    draftOf(shot, seq),
  );
  await page.waitForFunction(
    (n) => (window as unknown as PreviewWindow).__studioSeen.includes(n),
    seq,
  );
  await page
    .locator(STEP_LOADING_SELECTOR)
    .first()
    .waitFor({ state: 'detached', timeout: 10000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
  // What arrives after the first paint (plans, a QR code) settles within this.
  await page.waitForTimeout(400);
}

describe('visual regression of every template example', () => {
  let browser: Browser;
  const pages = new Map<number, Page>();
  let seq = 0;
  beforeAll(async () => {
    browser = await launchBrowser(['--font-render-hinting=none', '--force-color-profile=srgb']);
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    for (const width of VISUAL_WIDTHS) pages.set(width, await openPreview(browser, width));
  }, 120000);
  afterAll(async () => {
    await browser.close();
  });

  it.each(shots.map((shot) => [shot.name, shot] as const))(
    'should draw %s as its baseline',
    async (name, shot) => {
      const page = pages.get(shot.width);
      if (!page) throw new Error(`no preview page at ${shot.width} px`);
      seq += 1;
      await renderShot(page, shot, seq);
      const png = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('iframe, video, canvas')],
      });
      const files = {
        baseline: join(BASELINES_DIR, `${name}.png`),
        actual: join(OUTPUT_DIR, `${name}.png`),
        diff: join(OUTPUT_DIR, `${name}-diff.png`),
      };
      const result = compareScreenshot(png, files, { update: UPDATE });
      expect(describeVisualFailure(name, result, files)).toBeUndefined();
    },
  );

  it('should keep no baseline that no example draws any more', () => {
    const expected = new Set(shots.map((shot) => `${shot.name}.png`));
    const baselines = existsSync(BASELINES_DIR) ? readdirSync(BASELINES_DIR) : [];
    const orphans = baselines.filter((file) => !expected.has(file));
    if (UPDATE) for (const file of orphans) rmSync(join(BASELINES_DIR, file));
    else expect(orphans).toEqual([]);
  });
});
