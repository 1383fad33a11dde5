/**
 * The video, upsell-video, upsell-presentation and select-test-location steps in Chromium
 * (issue 11), each walked as a buyer from the first step of its flow: the EUMILITAR video
 * flow, the EEAR test-location flow, the NUMBERONE upsell (video after payment) and the MS
 * upsell presentation. Every screen is shot at 375 and 1280 px, checked with axe-core (no
 * serious or critical violation) and must raise no Content-Security-Policy violation. Videos
 * are files under public/ because this machine has no internet (YouTube and Vimeo cannot load).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inspectBothWidths, seriousAxeViolations } from './axe';
import { baseUrl, isCspViolation, launchBrowser, newContext, screenshot } from './browser';
import { fillCard, futureExpiry, openSandboxDatabase, submitLead, uniqueEmail } from './buyerFlow';

/** Starts the file video muted, as a buyer pressing play would, and returns how far it got. */
async function playMuted(
  page: Page,
  accessibleName: string,
): Promise<{
  before: number;
  after: number;
  muted: boolean;
  autoplay: boolean;
  captions: string[];
}> {
  const video = page.getByLabel(accessibleName, { exact: true });
  await video.waitFor();
  const start = await video.evaluate(async (element: HTMLVideoElement) => {
    const initial = {
      autoplay: element.autoplay,
      paused: element.paused,
      time: element.currentTime,
    };
    element.muted = true;
    await element.play();
    return initial;
  });
  expect(start.paused).toBe(true);
  const deadline = Date.now() + 10_000;
  let after = 0;
  while (Date.now() < deadline && after < 1) {
    await page.waitForTimeout(250);
    after = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  }
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    captions: Array.from(element.textTracks).map(
      (track) => `${track.kind}:${track.language}:${track.label}:${track.mode}`,
    ),
  }));
  return {
    before: start.time,
    after,
    muted: state.muted,
    autoplay: start.autoplay,
    captions: state.captions,
  };
}

/** The sandbox's lead row of a buyer e-mail (read-only). */
function leadOf(email: string): { id: string; test_location_json: string | null } | undefined {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare('SELECT id, test_location_json FROM leads WHERE email = ? ORDER BY created_at DESC')
      .get(email) as { id: string; test_location_json: string | null } | undefined;
  } finally {
    db.close();
  }
}

describe('video, upsell and test-location steps', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleLines: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  beforeEach(async () => {
    context = await newContext(browser);
    // Collect CSP violations as the page sees them, besides Chromium's "Refused to" lines.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page = await context.newPage();
    consoleLines = [];
    page.on('console', (message) => consoleLines.push(message.text()));
  });

  afterEach(async () => {
    const violations = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    await context.close();
    expect(violations).toEqual([]);
    expect(consoleLines.filter(isCspViolation)).toEqual([]);
  });

  it('should play the EUMILITAR presentation video (muted, with captions) and go on to payment', async () => {
    await page.goto(`${baseUrl()}/lead?product=EUMILITAR&flowId=video`);
    await submitLead(page, {
      name: 'Carlos Pereira',
      email: uniqueEmail('video'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/video\?/);
    await page.getByRole('heading', { name: 'Conheça a Farda Certa' }).waitFor();
    await expect(page.getByRole('button', { name: 'Voltar' }).count()).resolves.toBe(1);

    const played = await playMuted(page, 'Apresentação da Farda Certa');
    expect(played.autoplay).toBe(false);
    expect(played.before).toBe(0);
    expect(played.after).toBeGreaterThan(0.5);
    expect(played.muted).toBe(true);
    expect(played.captions).toEqual(['captions:pt-BR:Português:showing']);
    await inspectBothWidths(page, 'video');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    expect(new URL(page.url()).searchParams.get('flowId')).toBe('video');
  });

  it('should let an EEAR buyer search and pick the exam city, save it with the lead and go on', async () => {
    const email = uniqueEmail('eear');
    await page.goto(`${baseUrl()}/lead?product=EUMILITAR-EEAR&flowId=local-de-prova`);
    await submitLead(page, { name: 'Ana Lima', email, phone: '11912345678' });
    await page.waitForURL(/\/select-test-location\?/);
    await page.getByRole('heading', { name: 'Onde você vai fazer a prova?' }).waitFor();
    await inspectBothWidths(page, 'select-test-location');

    // Continuar without a city: the message shows and the field takes focus.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Selecione na lista a cidade onde você fará a prova.').waitFor();
    const city = page.getByRole('combobox', { name: 'Cidade da prova' });
    await expect(city.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    await city.fill('guara');
    const option = page.getByRole('option', { name: 'Guaratinguetá - SP' });
    await option.waitFor();
    await expect(page.getByRole('option').count()).resolves.toBe(1);
    await screenshot(page, 'select-test-location-search-375');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await option.click();
    await expect(city.inputValue()).resolves.toBe('Guaratinguetá - SP');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    expect(JSON.parse(leadOf(email)?.test_location_json ?? 'null')).toEqual({
      city: 'Guaratinguetá',
      state: 'SP',
    });
    const stored = await page.evaluate(() => sessionStorage.getItem('dataForm'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      testLocation: { city: 'Guaratinguetá', state: 'SP' },
    });

    // Coming back shows the city chosen before.
    await page.goBack();
    await page.waitForURL(/\/select-test-location\?/);
    await expect(
      page.getByRole('combobox', { name: 'Cidade da prova' }).inputValue(),
    ).resolves.toBe('Guaratinguetá - SP');
  });

  it('should show the NUMBERONE upsell video after paying, play it, and lead to the upsell offer or the success', async () => {
    await page.goto(`${baseUrl()}/lead?product=NUMBERONE`);
    await submitLead(page, {
      name: 'Paula Reis',
      email: uniqueEmail('numberone'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, {
      holder: 'Paula Reis',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/video\/upsell\?/);
    await page
      .getByRole('heading', { name: 'Compra aprovada! Conheça a Mentoria de Pronúncia' })
      .waitFor();

    const played = await playMuted(page, 'Apresentação da Mentoria de Pronúncia');
    expect(played.autoplay).toBe(false);
    expect(played.after).toBeGreaterThan(0.5);
    expect(played.muted).toBe(true);
    await inspectBothWidths(page, 'upsell-video');

    await page.getByRole('button', { name: 'Quero aproveitar a oferta' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/video\/upsell\?/);
    await page.getByRole('button', { name: 'Não, obrigado. Quero só o meu curso' }).click();
    await page.waitForURL(/\/success\?/);
  });

  it('should present the MS upsell with its benefits and price, accept it or decline to the success', async () => {
    await page.goto(`${baseUrl()}/lead?product=MS&flowId=upsell-apresentacao`);
    await submitLead(page, {
      name: 'Marina Costa',
      email: uniqueEmail('presentation'),
      phone: '11912345678',
    });
    await page.waitForURL(/\/payment\?/);
    await fillCard(page, {
      holder: 'Marina Costa',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/upsell-presentation\?/);
    await page.getByRole('heading', { name: 'Leve também o Revalida Intensivo' }).waitFor();
    await page.getByText('Simulados semanais com correção comentada').waitFor();
    await page.getByText(/\dx de R\$/).waitFor();
    await inspectBothWidths(page, 'upsell-presentation');

    await page.getByRole('button', { name: 'Quero aproveitar' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/upsell-presentation\?/);
    await page.getByRole('button', { name: 'Não, obrigado' }).click();
    await page.waitForURL(/\/success\?/);
  });
});
