import { renewalMetadata } from '@/templates/renew/renewalMetadata';
import { chainFlow, fixturePage } from '../fixturePage';

describe('renewalMetadata', () => {
  it('should say where the renewal was made from page data only, without the query', () => {
    const flow = chainFlow('renew', ['renew', 'subscription-welcome']);
    const page = fixturePage(
      {
        productFlow: flow,
        pathname: '/renew/sub_demo_renew',
        query: { flowId: 'renew', email: 'maria@example.com' },
        rawQuery: 'flowId=renew&email=maria%40example.com',
      },
      'renew',
    );
    expect(renewalMetadata(page, 'v2')).toEqual({
      sourcePage: '/renew/sub_demo_renew',
      stepId: 'renew',
      flowId: 'renew',
      apiVersion: 'v2',
    });
  });
});
