import type { FlowLike, StepLike } from '@/renderer/rules/FlowLike';
import { resolveStep } from '@/renderer/rules/resolveStep';
import { SPEC_ROUTE_TABLE } from '../../fixtures/specRouteTable';

const lead: StepLike = { id: 'lead', templateId: 'lead', defaultNextStepId: 'pay' };
const pay: StepLike = { id: 'pay', templateId: 'payment', defaultNextStepId: 'done' };
const done: StepLike = { id: 'done', templateId: 'success' };
const invoice: StepLike = {
  id: 'invoice',
  templateId: 'invoice-payment',
  defaultNextStepId: 'done',
};
const dangling: StepLike = { id: 'video', templateId: 'video', defaultNextStepId: 'missing' };
const nullNext: StepLike = { id: 'pix', templateId: 'pix', defaultNextStepId: null };

const flow: FlowLike = { id: 'default', steps: [lead, pay, done, invoice, dangling, nullNext] };

describe('resolveStep', () => {
  it.each<
    [string, string, StepLike | undefined, StepLike | undefined, number, Record<string, string>]
  >([
    ['resolve the first step and its next', '/lead', lead, pay, 0, {}],
    ['resolve a middle step', '/payment', pay, done, 1, {}],
    ['resolve a step with a trailing slash', '/payment/', pay, done, 1, {}],
    ['resolve the last step without a next', '/success', done, undefined, 2, {}],
    [
      'resolve a dynamic route with its params',
      '/payment/inv-42',
      invoice,
      done,
      3,
      { id: 'inv-42' },
    ],
    ['give no next when defaultNextStepId names no step', '/video', dangling, undefined, 4, {}],
    ['give no next when defaultNextStepId is null', '/pix', nullNext, undefined, 5, {}],
  ])('should %s', (_case, pathname, current, next, index, params) => {
    expect(resolveStep({ flow, pathname, routeTable: SPEC_ROUTE_TABLE })).toEqual({
      current,
      next,
      index,
      params,
    });
  });

  it.each([
    ['the root path', '/'],
    ['a registered route of a template outside the flow', '/presentation'],
    ['/payment/upsell in a flow that only has /payment/[id]', '/payment/upsell'],
    ['/payment/upgrade in a flow that only has /payment/[id]', '/payment/upgrade'],
    ['an unregistered path', '/nothing-here'],
  ])('should resolve nothing for %s', (_case, pathname) => {
    expect(resolveStep({ flow, pathname, routeTable: SPEC_ROUTE_TABLE })).toBeUndefined();
  });

  it('should take the first step when two steps share a template', () => {
    const again: StepLike = { id: 'lead-again', templateId: 'lead' };
    const twice: FlowLike = { id: 'default', steps: [lead, pay, again] };
    expect(
      resolveStep({ flow: twice, pathname: '/lead', routeTable: SPEC_ROUTE_TABLE })?.current,
    ).toBe(lead);
  });
});
