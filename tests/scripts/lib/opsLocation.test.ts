import { opsLocation } from '@/scripts/lib/opsLocation';

const config = {
  checkoutFlow: {
    flows: [
      {
        id: 'default',
        steps: [{ id: 'lead' }, { id: 'payment', props: { plans: [{ price: 1 }] } }],
      },
      { steps: [{ templateId: 'pix' }] },
    ],
  },
};

describe('opsLocation', () => {
  it('should name the flow, the step and the prop path of a pointer inside a step', () => {
    expect(opsLocation(config, '/checkoutFlow/flows/0/steps/1/props/plans/0/price')).toBe(
      'fluxo "default", passo "payment" (props.plans[0].price)',
    );
    expect(opsLocation(config, '/checkoutFlow/flows/0/steps/0')).toBe(
      'fluxo "default", passo "lead"',
    );
  });

  it('should name a flow or a step without an id by its position', () => {
    expect(opsLocation(config, '/checkoutFlow/flows/1/steps/0/templateId')).toBe(
      'fluxo nº 2, passo nº 1 (templateId)',
    );
    expect(opsLocation(config, '/checkoutFlow/flows/0/selectedBy')).toBe(
      'fluxo "default" (selectedBy)',
    );
  });

  it('should say nothing outside the flows', () => {
    expect(opsLocation(config, '/title')).toBeUndefined();
    expect(opsLocation(config, '')).toBeUndefined();
  });
});
