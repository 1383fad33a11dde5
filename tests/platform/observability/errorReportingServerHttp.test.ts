import { lighterHttp } from '@/platform/observability/errorReportingServer';

describe("server error reporting's Http integration (issue 38)", () => {
  it('replaces only the Http integration: no sessions, no request bodies, no spans', () => {
    const httpIntegration = jest.fn((options: object) => ({ name: 'Http' as const, options }));
    const replace = lighterHttp({ httpIntegration } as never);
    const others = [{ name: 'Console' }, { name: 'OnUncaughtException' }];
    const result = [{ name: 'Http' }, ...others].map(replace);
    expect(httpIntegration).toHaveBeenCalledTimes(1);
    expect(httpIntegration).toHaveBeenCalledWith({
      sessions: false,
      maxRequestBodySize: 'none',
      spans: false,
    });
    expect(result[0]).toEqual({ name: 'Http', options: expect.any(Object) });
    expect(result.slice(1)).toEqual(others);
  });
});
