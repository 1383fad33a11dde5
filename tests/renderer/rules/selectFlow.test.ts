import type { FlowLike } from '@/renderer/rules/FlowLike';
import { selectFlow, type FlowChoiceReason, type FlowOverride } from '@/renderer/rules/selectFlow';

const flow = (id: string): FlowLike => ({
  id,
  steps: [{ id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' }],
});

const ALL = ['first-one', 'default', 'offer', 'pix', 'bankslip', 'extended', 'livelo', 'black'].map(
  flow,
);
const WITHOUT_DEFAULT = ['first-one', 'offer', 'black'].map(flow);
const WITHOUT_OVERRIDES = ['first-one', 'default', 'offer', 'black'].map(flow);

describe('selectFlow', () => {
  it.each<[string, FlowLike[], Record<string, string>, string, string, FlowChoiceReason]>([
    ['choose default without any query', ALL, {}, 'MS', 'default', 'default'],
    ['choose the flowId query', ALL, { flowId: 'black' }, 'MS', 'black', 'flowId'],
    ['choose offer when oferta is given', ALL, { oferta: 'ms-anual' }, 'MS', 'offer', 'offer'],
    [
      'prefer flowId over oferta',
      ALL,
      { flowId: 'black', oferta: 'ms-anual' },
      'MS',
      'black',
      'flowId',
    ],
    [
      'fall back to offer when flowId names no flow',
      ALL,
      { flowId: 'nope', oferta: 'ms-anual' },
      'MS',
      'offer',
      'offer',
    ],
    [
      'fall back to default when flowId names no flow',
      ALL,
      { flowId: 'nope' },
      'MS',
      'default',
      'default',
    ],
    ['use the first flow when nothing matches', WITHOUT_DEFAULT, {}, 'MS', 'first-one', 'first'],
    [
      'use the first flow when flowId names no flow and there is no default',
      WITHOUT_DEFAULT,
      { flowId: 'nope' },
      'MS',
      'first-one',
      'first',
    ],
    ['choose pix for route=pix', ALL, { route: 'pix' }, 'MS', 'pix', 'override'],
    ['choose pix for route=PIX', ALL, { route: 'PIX' }, 'WUP', 'pix', 'override'],
    [
      'choose bankslip for route=bankslip',
      ALL,
      { route: 'bankslip' },
      'MS',
      'bankslip',
      'override',
    ],
    [
      'let route=pix win over an explicit flowId',
      ALL,
      { route: 'pix', flowId: 'black' },
      'MS',
      'pix',
      'override',
    ],
    [
      'let route=bankslip win over oferta',
      ALL,
      { route: 'bankslip', oferta: 'ms-anual' },
      'MS',
      'bankslip',
      'override',
    ],
    [
      'choose extended for MS with voucher=msjana',
      ALL,
      { voucher: 'msjana' },
      'MS',
      'extended',
      'override',
    ],
    [
      'choose extended for MS with voucher=MSJANA',
      ALL,
      { voucher: 'MSJANA' },
      'MS',
      'extended',
      'override',
    ],
    [
      'not choose extended for another product with voucher=msjana',
      ALL,
      { voucher: 'msjana' },
      'WUP',
      'default',
      'default',
    ],
    [
      'not choose extended for MS with another voucher',
      ALL,
      { voucher: 'BLACKFRIDAY' },
      'MS',
      'default',
      'default',
    ],
    [
      'choose livelo for WUP with route=livelo',
      ALL,
      { route: 'livelo' },
      'WUP',
      'livelo',
      'override',
    ],
    [
      'choose livelo for WUP with route=livelo-accrual',
      ALL,
      { route: 'livelo-accrual' },
      'WUP',
      'livelo',
      'override',
    ],
    ['not choose livelo for another product', ALL, { route: 'livelo' }, 'MS', 'default', 'default'],
    [
      'let route=pix win over voucher=msjana',
      ALL,
      { route: 'pix', voucher: 'msjana' },
      'MS',
      'pix',
      'override',
    ],
    [
      'fall through to the next matching override when the product lacks the first',
      ['default', 'extended'].map(flow),
      { route: 'pix', voucher: 'msjana' },
      'MS',
      'extended',
      'override',
    ],
    [
      'fall back to flowId when the product has no flow for the route',
      WITHOUT_OVERRIDES,
      { route: 'pix', flowId: 'black' },
      'MS',
      'black',
      'flowId',
    ],
    [
      'fall back to default when the product has no flow for the route',
      WITHOUT_OVERRIDES,
      { route: 'bankslip' },
      'MS',
      'default',
      'default',
    ],
    ['ignore route=vip (not a flow)', ALL, { route: 'vip' }, 'MS', 'default', 'default'],
  ])('should %s', (_case, flows, query, productCode, flowId, reason) => {
    const choice = selectFlow({ flows, query, productCode });
    expect(choice?.flow.id).toBe(flowId);
    expect(choice?.reason).toBe(reason);
  });

  it('should return undefined when the product has no flows', () => {
    expect(selectFlow({ flows: [], query: { flowId: 'pix' }, productCode: 'MS' })).toBeUndefined();
  });

  it('should read overrides given as data instead of the spec defaults', () => {
    const overrides: FlowOverride[] = [{ flowId: 'black', voucher: 'BLACKFRIDAY' }];
    const choice = selectFlow({
      flows: ALL,
      query: { voucher: 'blackfriday', route: 'pix' },
      productCode: 'MS',
      overrides,
    });
    expect(choice).toEqual({ flow: ALL[7], reason: 'override' });
  });

  it('should return the flow object it was given', () => {
    const choice = selectFlow({ flows: ALL, query: { flowId: 'black' }, productCode: 'MS' });
    expect(choice?.flow).toBe(ALL[7]);
  });
});
