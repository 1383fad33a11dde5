/**
 * What a buyer does on each kind of step, for the browser test that walks every configured flow
 * (tests/e2e/walkFlows.e2e.ts). A driver acts on the page of its template until the buyer moves
 * on; templates without a driver of their own get the default one (press the step's main
 * button). Add a driver when a template needs more than a button.
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { fillCard, futureExpiry, submitLead, uniqueEmail } from './buyerFlow';

/** What a walk knows about its buyer and area. */
export interface WalkContext {
  mozambique: boolean;
  email: string;
}

/** Acts on the current step's page as a buyer would. */
export type StepDriver = (page: Page, walk: WalkContext) => Promise<void>;

/** The sandbox's approved test card (sandbox/README.md). */
const APPROVED_CARD = '4111111111111111';

async function fillIfPresent(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) > 0 && (await field.first().isVisible()))
    await field.first().fill(value);
}

async function selectIfPresent(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) > 0 && (await field.first().isVisible()))
    await field.first().selectOption(value);
}

/** Pays with the approved card, filling the billing address when the page asks for one. */
async function payByCard(page: Page, walk: WalkContext): Promise<void> {
  const confirm = page
    .getByRole('button', {
      name: /Confirmar pagamento|Pagar|Renovar|Concluir compra|Verificar cartão/,
    })
    .first();
  await confirm.waitFor();
  await fillIfPresent(page, 'CPF ou CNPJ para a nota fiscal', '295.379.955-93');
  const cardNumber = page.getByLabel('Número do cartão');
  if ((await cardNumber.count()) === 0 || !(await cardNumber.first().isVisible())) {
    // A flow that offers boleto (or Pix) only: the buyer confirms the method shown.
    await confirm.click();
    return;
  }
  await fillCard(page, {
    holder: 'Ana Caminhante',
    number: APPROVED_CARD,
    expiry: futureExpiry(),
    cvv: '123',
  });
  await fillIfPresent(page, 'CPF ou CNPJ para a nota fiscal', '295.379.955-93');
  await fillIfPresent(
    page,
    walk.mozambique ? 'Código postal' : 'CEP',
    walk.mozambique ? '1100' : '01310-100',
  );
  await fillIfPresent(
    page,
    'Endereço',
    walk.mozambique ? 'Av. Julius Nyerere, 123' : 'R. 7 de Setembro, 45 - apto 3',
  );
  await fillIfPresent(page, 'Número', '123');
  await fillIfPresent(page, 'Bairro', 'Centro');
  await fillIfPresent(page, 'Cidade', walk.mozambique ? 'Maputo' : 'São Paulo');
  await selectIfPresent(page, 'Estado', 'SP');
  await fillIfPresent(page, 'Província', 'Maputo');
  await fillIfPresent(page, 'País', walk.mozambique ? 'Moçambique' : 'Brasil');
  await confirm.click();
}

/** Marks the Pix of this buyer paid in the sandbox; the page polls and moves on. */
async function payPix(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Copiar/ })
    .first()
    .waitFor();
  const pix = await page.evaluate(() => window.sessionStorage.getItem('dataPix'));
  const paymentId = pix ? (JSON.parse(pix) as { paymentId: string }).paymentId : undefined;
  if (!paymentId) throw new Error('the Pix step stored no dataPix.paymentId');
  const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${paymentId}/pay`, { method: 'POST' });
  if (!paid.ok) throw new Error(`the sandbox could not mark Pix ${paymentId} paid: ${paid.status}`);
}

/** Chooses the second profile count (a plan other than the first), then goes on. */
async function chooseProfiles(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const radios = main.getByRole('group', { name: 'Quantos perfis?' }).getByRole('radio');
  await radios.first().waitFor();
  await radios.nth((await radios.count()) > 1 ? 1 : 0).check();
  await main.getByRole('button', { name: /^Continuar/ }).click();
}

/** The default: press the step's main button. */
export const pressMainButton: StepDriver = async (page) => {
  const main = page.getByRole('main');
  const button = main
    .getByRole('button', { name: /^(Continuar|Quero|Aceitar|Confirmar|Avançar|Ir para)/ })
    .first();
  await button.waitFor();
  await button.click();
};

/** Drivers by template id. */
export const stepDrivers: Record<string, StepDriver> = {
  lead: async (page, walk) => {
    await submitLead(page, {
      name: walk.mozambique ? 'Joana Machava' : 'Ana Caminhante',
      email: walk.email,
      phone: walk.mozambique ? '+258841234567' : '(11) 98765-4321',
    });
  },
  payment: payByCard,
  'upsell-payment': payByCard,
  pix: payPix,
  // Livelo: the test CPF with enough points pays with points only (sandbox/README.md).
  'livelo-cpf': async (page) => {
    await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
    await page.getByRole('button', { name: 'Continuar' }).click();
  },
  'livelo-payment-method': async (page) => {
    await page.getByRole('radio', { name: /Só pontos/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
  },
  'livelo-select-device': async (page) => {
    await page.getByRole('radio', { name: /SMS/ }).check();
    await page.getByRole('button', { name: 'Enviar código' }).click();
  },
  'livelo-code': async (page) => {
    await page.getByLabel('Código de segurança').fill('654321');
    await page.getByRole('button', { name: 'Confirmar código' }).click();
  },
  'livelo-payment': async (page) => {
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  },
  contract: async (page) => {
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
  },
  'invoice-payment': payByCard,
  renew: payByCard,
  recovery: payByCard,
  'upgrade-payment': payByCard,
  'payment-verification': payByCard,
  'phone-verification': async (page) => {
    // The sandbox's SMS code (sandbox/README.md); a full code is checked as it is typed.
    await page.getByLabel('Código de verificação').fill('123456');
  },
  'select-test-location': async (page) => {
    // The first city of the searchable list.
    const main = page.getByRole('main');
    await main.getByRole('combobox').click();
    await main.getByRole('option').first().click();
    await main.getByRole('button', { name: 'Continuar' }).click();
  },
  'order-bump-presentation': chooseProfiles,
  'upsell-order-bump-presentation': chooseProfiles,
  'order-bump': async (page) => {
    // One add-on ticked: the payment step then charges the plan plus the add-on.
    const main = page.getByRole('main');
    const addOns = main.getByRole('checkbox');
    await addOns.first().waitFor();
    await addOns.first().check();
    await main.getByRole('button', { name: /^Continuar/ }).click();
  },
  'select-school': async (page) => {
    // State, city and unit: the first of each list (a list of one is chosen for the buyer).
    const main = page.getByRole('main');
    for (let group = 0; group < 3; group += 1) {
      const radios = main.getByRole('group').nth(group).getByRole('radio');
      await radios.first().waitFor();
      if (!(await radios.first().isChecked())) await radios.first().check();
    }
    await main.getByRole('button', { name: 'Continuar' }).click();
  },
};

/**
 * Where a flow whose first step reads a record starts: the seeded sandbox record (sandbox/README.md
 * "Account records") in the route's `[id]` and the query. Templates not listed start on 'sample'.
 */
export const entryPoints: Record<string, { id?: string; query?: string }> = {
  'invoice-payment': { id: 'inv_demo_sale' },
  renew: { id: 'sub_demo_renew' },
  recovery: { id: 'rec_demo_abandoned' },
  'upgrade-payment': { query: '&subscriptionId=sub_demo_upgrade' },
  'payment-verification': { query: '&subscriptionId=sub_demo_custom_sale' },
};

/** A fresh e-mail for one walk. */
export function walkEmail(tag: string): string {
  return uniqueEmail(`walk-${tag}`);
}
