import { armFault, armedFaults, clearFaults, takeFault } from '@/sandbox/telemetry/faults';

describe('sandbox faults', () => {
  afterEach(() => clearFaults());

  it('should fail the armed number of matching calls, then answer normally', () => {
    expect(armFault({ method: 'post', path: '/api/v1/lead', status: 500, times: 2 })).toMatchObject(
      { method: 'POST', remaining: 2 },
    );
    expect(takeFault('GET', '/api/v1/lead')).toBeUndefined();
    expect(takeFault('POST', '/api/v1/lead')?.status).toBe(500);
    expect(takeFault('POST', '/api/v1/lead/')?.body).toMatchObject({
      error: { code: 'sandbox_fault' },
    });
    expect(takeFault('POST', '/api/v1/lead')).toBeUndefined();
    expect(armedFaults()).toEqual([]);
  });

  it.each([
    [{ method: 'TRACE', path: '/api/v1/lead', status: 500 }, "'method'"],
    [{ method: 'GET', path: '/api/sandbox/reset', status: 500 }, "'path'"],
    [{ method: 'GET', path: '/api/v1/lead', status: 200 }, "'status'"],
    [{ method: 'GET', path: '/api/v1/lead', status: 500, times: 0 }, "'times'"],
  ])('should refuse %p', (input, field) => {
    expect(armFault(input)).toEqual(expect.stringContaining(field));
  });
});
