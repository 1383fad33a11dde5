import { getProductConfig } from '@/checkout/api/checkoutApi';
import {
  cachedProductConfig,
  clearProductConfigCache,
  configCacheTtlMs,
} from '@/renderer/cachedProductConfig';

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductConfig: jest.fn() }));

const fetchConfig = jest.mocked(getProductConfig);
const config = (title: string) => ({ title }) as never;

describe('cachedProductConfig', () => {
  const savedTtl = process.env.CONFIG_CACHE_TTL_MS;
  beforeEach(() => {
    jest.resetAllMocks();
    clearProductConfigCache();
    delete process.env.CONFIG_CACHE_TTL_MS;
  });
  afterAll(() => {
    if (savedTtl === undefined) delete process.env.CONFIG_CACHE_TTL_MS;
    else process.env.CONFIG_CACHE_TTL_MS = savedTtl;
  });

  it('should serve a fresh config from the cache and fetch again once it expires', async () => {
    let now = 1_000;
    fetchConfig.mockResolvedValueOnce(config('v1')).mockResolvedValueOnce(config('v2'));
    await expect(cachedProductConfig('MS', {}, () => now)).resolves.toEqual({ title: 'v1' });
    now += 4_999;
    await expect(cachedProductConfig('MS', {}, () => now)).resolves.toEqual({ title: 'v1' });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    now += 1;
    // Expired: still served at once while the refresh runs; the next page gets the new one.
    await expect(cachedProductConfig('MS', {}, () => now)).resolves.toEqual({ title: 'v1' });
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    await expect(cachedProductConfig('MS', {}, () => now)).resolves.toEqual({ title: 'v2' });
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('should not hold a page while an expired config is fetched again (one refresh for all)', async () => {
    let now = 1_000;
    fetchConfig.mockResolvedValueOnce(config('v1'));
    await cachedProductConfig('MS', {}, () => now);
    now += 5_000;
    fetchConfig.mockReturnValueOnce(new Promise(() => undefined));
    const pages = [1, 2, 3].map(() => cachedProductConfig('MS', {}, () => now));
    await expect(Promise.all(pages)).resolves.toEqual([
      { title: 'v1' },
      { title: 'v1' },
      { title: 'v1' },
    ]);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('should drop an expired config whose refresh failed, so the next page asks itself', async () => {
    let now = 1_000;
    fetchConfig.mockResolvedValueOnce(config('v1')).mockRejectedValueOnce(new Error('down'));
    await cachedProductConfig('MS', {}, () => now);
    now += 5_000;
    await expect(cachedProductConfig('MS', {}, () => now)).resolves.toEqual({ title: 'v1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetchConfig.mockRejectedValueOnce(new Error('still down'));
    await expect(cachedProductConfig('MS', {}, () => now)).rejects.toThrow('still down');
  });

  it('should keep configs apart by product code and plan id', async () => {
    fetchConfig.mockImplementation(async (code, query) =>
      config(`${code}:${query?.planId ?? '-'}`),
    );
    await expect(cachedProductConfig('MS', {})).resolves.toEqual({ title: 'MS:-' });
    await expect(cachedProductConfig('MS', { planId: 'ms-anual' })).resolves.toEqual({
      title: 'MS:ms-anual',
    });
    await expect(cachedProductConfig('WUP', {})).resolves.toEqual({ title: 'WUP:-' });
    expect(fetchConfig).toHaveBeenCalledTimes(3);
  });

  it('should share one request between concurrent misses', async () => {
    fetchConfig.mockResolvedValue(config('once'));
    await Promise.all([cachedProductConfig('MS', {}), cachedProductConfig('MS', {})]);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('should never cache a failure', async () => {
    fetchConfig.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(config('back'));
    await expect(cachedProductConfig('MS', {})).rejects.toThrow('down');
    await expect(cachedProductConfig('MS', {})).resolves.toEqual({ title: 'back' });
  });

  it('should fetch every time when CONFIG_CACHE_TTL_MS is 0', async () => {
    process.env.CONFIG_CACHE_TTL_MS = '0';
    expect(configCacheTtlMs()).toBe(0);
    fetchConfig.mockResolvedValue(config('x'));
    await cachedProductConfig('MS', {});
    await cachedProductConfig('MS', {});
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });
});
