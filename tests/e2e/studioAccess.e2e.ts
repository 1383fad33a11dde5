/**
 * The studio with a keyboard, on a laptop and in one language (issue 24): its page has a title;
 * Enter or Space on a focused graph node opens that step; 'Salvar…' puts the focus on the diff
 * and Escape closes it; Ctrl+S reaches it from a field; an undo says what it took back; at
 * 1024×768 the preview stays beside the form; the form's array buttons say what they do; nothing scrolls sideways at
 * 1024 px; the form speaks Portuguese and draws its descriptions' Markdown; axe finds nothing
 * serious or critical.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { useBuyerPage } from './buyerPage';
import { seriousAxeViolations } from './axe';

async function open(page: Page, query: string, heading: RegExp) {
  await page.goto(`${baseUrl()}/studio?${query}`);
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** What has the focus: its accessible name, or its text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

describe('ops studio: keyboard, fit and language', () => {
  const studio = useBuyerPage(1024);

  it('should fit 1024 px without sideways scroll, with a title, and pass axe', async () => {
    const page = studio.page;
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    await expect(page.title()).resolves.toBe('Trilha Studio');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await screenshot(page, 'studio-1024');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  it('should open a step with Enter or Space on its focused graph node', async () => {
    const page = studio.page;
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    await page.locator('.react-flow__node[data-id="pix"]').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Passo pix/ }).waitFor();
    await page.locator('.react-flow__node[data-id="success"]').focus();
    await page.keyboard.press(' ');
    await page.getByRole('heading', { name: /Passo success/ }).waitFor();
  });

  it("should focus the diff after 'Salvar…' and close it with Escape", async () => {
    const page = studio.page;
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    await page.getByLabel('Título', { exact: true }).fill('Pague com o teclado');
    await page.getByRole('button', { name: 'Salvar…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterações a salvar' });
    await dialog.getByText('"heading": "Pague com o teclado"').waitFor();
    await expect(focused(page)).resolves.toBe('Linhas que mudam');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(focused(page)).resolves.toBe('Salvar…');
  });

  it('should label the array buttons in Portuguese and draw the descriptions, not their Markdown', async () => {
    const page = studio.page;
    // custom-offer's description (template.json) writes `oferta` in Markdown: drawn as code.
    await open(page, 'product=MS&flow=offer&step=offer', /Passo offer/);
    const help = page
      .getByRole('region', { name: 'Propriedades do passo' })
      .locator('.studio-help')
      .first();
    await expect(help.locator('code').allTextContents()).resolves.toContain('oferta');
    await expect(help.textContent()).resolves.not.toContain('`');
    await open(page, 'product=MS&flow=extended&step=presentation', /Passo presentation/);
    const add = page.getByRole('button', { name: 'Adicionar item' }).first();
    await add.waitFor();
    await expect(add.textContent()).resolves.toBe('Adicionar item');
    const remove = page.getByRole('button', { name: 'Remover', exact: true }).first();
    await expect(remove.textContent()).resolves.toBe('Remover');
    await expect(remove.isVisible()).resolves.toBe(true);
    const form = (await page.locator('form.rjsf').textContent()) ?? '';
    expect(form).not.toMatch(/\b(Add Item|Move up|Move down|Remove|Copy)\b/);
    const descriptions = [
      ...(await page.locator('.field-description').allTextContents()),
      ...(await page.locator('.studio-help').allTextContents()),
    ];
    expect(descriptions.length).toBeGreaterThan(0);
    expect(descriptions.filter((text) => /`|\*\*/.test(text))).toEqual([]);
    await screenshot(page, 'studio-array-buttons-1024');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  // Issue 36 item 6: from a form field back to 'Salvar' took 52 Shift+Tab presses.
  it("should reach 'Salvar…' from a form field with one key press (Ctrl+S opens the save)", async () => {
    const page = studio.page;
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    const title = page.getByLabel('Título', { exact: true });
    await title.fill('Salvo pelo teclado');
    await expect(title.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    let presses = 0;
    const dialog = page.getByRole('dialog', { name: 'Alterações a salvar' });
    await page.keyboard.press('Control+S');
    presses += 1;
    await dialog.getByText('"heading": "Salvo pelo teclado"').waitFor();
    expect(presses).toBeLessThanOrEqual(2);
    await page.keyboard.press('Escape');
    await expect(focused(page)).resolves.toBe('Salvar…');
  });

  // Issue 36 item 6: an undo did not say what it took back.
  it('should say what an undo and a redo changed, politely', async () => {
    const page = studio.page;
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    await page.getByLabel('Título', { exact: true }).fill('Desfaça-me');
    await page.keyboard.press('Control+Z');
    const status = page.locator('[role="status"][aria-live="polite"]', { hasText: 'Desfeito' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toBe(
      'Desfeito: fluxo "default", passo "payment" (props.heading)',
    );
    await page.keyboard.press('Control+Shift+Z');
    await page
      .locator('[role="status"]', {
        hasText: 'Refeito: fluxo "default", passo "payment" (props.heading)',
      })
      .waitFor();
  });

  // Issue 36 item 6: at 1024 px the preview sat under the form.
  it('should keep the preview beside the form at 1024×768', async () => {
    const page = studio.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, 'product=MS&flow=default&step=payment', /Passo payment/);
    const form = await page.getByRole('region', { name: 'Propriedades do passo' }).boundingBox();
    const preview = await page.getByRole('region', { name: 'Prévia' }).boundingBox();
    if (!form || !preview) throw new Error('the form or the preview is not drawn');
    expect(preview.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(preview.y).toBeLessThan(form.y + form.height);
    expect(preview.x + preview.width).toBeLessThanOrEqual(1024);
    await screenshot(page, 'studio-1024x768');
  });
});
