/**
 * The studio's history in Chromium (issue 24): where the studio's folder is a git work tree,
 * each save is a commit with the message and author typed in the save dialog; the history
 * panel lists the file's saves with their diffs and restores one through the usual checked
 * save, as a new commit. Outside git the panel says so and a save only writes the file.
 * The studio's folder is the global setup's copy of brands/, made a repository for this file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { useBuyerPage } from './buyerPage';

const FILE = 'brands/medvalida/products/MS.json';

function studioRoot(): string {
  const root = process.env.E2E_STUDIO_ROOT;
  if (!root)
    throw new Error('E2E_STUDIO_ROOT is not set: run browser tests with `npm run test:e2e`');
  return root;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: studioRoot(), encoding: 'utf8' }).trim();
}

function paymentHeading(): unknown {
  const data = JSON.parse(readFileSync(join(studioRoot(), FILE), 'utf8')) as {
    checkoutFlow: {
      flows: Array<{ id: string; steps: Array<{ id: string; props?: { heading?: unknown } }> }>;
    };
  };
  return data.checkoutFlow.flows
    .find((f) => f.id === 'default')
    ?.steps.find((s) => s.id === 'payment')?.props?.heading;
}

async function openPayment(page: Page) {
  await page.goto(`${baseUrl()}/studio?product=MS&flow=default&step=payment`);
  await page.getByRole('heading', { name: /Passo payment/ }).waitFor();
}

/** Types a heading and saves it through the dialog, with a commit message when in git. */
async function saveHeading(page: Page, heading: string, message?: string) {
  await page.getByLabel('Título', { exact: true }).fill(heading);
  await page.getByRole('button', { name: 'Salvar…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterações a salvar' });
  await dialog.getByText(`"heading": "${heading}"`).waitFor();
  if (message !== undefined) {
    await dialog.getByLabel('Mensagem do commit').fill(message);
    await dialog.getByLabel('Autor').fill('Ana Ops <ana@example.com>');
  }
  await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
  await page.getByText(`Salvo em ${FILE}`).waitFor();
}

describe('ops studio history', () => {
  const studio = useBuyerPage(1280);
  let original: string;

  beforeAll(() => {
    original = readFileSync(join(studioRoot(), FILE), 'utf8');
  });

  afterAll(() => {
    rmSync(join(studioRoot(), '.git'), { recursive: true, force: true });
    writeFileSync(join(studioRoot(), FILE), original);
  });

  it('should say the folder is not in git and save without a commit', async () => {
    const page = studio.page;
    await openPayment(page);
    const panel = page.getByRole('region', { name: 'Histórico' });
    await panel.getByText('Esta pasta não é um repositório git').waitFor();
    await saveHeading(page, 'Sem git');
    expect(paymentHeading()).toBe('Sem git');
    await expect(page.getByText(/^Commit /).count()).resolves.toBe(0);
    writeFileSync(join(studioRoot(), FILE), original);
  });

  it('should commit two saves, list both with their diffs and restore the first as a new save', async () => {
    git('init', '--quiet');
    git('config', 'user.name', 'Estúdio Teste');
    git('config', 'user.email', 'estudio@example.com');
    git('add', 'brands');
    git('commit', '--quiet', '-m', 'Árvore inicial');

    const page = studio.page;
    await openPayment(page);
    const panel = page.getByRole('region', { name: 'Histórico' });
    await panel.getByText('Árvore inicial').waitFor();

    await saveHeading(page, 'Primeira versão', 'Título: primeira');
    await page.getByText(/Commit [0-9a-f]{7}: Título: primeira/).waitFor();
    await saveHeading(page, 'Segunda versão', 'Título: segunda');
    await page.getByText(/Commit [0-9a-f]{7}: Título: segunda/).waitFor();
    expect(git('log', '--format=%an <%ae>|%s', '-2')).toBe(
      'Ana Ops <ana@example.com>|Título: segunda\nAna Ops <ana@example.com>|Título: primeira',
    );

    // Both saves listed, newest first, each with the lines it changed.
    const items = panel.getByRole('listitem');
    await panel.getByText('Título: segunda').waitFor();
    await expect(items.locator('strong').allTextContents()).resolves.toEqual([
      'Título: segunda',
      'Título: primeira',
      'Árvore inicial',
    ]);
    const [second, first] = git('log', '--format=%h', '-2').split('\n');
    await panel.getByText(`Alterações de ${second}`).click();
    const secondDiff = panel.getByLabel(`Alterações de ${second}`, { exact: true });
    await expect(secondDiff.textContent()).resolves.toMatch(
      /-\s+\d+\s+"heading": "Primeira versão"/,
    );
    await expect(secondDiff.textContent()).resolves.toMatch(
      /\+\s+\d+\s+"heading": "Segunda versão"/,
    );
    await screenshot(page, 'studio-history-1280');

    // Restore the first: the draft gets its version, the usual dialog shows the diff, and the
    // save is a new commit.
    await panel.getByRole('button', { name: `Restaurar ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterações a salvar' });
    await dialog.getByText('"heading": "Primeira versão"').waitFor();
    await expect(dialog.getByLabel('Mensagem do commit').inputValue()).resolves.toBe(
      `Restaura ${first} (Título: primeira)`,
    );
    await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
    await page.getByText(`Salvo em ${FILE}`).waitFor();
    expect(paymentHeading()).toBe('Primeira versão');
    // The author typed once stays for the session's next saves.
    expect(git('log', '-1', '--format=%an|%s')).toBe(
      `Ana Ops|Restaura ${first} (Título: primeira)`,
    );
    expect(git('status', '--porcelain', '--', FILE)).toBe('');
    await panel.getByText(`Restaura ${first}`).waitFor();
  });
});
