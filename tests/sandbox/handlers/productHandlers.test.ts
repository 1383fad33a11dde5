import {
  createLead,
  createPayment,
  getPlanProduct,
  getProductConfig,
  getProductTickets,
  getProductV1,
  getProductV2,
} from '@/checkout/api/checkoutApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

describe('productHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  describe('GET /api/v1/product/{code}/config', () => {
    it('should answer the product config file minus $schema', async () => {
      const config = await getProductConfig('CURSO', {}, running.client);
      expect(config).toEqual({
        code: 'CURSO',
        title: 'Curso de Demonstração',
        business: 'medcof',
        gtm: 'GTM-TEST001',
        designSystemId: 'trilha-demo$light',
        hasAddressForm: false,
        checkoutFlow: expect.objectContaining({
          flows: [expect.objectContaining({ id: 'default' })],
        }),
      });
      expect(config).not.toHaveProperty('$schema');
    });

    it('should accept a planId of the product', async () => {
      await expect(
        getProductConfig('CURSO', { planId: 'curso-mensal' }, running.client),
      ).resolves.toHaveProperty('code', 'CURSO');
    });

    it('should answer 404 product_not_found for an unknown product', async () => {
      await expectApiError(getProductConfig('NOPE', {}, running.client), {
        kind: 'client',
        status: 404,
        code: 'product_not_found',
        field: 'code',
      });
    });

    it('should answer 404 plan_not_found for a plan of another product', async () => {
      await expectApiError(
        getProductConfig('CURSO', { planId: 'ingles-mz-anual' }, running.client),
        {
          status: 404,
          code: 'plan_not_found',
          field: 'planId',
        },
      );
    });

    it('should answer 400 for a malformed product code', async () => {
      await expectApiError(getProductConfig('bad code!', {}, running.client), {
        status: 400,
        code: 'invalid_path',
        field: 'code',
      });
    });
  });

  describe('GET /api/v1/product/{code}', () => {
    it('should answer the product with every plan and no voucher list', async () => {
      const product = await getProductV1('CURSO', {}, running.client);
      expect(product.code).toBe('CURSO');
      expect(product.business).toBe('medcof');
      expect(product.title).toBe('Curso de Demonstração');
      expect(product.planIds).toEqual({
        anualProductId: 'curso-anual',
        monthlyProductId: 'curso-mensal',
      });
      expect(product.plans.map((plan) => plan.id)).toEqual([
        'curso-anual',
        'curso-mensal',
        'curso-semestral',
      ]);
      expect(product.plans[0]).not.toHaveProperty('vouchers');
      expect(product.plans[0]?.appliedVoucher).toBeNull();
    });

    it('should filter by planType', async () => {
      const product = await getProductV1('CURSO', { planType: 'monthly' }, running.client);
      expect(product.plans.map((plan) => plan.id)).toEqual(['curso-mensal']);
    });

    it('should apply a voucher the plan accepts to amount, installments and price', async () => {
      const product = await getProductV1(
        'CURSO',
        { productId: 'curso-anual', voucher: 'blackfriday' },
        running.client,
      );
      const plan = product.plans[0];
      expect(plan?.amount).toBe(102000);
      expect(plan?.installments.find((option) => option.id === 12)).toEqual({
        id: 12,
        value: 8500,
        standardValue: 12000,
        tax: 0,
        totalValue: 102000,
      });
      expect(plan?.price.productCyclePrice).toBe(8500);
      expect(plan?.appliedVoucher).toEqual({
        code: 'BLACKFRIDAY',
        discount: 12000,
        description: 'Black Friday',
      });
    });

    it('should leave the price alone for a voucher the plan does not accept', async () => {
      const product = await getProductV1(
        'CURSO',
        { plan: 'CURSO-ANUAL', voucher: 'NOPE' },
        running.client,
      );
      expect(product.plans[0]?.amount).toBe(114000);
      expect(product.plans[0]?.appliedVoucher).toBeNull();
    });

    it('should answer 400 naming planType for an unknown plan type', async () => {
      await expectApiError(getProductV1('CURSO', { planType: 'weekly' as never }, running.client), {
        status: 400,
        code: 'invalid_parameter',
        field: 'planType',
        message: /must be one of yearly, recurrency, monthly, semester; got 'weekly'/,
      });
    });

    it('should answer 404 for an unknown product', async () => {
      await expectApiError(getProductV1('NOPE', {}, running.client), {
        status: 404,
        code: 'product_not_found',
      });
    });
  });

  describe('GET /api/v2/product/{code}', () => {
    it('should filter by a list of plan types', async () => {
      const product = await getProductV2(
        'CURSO',
        { planTypes: ['yearly', 'semester'] },
        running.client,
      );
      expect(product.plans.map((plan) => plan.id)).toEqual(['curso-anual', 'curso-semestral']);
    });

    it('should filter by a list of plans and by planId', async () => {
      const byList = await getProductV2(
        'CURSO',
        { plans: ['curso-mensal', 'CURSO-SEMESTRAL'] },
        running.client,
      );
      expect(byList.plans.map((plan) => plan.id)).toEqual(['curso-mensal', 'curso-semestral']);
      const byId = await getProductV2('CURSO', { planId: 'curso-anual' }, running.client);
      expect(byId.plans.map((plan) => plan.id)).toEqual(['curso-anual']);
    });

    it('should mark the trial plans as used for a buyer who already paid for the product', async () => {
      const email = `trial.${Date.now()}@example.com`;
      const lead = await createLead(
        {
          name: 'Ana Souza',
          email,
          phone: '(11) 91234-5678',
          business: 'medcof',
          productCode: 'CURSO',
        },
        running.client,
      );
      const before = await getProductV2('CURSO', { leadId: lead.leadId }, running.client);
      expect(before.plans.find((plan) => plan.id === 'curso-semestral')).not.toHaveProperty(
        'trialUsed',
      );

      await createPayment(
        {
          name: 'Ana Souza',
          email,
          amount: 12900,
          business: 'medcof',
          productCode: 'CURSO',
          planId: 'curso-mensal',
          sfLeadId: lead.leadId,
          paymentMethods: [
            {
              type: 'credit-card',
              installments: 1,
              card: {
                number: '4111111111111111',
                holderName: 'ANA SOUZA',
                expiry: '12/30',
                cvv: '123',
                brand: 'visa',
              },
            },
          ],
        },
        `trial-used-${Date.now()}`,
        running.client,
      );

      const after = await getProductV2('CURSO', { leadId: lead.leadId }, running.client);
      expect(after.plans.find((plan) => plan.id === 'curso-semestral')).toMatchObject({
        trialDays: 7,
        trialUsed: true,
      });
      // A plan without a trial has nothing to use up.
      expect(after.plans.find((plan) => plan.id === 'curso-mensal')).not.toHaveProperty(
        'trialUsed',
      );
      const byEmail = await getProductV2('CURSO', { email: email.toUpperCase() }, running.client);
      expect(byEmail.plans.find((plan) => plan.id === 'curso-semestral')).toHaveProperty(
        'trialUsed',
        true,
      );
      const stranger = await getProductV2(
        'CURSO',
        { email: 'new.buyer@example.com' },
        running.client,
      );
      expect(stranger.plans.find((plan) => plan.id === 'curso-semestral')).not.toHaveProperty(
        'trialUsed',
      );
    });

    it('should answer only the cheapest plan with priceMode min', async () => {
      const product = await getProductV2('CURSO', { priceMode: 'min' }, running.client);
      expect(product.plans.map((plan) => plan.id)).toEqual(['curso-mensal']);
    });

    it('should answer 400 for an unknown priceMode and 404 for an unknown planId', async () => {
      await expectApiError(getProductV2('CURSO', { priceMode: 'max' as never }, running.client), {
        status: 400,
        field: 'priceMode',
      });
      await expectApiError(getProductV2('CURSO', { planId: 'nope' }, running.client), {
        status: 404,
        code: 'plan_not_found',
        field: 'planId',
      });
    });
  });

  describe('GET /api/v1/product/{code}/tickets', () => {
    it('should answer a plan without lot data as an uncounted lot, always available', async () => {
      const tickets = await getProductTickets('CURSO', { plan: 'curso-mensal' }, running.client);
      expect(tickets).toEqual({
        productCode: 'CURSO',
        business: 'medcof',
        tickets: [
          {
            id: 'tkt_curso-mensal',
            planId: 'curso-mensal',
            name: 'Plano Mensal',
            currency: 'R$',
            amount: 12900,
            installments: [
              { id: 1, value: 12900, standardValue: 15900, tax: 0, totalValue: 12900 },
            ],
            available: true,
            remaining: null,
          },
        ],
      });
    });

    it('should answer 404 for an unknown plan', async () => {
      await expectApiError(getProductTickets('CURSO', { plan: 'nope' }, running.client), {
        status: 404,
        field: 'plan',
      });
    });
  });

  describe('GET /api/v1/plan/{id}/product', () => {
    it('should answer the product code of a plan', async () => {
      await expect(getPlanProduct('ingles-mz-anual', running.client)).resolves.toEqual({
        productCode: 'INGLESMZ',
      });
    });

    it('should answer 404 plan_not_found for an unknown plan', async () => {
      await expectApiError(getPlanProduct('nope', running.client), {
        status: 404,
        code: 'plan_not_found',
        field: 'id',
      });
    });
  });
});
