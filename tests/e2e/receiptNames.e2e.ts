/**
 * The receipt names everything bought (issue 21 item 4), walked as a buyer in Chromium against
 * the built app and the sandbox, and read on the success screen as the buyer reads it: after an
 * order bump, the 'Resumo do pedido' lists the product, its plan and each add-on ticked with
 * its price, and its total is what the sandbox charged; after an upsell, the combined success
 * has a receipt for the upsell that names the upsell's own product, plan and amount (what the
 * sandbox charged for it), never the main product's name with the upsell's plan.
 */
import type { Page } from 'playwright-core';
import { formatMoney } from '@/checkout/format/formatMoney';
import { amountInInstallments } from '@/checkout/format/installmentLabel';
import { baseUrl, screenshot } from './browser';
import { fillCard, futureExpiry, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { chargesOf } from './journeyLedger';

/** One receipt on the page: its title and its rows, term and detail, in reading order. */
interface ReadReceipt {
  title: string;
  rows: Array<[term: string, detail: string]>;
}

/** Every receipt on the page ('Resumo do pedido', and any other 'Resumo …' with a list). */
async function readReceipts(page: Page): Promise<ReadReceipt[]> {
  const regions = page.getByRole('region', { name: /^Resumo d/ });
  const receipts: ReadReceipt[] = [];
  for (const region of await regions.all()) {
    const terms = await region.getByRole('term').allInnerTexts();
    if (terms.length === 0) continue;
    const details = await region.getByRole('definition').allInnerTexts();
    receipts.push({
      title: (await region.getByRole('heading').first().innerText()).trim(),
      rows: terms.map((term, index) => [term.trim(), details[index]?.trim() ?? '']),
    });
  }
  return receipts;
}

/** The details of a term in a receipt, in order ('Adicional' may appear once per add-on). */
function detailsOf(receipt: ReadReceipt, term: string): string[] {
  return receipt.rows.filter(([name]) => name === term).map(([, detail]) => detail);
}

async function fillDocumentIfAsked(page: Page): Promise<void> {
  const document = page.getByLabel('CPF ou CNPJ para a nota fiscal');
  if ((await document.count()) > 0) await document.fill('295.379.955-93');
}

describe('the receipt names everything bought', () => {
  const buyer = useBuyerPage();

  it('should list each add-on of an order bump with its price, and the total the sandbox charged', async () => {
    const page = buyer.page;
    const email = uniqueEmail('receipt-order-bump');
    await page.goto(`${baseUrl()}/lead?product=MS&flowId=orderbump`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/order-bump-presentation\?/);
    await page.getByRole('checkbox', { name: /Banco de questões comentadas/ }).check();
    await page.getByRole('checkbox', { name: /Mentoria em grupo/ }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/payment\?/);
    // One Pix for the whole order: charged now (a card would start the plan's free trial).
    await page.getByRole('button', { name: /^Pix/ }).click();
    await fillDocumentIfAsked(page);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/pix\?/);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    const [pix] = await chargesOf({ email });
    expect(pix).toMatchObject({ method: 'pix', planId: 'ms-anual' });
    const paid = await fetch(`${baseUrl()}/api/sandbox/pix/${pix!.id}/pay`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await page.waitForURL(/\/success\?/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Compra realizada com sucesso!' }).waitFor();
    await page.getByRole('region', { name: 'Resumo do pedido' }).waitFor();
    await screenshot(page, 'receipt-order-bump');

    const charges = await chargesOf({ email });
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'approved', amount: 114000 + 9700 + 19700 });
    const [receipt, ...others] = await readReceipts(page);
    expect(others).toEqual([]);
    expect(detailsOf(receipt!, 'Produto')).toEqual(['Revalida Medicina']);
    expect(detailsOf(receipt!, 'Plano')).toEqual(['Plano Anual']);
    expect(detailsOf(receipt!, 'Adicional')).toEqual([
      'Banco de questões comentadas (R$97,00)',
      'Mentoria em grupo (R$197,00)',
    ]);
    expect(detailsOf(receipt!, 'Valor')).toEqual([
      formatMoney(charges[0]!.amount, charges[0]!.currency),
    ]);
  });

  it("should name the upsell's own product and plan on the combined receipt, with what the sandbox charged for it", async () => {
    const page = buyer.page;
    const email = uniqueEmail('receipt-upsell');
    await page.goto(`${baseUrl()}/lead?product=WUP&flowId=upsell-multiprofile`);
    await submitLead(page, { name: 'Ana Caminhante', email, phone: '(11) 98765-4321' });
    await page.waitForURL(/\/payment\?/);
    await page.getByLabel('Número do cartão').waitFor();
    await fillCard(page, {
      holder: 'Ana Caminhante',
      number: '4111 1111 1111 1111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await fillDocumentIfAsked(page);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/multiprofile-upsell-presentation\?/);
    await page.getByText('2 perfis', { exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\/upsell\?/);
    // Paid with the card of the main purchase, offered first.
    await page.getByRole('button', { name: /^Cartão Visa final 1111/ }).waitFor();
    await fillDocumentIfAsked(page);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\/upsell\?/);
    await page.getByRole('heading', { name: 'Compras realizadas com sucesso!' }).waitFor();
    await page.getByRole('region', { name: 'Resumo do pedido' }).first().waitFor();
    await screenshot(page, 'receipt-upsell');

    const [main, upsell, ...more] = await chargesOf({ email });
    expect(more).toEqual([]);
    expect(main).toMatchObject({ planId: 'wup-anual', status: 'approved' });
    expect(upsell).toMatchObject({ planId: 'wup-conversacao-2-perfis', status: 'approved' });
    const receipts = await readReceipts(page);
    const receiptOf = (reference: string) =>
      receipts.find((receipt) => detailsOf(receipt, 'Pedido')[0] === reference);
    const mainReceipt = receiptOf(main!.id);
    expect(mainReceipt && detailsOf(mainReceipt, 'Produto')).toEqual(['Inglês Online']);
    expect(mainReceipt && detailsOf(mainReceipt, 'Plano')).toEqual(['Plano Anual']);
    // The upsell is its own product (the brand's upsell), with the plan the sandbox charged.
    const upsellReceipt = receiptOf(upsell!.id);
    expect(upsellReceipt && detailsOf(upsellReceipt, 'Produto')).toEqual(['Conversação Fala Mais']);
    expect(upsellReceipt && detailsOf(upsellReceipt, 'Plano')).toEqual([
      'Conversação Fala Mais · 2 perfis',
    ]);
    expect(upsellReceipt && detailsOf(upsellReceipt, 'Valor')).toEqual([
      amountInInstallments(upsell!.amount, upsell!.installments, upsell!.currency),
    ]);
    // No receipt puts the upsell's plan under the main product's name.
    const mislabelled = receipts.filter(
      (receipt) =>
        detailsOf(receipt, 'Produto').includes('Inglês Online') &&
        detailsOf(receipt, 'Plano').includes('Conversação Fala Mais · 2 perfis'),
    );
    expect(mislabelled).toEqual([]);
  });
});
