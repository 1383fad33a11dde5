/**
 * The phone-verification and select-school steps in Chromium against the built app (issue 11):
 * each walked as a buyer from its flow's first step, a wrong SMS code and the right one, a
 * school chosen from searchable lists, the fixed conquer-franquias data, screenshots at 375 and
 * 1280 px, and no serious or critical axe-core violation on either page.
 */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { openSandboxDatabase, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** Screenshots at 375 px (the context's width) and at 1280 px, then back to 375 px. */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The lead row the sandbox stored for a buyer e-mail (read-only). */
function leadOf(
  email: string,
): { relation_account: string | null; phone_verified_at: string | null } | undefined {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare(
        'SELECT relation_account, phone_verified_at FROM leads WHERE email = ? ORDER BY created_at DESC LIMIT 1',
      )
      .get(email) as
      | { relation_account: string | null; phone_verified_at: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

describe('phone-verification and select-school templates', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  it('should verify the phone: a wrong code shows its message, the test code 123456 goes on to payment', async () => {
    const email = uniqueEmail('sms');
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=verified`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11987654321' });
    await page.waitForURL(/\/phone-verification\?/);
    await page.getByRole('heading', { name: 'Confirme seu celular' }).waitFor();
    await page.getByText('Enviamos um código de 6 dígitos por SMS para').waitFor();
    await expect(page.getByText('(11) •••••-4321').count()).resolves.toBe(1);
    const code = page.getByLabel('Código de verificação');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(page.getByRole('button', { name: 'Reenviar código' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByText(/Você pode pedir um novo código em 00:[0-3]\d\./).waitFor();
    await screenshotsAtBothWidths(page, 'phone-verification');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await code.fill('000000');
    await page.getByText('Código incorreto. Confira o SMS e tente novamente.').waitFor();
    await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshotsAtBothWidths(page, 'phone-verification-wrong-code');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    expect(leadOf(email)?.phone_verified_at).toBeNull();

    await code.fill('123456');
    await page.waitForURL(/\/payment\?/);
    expect(page.url()).toContain('flowId=verified');
    expect(leadOf(email)?.phone_verified_at).toEqual(expect.any(String));

    // Voltar from payment: the number is confirmed already, so no new SMS and no new code.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(/\/phone-verification\?/);
    await page.getByText('O número (11) •••••-4321 já foi confirmado.').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
  });

  it('should lead back to the lead step with Alterar número, keeping what was typed', async () => {
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=verified`);
    await submitLead(page, {
      name: 'Maria Souza',
      email: uniqueEmail('sms-change'),
      phone: '11987654321',
    });
    await page.waitForURL(/\/phone-verification\?/);
    await page.getByText('Enviamos um código de 6 dígitos por SMS para').waitFor();
    await page.getByRole('button', { name: 'Alterar número' }).click();
    await page.waitForURL(/\/lead\?/);
    // The lead step fills the form from session storage right after it mounts.
    const phone = page.getByLabel('Celular', { exact: true });
    const deadline = Date.now() + 5000;
    while ((await phone.inputValue()) === '' && Date.now() < deadline)
      await page.waitForTimeout(100);
    await expect(phone.inputValue()).resolves.toBe('(11) 98765-4321');
  });

  it('should choose a school from searchable lists, save it on the lead and go on to payment', async () => {
    const email = uniqueEmail('school');
    await page.goto(`${baseUrl()}/lead?product=CONQUER&flowId=escola`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11987654321' });
    await page.waitForURL(/\/select-school\?/);
    await page.getByRole('heading', { name: 'Escolha a sua unidade' }).waitFor();
    await expect(page.getByRole('button', { name: 'Voltar' }).count()).resolves.toBe(1);
    await page.getByRole('radio', { name: 'São Paulo (SP)' }).waitFor();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Selecione o estado.').waitFor();
    await screenshotsAtBothWidths(page, 'select-school-error');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Buscar estado').fill('parana');
    await expect(page.getByRole('radio').count()).resolves.toBe(1);
    await page.getByRole('radio', { name: 'Paraná (PR)' }).check();
    await page.getByRole('radio', { name: 'Curitiba' }).check();
    await page.getByRole('radio', { name: 'Conquer Batel' }).check();
    await screenshotsAtBothWidths(page, 'select-school');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    expect(leadOf(email)?.relation_account).toBe('a0B5g00000CQCTB001');
    const stored = await page.evaluate(() => sessionStorage.getItem('selectedSchool'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      region: 'PR',
      city: 'Curitiba',
      unitName: 'Conquer Batel',
    });
  });

  it('should show the fixed conquer-franquias unit without calling the franchise API', async () => {
    const franchiseCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/franchises/')) franchiseCalls.push(request.url());
    });
    await page.goto(`${baseUrl()}/select-school?product=CONQUERFRANQUIAS`);
    await page.getByRole('radio', { name: 'Conquer Franquias Curitiba' }).waitFor();
    await expect(page.getByRole('radio', { name: 'Paraná (PR)' }).isChecked()).resolves.toBe(true);
    await expect(
      page.getByRole('radio', { name: 'Curitiba', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('radio', { name: 'Conquer Franquias Curitiba' }).isChecked(),
    ).resolves.toBe(true);
    await screenshotsAtBothWidths(page, 'select-school-fixed');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/lead\?/);
    expect(franchiseCalls).toEqual([]);
  });
});
