import { createLead, generateContract, getContract } from '@/checkout/api/checkoutApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

describe('contractHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should generate a contract for a lead and plan, then answer it by lead and by id', async () => {
    const lead = await createLead(
      {
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        phone: '(21) 99876-5432',
        business: 'medcof',
        productCode: 'CURSO',
      },
      running.client,
    );
    const contract = await generateContract(
      'CURSO',
      { leadId: lead.leadId, planId: 'curso-anual' },
      running.client,
    );
    expect(contract).toMatchObject({
      productCode: 'CURSO',
      leadId: lead.leadId,
      planId: 'curso-anual',
      business: 'medcof',
    });
    expect(contract.text).toContain('Contratante: Ana Lima (ana.lima@example.com).');
    expect(contract.text).toContain('Plano: Plano Anual (CURSO-ANUAL), R$ 1.140,00.');
    await expect(getContract('CURSO', { leadId: lead.leadId }, running.client)).resolves.toEqual(
      contract,
    );
    await expect(
      getContract('CURSO', { contractId: contract.contractId }, running.client),
    ).resolves.toEqual(contract);
  });

  it('should answer 422 naming leadId or planId when they are unknown', async () => {
    await expectApiError(
      generateContract('CURSO', { leadId: 'lead_unknown', planId: 'curso-anual' }, running.client),
      {
        status: 422,
        code: 'lead_not_found',
        field: 'leadId',
      },
    );
    await expectApiError(
      generateContract('CURSO', { leadId: 'lead_demo', planId: 'ingles-mz-anual' }, running.client),
      {
        status: 422,
        code: 'plan_not_found',
        field: 'planId',
      },
    );
  });

  it('should answer 400 without leadId or contractId and 404 when there is no contract', async () => {
    await expectApiError(getContract('CURSO', {}, running.client), {
      status: 400,
      code: 'missing_parameter',
      field: 'leadId',
    });
    await expectApiError(getContract('CURSO', { leadId: 'lead_unknown' }, running.client), {
      status: 404,
      code: 'contract_not_found',
    });
    await expectApiError(
      generateContract('NOPE', { leadId: 'lead_demo', planId: 'x' }, running.client),
      { status: 404, code: 'product_not_found' },
    );
  });
});
