import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepPosition } from '@/checkout/navigation/stepPosition';
import { chainFlow } from '../../templates/fixturePage';

const withPix: ResolvedFlow = {
  id: 'default',
  steps: [
    { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment', nextStepIds: {}, props: {} },
    {
      id: 'payment',
      templateId: 'payment',
      defaultNextStepId: 'success',
      nextStepIds: { pix: 'pix' },
      props: {},
    },
    { id: 'pix', templateId: 'pix', defaultNextStepId: 'success', nextStepIds: {}, props: {} },
    { id: 'success', templateId: 'success', defaultNextStepId: null, nextStepIds: {}, props: {} },
  ],
};

describe('stepPosition', () => {
  it('should count the steps of a lead → payment → success flow', () => {
    const flow = chainFlow('default', ['lead', 'payment', 'success']);
    expect(stepPosition(flow, 'lead')).toEqual({ current: 1, total: 3 });
    expect(stepPosition(flow, 'payment')).toEqual({ current: 2, total: 3 });
    expect(stepPosition(flow, 'success')).toEqual({ current: 3, total: 3 });
  });

  it('should count the Pix step on the way the buyer takes through the pix outcome', () => {
    expect(stepPosition(withPix, 'payment')).toEqual({ current: 2, total: 3 });
    expect(stepPosition(withPix, 'pix')).toEqual({ current: 3, total: 4 });
  });

  it('should count steps before the payment and stop at the first success screen', () => {
    const flow = chainFlow('default', [
      'md',
      'select-school',
      'lead',
      'payment',
      'success',
      'upsell-payment',
      'upsell-success',
    ]);
    expect(stepPosition(flow, 'payment')).toEqual({ current: 4, total: 5 });
  });

  it('should give undefined for a step the flow does not reach', () => {
    expect(stepPosition(chainFlow('default', ['lead', 'success']), 'payment')).toBeUndefined();
  });
});
