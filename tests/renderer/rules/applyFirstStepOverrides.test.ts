import { applyFirstStepOverrides } from '@/renderer/rules/applyFirstStepOverrides';
import type { FlowLike, StepLike } from '@/renderer/rules/FlowLike';

const flowStartingWith = (props: StepLike['props']): FlowLike => ({
  id: 'default',
  steps: [
    { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment', props },
    {
      id: 'payment',
      templateId: 'payment',
      props: { voucher: 'LATER', plan: { business: 'later' } },
    },
  ],
});

describe('applyFirstStepOverrides', () => {
  it.each<[string, FlowLike | undefined, Record<string, string>, Record<string, string>, string]>([
    [
      'add the first step voucher to a query without one',
      flowStartingWith({ voucher: 'BLACKFRIDAY' }),
      { seller: 'ana' },
      { seller: 'ana', voucher: 'BLACKFRIDAY' },
      'medcof',
    ],
    [
      'keep the voucher the query already has',
      flowStartingWith({ voucher: 'BLACKFRIDAY' }),
      { voucher: 'PARTNER40' },
      { voucher: 'PARTNER40' },
      'medcof',
    ],
    [
      'override the business with the first step plan business',
      flowStartingWith({ plan: { business: 'wiseup-live' } }),
      {},
      {},
      'wiseup-live',
    ],
    [
      'apply voucher and business together',
      flowStartingWith({ voucher: 'MSJANA', plan: { business: 'aprovatotal' } }),
      {},
      { voucher: 'MSJANA' },
      'aprovatotal',
    ],
    ['keep the business when the plan has none', flowStartingWith({ plan: {} }), {}, {}, 'medcof'],
    [
      'ignore an empty voucher and business',
      flowStartingWith({ voucher: '', plan: { business: '' } }),
      {},
      {},
      'medcof',
    ],
    [
      'change nothing when the first step has no props',
      flowStartingWith(undefined),
      { seller: 'ana' },
      { seller: 'ana' },
      'medcof',
    ],
    ['never read later steps', flowStartingWith({}), {}, {}, 'medcof'],
    ['change nothing for a flow without steps', { id: 'default', steps: [] }, {}, {}, 'medcof'],
    ['change nothing without a flow', undefined, { seller: 'ana' }, { seller: 'ana' }, 'medcof'],
  ])('should %s', (_case, flow, query, expectedQuery, expectedBusiness) => {
    expect(applyFirstStepOverrides({ flow, query, business: 'medcof' })).toEqual({
      query: expectedQuery,
      business: expectedBusiness,
    });
  });

  it('should not change the query it was given', () => {
    const query = { seller: 'ana' };
    applyFirstStepOverrides({
      flow: flowStartingWith({ voucher: 'BLACKFRIDAY' }),
      query,
      business: 'medcof',
    });
    expect(query).toEqual({ seller: 'ana' });
  });
});
