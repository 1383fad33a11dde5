/**
 * Reloading a step (issue 21 items 10 and 11), in Chromium against the built app.
 *
 * Item 10: what the buyer typed or chose and has not sent yet comes back after a reload: the
 * lead's fields, the tax-invoice CPF on /payment, the add-ons ticked on the order bump, the
 * number of profiles, the Livelo CPF, option and device. Card number, CVV, expiry and holder
 * name never reach storage and come back empty. Each journey ends on what the buyer sees (the
 * payment, the receipt) and the charges the sandbox recorded.
 *
 * Item 11: reloading /contract (CUPULA, flow `contract`) and every Livelo step (WUP,
 * `route=livelo`) prints no console error and raises no page error (React's hydration error
 * #418 was reported there).
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** Everything the page stores in session and local storage, as one text to search. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (area: Storage) =>
      Array.from({ length: area.length }, (_, index) => {
        const key = area.key(index) ?? '';
        return `${key}=${area.getItem(key) ?? ''}`;
      }).join('\n');
    return `${dump(window.sessionStorage)}\n${dump(window.localStorage)}`;
  });
}

/**
 * Reloads the page the way a buyer does (a moment after their last keystroke or tap) and waits
 * for the step's heading to be back.
 */
async function reload(page: Page, heading: string | RegExp): Promise<void> {
  await page.waitForTimeout(300);
  await page.reload();
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

/** Console errors and page errors of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console error at ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error at ${page.url()}: ${error.message}`));
  return errors;
}

describe('reloading a step', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  describe('keeps what the buyer typed or chose and has not sent (item 10)', () => {
    it('should show the lead fields typed but not sent after a reload, and send them', async () => {
      const email = uniqueEmail('reload-lead');
      await page.goto(`${baseUrl()}/lead?product=MS`);
      await page.getByLabel('Nome Completo', { exact: true }).fill('Maria Recarregada');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Celular', { exact: true }).fill('11987654321');
      await reload(page, 'Preencha seus dados');

      await expect(page.getByLabel('Nome Completo', { exact: true }).inputValue()).resolves.toBe(
        'Maria Recarregada',
      );
      await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe(email);
      await expect(page.getByLabel('Celular', { exact: true }).inputValue()).resolves.toBe(
        '(11) 98765-4321',
      );
      await screenshot(page, 'reload-lead-kept');

      // Sent as shown: the payment step follows, and the lead's draft is gone.
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/\/payment\?/);
      await page.getByLabel('Número do cartão').waitFor();
      expect(await storedText(page)).not.toContain('trilhaDraft:MS/default/lead/');
    });

    it('should show the CPF typed on /payment after a reload, never the card, and pay once', async () => {
      const email = uniqueEmail('reload-payment');
      await page.goto(`${baseUrl()}/lead?product=MS`);
      await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
      await page.waitForURL(/\/payment\?/);
      const expiry = futureExpiry();
      await fillCard(page, {
        holder: 'Marta Cartao Secreto',
        number: '4111111111111111',
        expiry,
        cvv: '987',
        document: '295.379.955-93',
      });

      // The card is in the form only: nothing of it in the browser's storage.
      const stored = await storedText(page);
      expect(stored).toContain('295.379.955-93');
      for (const secret of [
        '4111111111111111',
        '4111 1111 1111 1111',
        expiry,
        'Marta Cartao Secreto',
      ]) {
        expect(stored).not.toContain(secret);
      }
      expect(stored).not.toMatch(/cardNumber|"cvv"|"expiry"|holderName/);

      await reload(page, 'Pagamento');
      const cpf = page.getByLabel('CPF ou CNPJ para a nota fiscal');
      await expect(cpf.inputValue()).resolves.toBe('295.379.955-93');
      await expect(page.getByLabel('Número do cartão').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Código de segurança (CVV)').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Validade (MM/AA)').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Nome impresso no cartão').inputValue()).resolves.toBe('');
      await screenshot(page, 'reload-payment-cpf-kept');

      // The card typed again, the CPF as kept: one approved charge carrying that CPF.
      await fillCard(page, {
        holder: 'Maria Souza',
        number: '4111111111111111',
        expiry,
        cvv: '123',
      });
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.waitForURL(/\/success\?/);
      await page
        .getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' })
        .waitFor();
      const receipt = page.getByRole('region', { name: 'Resumo do pedido' });
      await receipt.getByText('Cartão de crédito', { exact: false }).first().waitFor();
      const rows = paymentsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ method: 'credit-card', status: 'approved' });
      expect(rows[0]!.request_json).toContain('29537995593');
      expect(await storedText(page)).not.toContain('trilhaDraft:');
    });

    it('should keep the add-ons ticked on the order bump across a reload, and charge them', async () => {
      const email = uniqueEmail('reload-orderbump');
      await page.goto(`${baseUrl()}/lead?product=MS&flowId=orderbump`);
      await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
      await page.waitForURL(/\/order-bump-presentation\?/);
      const mentoria = page.getByRole('checkbox', { name: /Mentoria em grupo/ });
      const questoes = page.getByRole('checkbox', { name: /Banco de questões comentadas/ });
      await mentoria.check();
      await page.getByText('R$1.337,00').waitFor();

      await reload(page, 'Aproveite e leve também');
      await mentoria.waitFor();
      await page.getByText('R$1.337,00').waitFor();
      await expect(mentoria.isChecked()).resolves.toBe(true);
      await expect(questoes.isChecked()).resolves.toBe(false);
      await screenshot(page, 'reload-order-bump-kept');

      // Unticked after the reload: the next reload shows it unticked too.
      await mentoria.uncheck();
      await reload(page, 'Aproveite e leve também');
      await page.getByText('R$1.140,00').first().waitFor();
      await expect(mentoria.isChecked()).resolves.toBe(false);
      await mentoria.check();

      await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
      await page.waitForURL(/\/payment\?/);
      await page.getByText('Mentoria em grupo').first().waitFor();
      await fillCard(page, {
        holder: 'Maria Souza',
        number: '4111111111111111',
        expiry: futureExpiry(),
        cvv: '123',
        document: '295.379.955-93',
      });
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.waitForURL(/\/success\?/);
      await page
        .getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' })
        .waitFor();
      const rows = paymentsOf(email);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.request_json)).toMatchObject({
        orderBumps: [{ planId: 'ms-mentoria' }],
      });
      // The order with its add-on, R$1.337,00: charged now, or at the first charge when the
      // plan's free trial applies (MS's annual plan has one).
      expect(rows[0]!.first_charge_amount ?? rows[0]!.amount).toBe(133700);
    });

    it('should keep the number of profiles chosen across a reload', async () => {
      await page.goto(`${baseUrl()}/lead?product=WUP&flowId=multiprofile`);
      await submitLead(page, {
        name: 'Maria Souza',
        email: uniqueEmail('reload-profiles'),
        phone: '11912345678',
      });
      await page.waitForURL(/\/multiprofile-presentation\?/);
      await page.getByText('3 perfis', { exact: true }).click();
      await page.getByText('Total: 12x de R$219,00').waitFor();

      await reload(page, 'Estude em família');
      await page.getByText('Total: 12x de R$219,00').waitFor();
      await expect(page.getByRole('radio', { name: '3 perfis' }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/\/payment\?/);
      await page.getByRole('heading', { name: 'Plano Anual · 3 perfis' }).waitFor();
    });

    it('should keep the Livelo CPF, option and device chosen across a reload, and pay with them', async () => {
      const email = uniqueEmail('reload-livelo');
      await page.goto(`${baseUrl()}/lead?product=WUP&route=livelo`);
      await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
      await page.waitForURL(/\/livelo\/cpf\?/);
      await page.getByLabel('CPF', { exact: true }).fill('111.444.777-35');
      await reload(page, 'Informe seu CPF Livelo');
      await expect(page.getByLabel('CPF', { exact: true }).inputValue()).resolves.toBe(
        '111.444.777-35',
      );
      await page.getByRole('button', { name: 'Continuar' }).click();

      await page.waitForURL(/\/livelo\/payment-method\?/);
      const mixed = page.getByRole('radio', { name: /Pontos \+ dinheiro/ });
      await mixed.check();
      await reload(page, 'Como você quer pagar?');
      await mixed.waitFor();
      await expect(mixed.isChecked()).resolves.toBe(true);
      await screenshot(page, 'reload-livelo-method-kept');
      await page.getByRole('button', { name: 'Continuar' }).click();

      await page.waitForURL(/\/livelo\/select-device\?/);
      const byEmail = page.getByRole('radio', { name: /E-mail para/ });
      await byEmail.check();
      await reload(page, 'Onde você quer receber o código?');
      await byEmail.waitFor();
      await expect(byEmail.isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Enviar código' }).click();

      await page.waitForURL(/\/livelo\/code\?/);
      await page.getByText('jo***@example.com').waitFor();
      await page.getByLabel('Código de segurança').fill('654321');
      await page.getByRole('button', { name: 'Confirmar código' }).click();
      await page.waitForURL(/\/livelo\/payment\?/);
      // The option chosen before the reload is the one priced and paid.
      await page.getByText('28.500 pontos + R$570,00').waitFor();
      await fillCard(page, {
        holder: 'Maria Souza',
        number: '4111111111111111',
        expiry: futureExpiry(),
        cvv: '123',
      });
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.waitForURL(/\/success\?/);
      await page
        .getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' })
        .waitFor();
      await page
        .getByRole('region', { name: 'Resumo do pedido' })
        .getByText('28.500 pontos + R$570,00')
        .waitFor();
    });
  });

  describe('prints no error (item 11)', () => {
    it('should reload /contract without a console or page error', async () => {
      const errors = collectErrors(page);
      await page.goto(`${baseUrl()}/lead?product=CUPULA&flowId=contract`);
      await submitLead(page, {
        name: 'Maria Souza',
        email: uniqueEmail('reload-contract'),
        phone: '11912345678',
      });
      await page.waitForURL(/\/contract\?/);
      const text = page.getByRole('region', { name: 'Texto do contrato' });
      await text.getByText(/CONTRATO DE PRESTAÇÃO DE SERVIÇOS/).waitFor();
      await reload(page, 'Contrato de participação no evento');
      await text.getByText(/CONTRATO DE PRESTAÇÃO DE SERVIÇOS/).waitFor();
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
    });

    it('should reload every Livelo step without a console or page error', async () => {
      const errors = collectErrors(page);
      await page.goto(`${baseUrl()}/lead?product=WUP&route=livelo`);
      await submitLead(page, {
        name: 'Maria Souza',
        email: uniqueEmail('reload-livelo-steps'),
        phone: '11912345678',
      });

      await page.waitForURL(/\/livelo\/cpf\?/);
      await reload(page, 'Informe seu CPF Livelo');
      await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
      await page.getByRole('button', { name: 'Continuar' }).click();

      await page.waitForURL(/\/livelo\/payment-method\?/);
      await reload(page, 'Como você quer pagar?');
      await page.getByRole('radio', { name: /Só pontos/ }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();

      await page.waitForURL(/\/livelo\/select-device\?/);
      await reload(page, 'Onde você quer receber o código?');
      await page.getByRole('radio', { name: /SMS para/ }).check();
      await page.getByRole('button', { name: 'Enviar código' }).click();

      await page.waitForURL(/\/livelo\/code\?/);
      await reload(page, 'Digite o código');
      await page.getByLabel('Código de segurança').fill('654321');
      await page.getByRole('button', { name: 'Confirmar código' }).click();

      await page.waitForURL(/\/livelo\/payment\?/);
      await reload(page, 'Confirme o pagamento');
      await page.getByText('57.000 pontos', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.waitForURL(/\/success\?/);
      await reload(page, 'Compra realizada com sucesso!');

      await page.goto(`${baseUrl()}/livelo/error?product=WUP&route=livelo&liveloError=blocked`);
      await page.getByRole('heading', { name: 'Conta Livelo bloqueada' }).waitFor();
      await reload(page, 'Conta Livelo bloqueada');
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
    });
  });
});
