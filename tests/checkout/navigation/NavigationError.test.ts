import { NavigationError } from '@/checkout/navigation/NavigationError';

describe('NavigationError', () => {
  it.each([
    ['UNKNOWN_TEMPLATE_ROUTE', { templateId: 'paymnt' }],
    ['MISSING_ROUTE_PARAM', { param: 'id' }],
  ] as const)('should carry code %p, its message and context', (code, context) => {
    const error = new NavigationError(code, 'what went wrong', context);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'NavigationError',
      code,
      message: 'what went wrong',
      context,
    });
  });
});
