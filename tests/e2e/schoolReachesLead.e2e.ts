/**
 * The franchise unit a buyer chooses on the select-school step reaches the lead in the backend
 * as `relationAccount` (issue 20), whether the school is chosen before the lead
 * (CONQUERFRANQUIAS: md → select-school → lead → payment) or after it (CONQUER `escola`:
 * lead → select-school → payment). Read from the sandbox's lead row, as the backend holds it.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';
import {
  fillCard,
  futureExpiry,
  openSandboxDatabase,
  paymentsOf,
  submitLead,
  uniqueEmail,
} from './buyerFlow';
import { useBuyerPage } from './buyerPage';

/** The fixed conquer-franquias unit (sandbox/README.md, checkout/franchise/fixedFranchise.ts). */
const FIXED_UNIT = 'a0B5g00000CQFCTB01';

interface LeadRow {
  id: string;
  relation_account: string | null;
  product_code: string;
}

/** Every lead row the sandbox stored for a buyer e-mail, oldest first (read-only). */
function leadsOf(email: string): LeadRow[] {
  const db = openSandboxDatabase();
  try {
    return db
      .prepare(
        'SELECT id, relation_account, product_code FROM leads WHERE email = ? ORDER BY created_at',
      )
      .all(email) as LeadRow[];
  } finally {
    db.close();
  }
}

/** Every PATCH /api/v1/lead/{id} body the page sends, in order. */
function recordLeadPatches(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/v1\/lead\/[^/]+$/.test(request.url()))
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

describe('the chosen school reaches the lead', () => {
  const buyer = useBuyerPage();
  let page: Page;
  beforeEach(() => {
    page = buyer.page;
  });

  it('should create the CONQUERFRANQUIAS lead with the unit chosen before it and pay', async () => {
    const email = uniqueEmail('franquia');
    const patches = recordLeadPatches(page);
    await page.goto(`${baseUrl()}/md?product=CONQUERFRANQUIAS`);
    await page.getByRole('heading', { name: 'Matrícula digital' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(/\/select-school\?/);
    const unit = page.getByRole('radio', { name: 'Conquer Franquias Curitiba' });
    await unit.waitFor();
    await expect(unit.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(/\/lead\?/);
    await submitLead(page, { name: 'Joana Franquia', email, phone: '11987654321' });
    await page.waitForURL(/\/payment\?/);

    const leads = leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      product_code: 'CONQUERFRANQUIAS',
      relation_account: FIXED_UNIT,
    });
    // Created, then the unit sent right after on the spec's PATCH body.
    expect(patches).toEqual([{ relationAccount: FIXED_UNIT }]);

    await fillCard(page, {
      holder: 'Joana Franquia',
      number: '4111111111111111',
      expiry: futureExpiry(),
      cvv: '123',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await screenshot(page, 'school-reaches-lead-success');
    expect(paymentsOf(email)).toEqual([expect.objectContaining({ status: 'approved' })]);
    // Still the one lead, with its unit.
    expect(leadsOf(email).map((lead) => lead.relation_account)).toEqual([FIXED_UNIT]);
  });

  it('should keep the unit on the lead when the buyer comes back to the lead step and goes on again', async () => {
    const email = uniqueEmail('franquia-back');
    await page.goto(`${baseUrl()}/select-school?product=CONQUERFRANQUIAS`);
    await page.getByRole('radio', { name: 'Conquer Franquias Curitiba' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/lead\?/);
    await submitLead(page, { name: 'Joana Franquia', email, phone: '11987654321' });
    await page.waitForURL(/\/payment\?/);

    // Voltar to the lead step and on again: the same lead is updated, not a new one created.
    const patches = recordLeadPatches(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(/\/lead\?/);
    const name = page.getByLabel('Nome Completo', { exact: true });
    const deadline = Date.now() + 5000;
    while ((await name.inputValue()) === '' && Date.now() < deadline)
      await page.waitForTimeout(100);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    expect(patches).toEqual([
      expect.objectContaining({ business: 'conquer-franquias', relationAccount: FIXED_UNIT }),
    ]);
    expect(leadsOf(email).map((lead) => lead.relation_account)).toEqual([FIXED_UNIT]);
  });

  it('should put the unit chosen after the lead on it in the CONQUER escola flow', async () => {
    const email = uniqueEmail('escola');
    await page.goto(`${baseUrl()}/lead?product=CONQUER&flowId=escola`);
    await submitLead(page, { name: 'Maria Escola', email, phone: '11987654321' });
    await page.waitForURL(/\/select-school\?/);
    await page.getByRole('radio', { name: 'Paraná (PR)' }).check();
    await page.getByRole('radio', { name: 'Curitiba' }).check();
    await page.getByRole('radio', { name: 'Conquer Batel' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/payment\?/);
    expect(leadsOf(email).map((lead) => lead.relation_account)).toEqual(['a0B5g00000CQCTB001']);
  });
});
