import type { Flow, ProductConfig } from '@/schemas/generated/types';
import { loadBrands, validateErrors } from './brandFiles';
import { isSpecBrand } from './specBrandList';

type Step = Flow['steps'][number];

const brands = loadBrands();
const brazilianMains = brands
  .filter(({ brand }) => brand.language === 'pt-BR' && isSpecBrand(brand))
  .map(({ brand, products }) => ({
    id: brand.id,
    code: brand.productCode,
    brand,
    config: products[brand.productCode],
  }));

function flowOf(config: ProductConfig | undefined, id: string): Flow | undefined {
  return config?.checkoutFlow.flows.find((flow) => flow.id === id);
}

/** The templates of a flow in the order a buyer meets them, following defaultNextStepId. */
function walk(flow: Flow | undefined): string[] {
  const order: string[] = [];
  let step: Step | undefined = flow?.steps[0];
  while (step !== undefined && order.length <= (flow?.steps.length ?? 0)) {
    order.push(step.templateId);
    const next: string | undefined = step.defaultNextStepId;
    step = next === undefined ? undefined : flow?.steps.find((candidate) => candidate.id === next);
  }
  return order;
}

function stepOf(flow: Flow | undefined, templateId: string): Step | undefined {
  return flow?.steps.find((step) => step.templateId === templateId);
}

describe('flows of the Brazilian brands (spec §4)', () => {
  it.each(brazilianMains)(
    'should give $code of $id the default, offer, pix and bankslip flows',
    ({ config }) => {
      const ids = config?.checkoutFlow.flows.map((flow) => flow.id) ?? [];
      expect(ids).toEqual(expect.arrayContaining(['default', 'offer', 'pix', 'bankslip']));
    },
  );

  it.each(brazilianMains)(
    'should take a $code buyer from lead straight to payment by default',
    ({ config }) => {
      const order = walk(flowOf(config, 'default'));
      expect(order.slice(order.indexOf('lead'), order.indexOf('lead') + 2)).toEqual([
        'lead',
        'payment',
      ]);
    },
  );

  it.each(brazilianMains)(
    'should end the $code default flow as many steps in as $id counts',
    ({ brand, config }) => {
      const order = walk(flowOf(config, 'default'));
      expect(order).toHaveLength(brand.stepsNumber);
      expect(order.indexOf('payment') + 1).toBe(brand.payment.currentStep);
    },
  );

  it.each(brazilianMains)(
    'should pay $code by Pix at the step $id numbers',
    ({ brand, config }) => {
      const pix = flowOf(config, 'pix');
      expect(walk(pix).slice(-3)).toEqual(['lead', 'pix', 'success']);
      expect(stepOf(pix, 'pix')?.props).toMatchObject({ stepNumber: brand.pix.currentStep });
    },
  );

  it.each(brazilianMains)(
    'should end the $code bankslip flow on the boleto success',
    ({ config }) => {
      const bankslip = flowOf(config, 'bankslip');
      expect(walk(bankslip).slice(-3)).toEqual(['lead', 'payment', 'success']);
      expect(stepOf(bankslip, 'payment')?.props).toMatchObject({ paymentMethods: ['bankslip'] });
      expect(stepOf(bankslip, 'success')?.props).toMatchObject({ variant: 'bankslip' });
    },
  );
});

describe('flows the spec names for one product', () => {
  const configOf = (code: string) =>
    brands.find(({ products }) => code in products)?.products[code];

  it('should send WUP buyers with route livelo or livelo-accrual through the Livelo steps to success', () => {
    expect(walk(flowOf(configOf('WUP'), 'livelo'))).toEqual([
      'lead',
      'livelo-cpf',
      'livelo-payment-method',
      'livelo-select-device',
      'livelo-code',
      'livelo-payment',
      'success',
    ]);
  });

  it('should keep the extended flow of MS (voucher msjana)', () => {
    expect(stepOf(flowOf(configOf('MS'), 'extended'), 'lead')?.props).toMatchObject({
      voucher: 'msjana',
    });
  });

  it('should open the Black Friday product with its voucher', () => {
    expect(
      stepOf(flowOf(configOf('EUMILITAR-BLACKFRIDAY'), 'default'), 'lead')?.props,
    ).toMatchObject({
      voucher: 'BLACKFRIDAY',
    });
  });

  it('should show a presentation video with captions between lead and payment in the EUMILITAR video flow', () => {
    const flow = flowOf(configOf('EUMILITAR'), 'video');
    expect(walk(flow).slice(0, 3)).toEqual(['lead', 'video', 'payment']);
    expect(stepOf(flow, 'video')?.props).toMatchObject({
      video: { url: expect.stringMatching(/\.webm$/), captions: expect.stringMatching(/\.vtt$/) },
    });
  });

  it('should ask EEAR buyers for their exam city between lead and payment', () => {
    const flow = flowOf(configOf('EUMILITAR-EEAR'), 'local-de-prova');
    expect(walk(flow).slice(0, 3)).toEqual(['lead', 'select-test-location', 'payment']);
    const cities = (stepOf(flow, 'select-test-location')?.props as { cities: unknown[] }).cities;
    expect(cities).toContainEqual({ city: 'Guaratinguetá', state: 'SP' });
  });

  it('should present the NUMBERONE upsell with a video after payment, and decline to the success', () => {
    const flow = flowOf(configOf('NUMBERONE'), 'default');
    expect(walk(flow)).toEqual([
      'lead',
      'payment',
      'upsell-video',
      'upsell-payment',
      'upsell-success',
    ]);
    expect(stepOf(flow, 'upsell-video')?.nextStepIds).toEqual({ decline: 'success' });
    const brand = brands.find(({ products }) => 'NUMBERONE' in products)?.brand;
    expect(brand?.upsell.upsellVideoPresentation).toBe(true);
  });

  it('should offer the MS upsell on a presentation page, declining to the success', () => {
    const flow = flowOf(configOf('MS'), 'upsell-apresentacao');
    expect(walk(flow)).toEqual([
      'lead',
      'payment',
      'upsell-presentation',
      'upsell-payment',
      'upsell-success',
    ]);
    expect(stepOf(flow, 'upsell-presentation')?.nextStepIds).toEqual({ decline: 'success' });
  });

  it('should use the fixed franchise data on the franchise variant (spec §7)', () => {
    const select = stepOf(flowOf(configOf('CONQUERFRANQUIAS'), 'default'), 'select-school');
    expect(select?.props).toMatchObject({
      franchiseBrand: 'conquer-franquias',
      useFixedFranchise: true,
    });
  });
});

describe('flows of the Mozambique variants', () => {
  it('should ask their buyers for the address and offer no installments (validate)', () => {
    expect(brands.filter(({ brand }) => brand.language === 'pt-MZ').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(validateErrors('mozambique-rule')).toEqual([]);
  });
});
