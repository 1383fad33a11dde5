import { refreshingCache } from '@/lib/cache/refreshingCache';

/** A load that answers 1, 2, 3… and counts its calls. */
function counter(): { load: () => Promise<number>; calls: () => number } {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return Promise.resolve(calls);
    },
    calls: () => calls,
  };
}

describe('refreshingCache', () => {
  it('should serve a fresh answer without asking again', async () => {
    const cache = refreshingCache<number>(() => 1000, 10);
    const source = counter();
    await cache.get('k', source.load, 0);
    await expect(cache.get('k', source.load, 999)).resolves.toEqual({ value: 1, fetchedAt: 0 });
    expect(source.calls()).toBe(1);
  });

  it('should serve an expired answer at once while one refresh runs, then the new one', async () => {
    const cache = refreshingCache<number>(() => 1000, 10);
    const source = counter();
    await cache.get('k', source.load, 0);
    const [first, second] = await Promise.all([
      cache.get('k', source.load, 1500),
      cache.get('k', source.load, 1500),
    ]);
    expect([first.value, second.value]).toEqual([1, 1]);
    expect(source.calls()).toBe(2);
    await expect(cache.get('k', source.load, 1600)).resolves.toEqual({ value: 2, fetchedAt: 1500 });
  });

  it('should give every call the answer of now when the time is 0 (cache off)', async () => {
    const cache = refreshingCache<number>(() => 0, 10);
    const source = counter();
    await expect(cache.get('k', source.load, 0)).resolves.toMatchObject({ value: 1 });
    await expect(cache.get('k', source.load, 1)).resolves.toMatchObject({ value: 2 });
    await expect(cache.get('k', source.load, 2)).resolves.toMatchObject({ value: 3 });
  });

  it('should keep no failure: the next call asks again', async () => {
    const cache = refreshingCache<number>(() => 1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow(
      'down',
    );
    await expect(cache.get('k', () => Promise.resolve(7), 1)).resolves.toMatchObject({ value: 7 });
  });

  it('should evict the oldest answer, one at a time, at its bound of entries', async () => {
    const cache = refreshingCache<number>(() => 1000, 2);
    const source = counter();
    await cache.get('a', source.load, 0);
    await cache.get('b', source.load, 0);
    await cache.get('c', source.load, 0);
    expect(source.calls()).toBe(3);
    await expect(cache.get('b', source.load, 1)).resolves.toEqual({ value: 2, fetchedAt: 0 });
    await expect(cache.get('c', source.load, 1)).resolves.toEqual({ value: 3, fetchedAt: 0 });
    expect(source.calls()).toBe(3);
    await expect(cache.get('a', source.load, 1)).resolves.toEqual({ value: 4, fetchedAt: 1 });
  });

  it('should refresh a kept answer without evicting another, and count it as the newest', async () => {
    const cache = refreshingCache<number>(() => 1000, 2);
    const source = counter();
    await cache.get('a', source.load, 1000);
    await cache.get('b', source.load, 0);
    await cache.get('b', source.load, 1100); // expired: served, refreshed behind
    await expect(cache.get('b', source.load, 1101)).resolves.toEqual({ value: 3, fetchedAt: 1100 });
    await expect(cache.get('a', source.load, 1101)).resolves.toEqual({ value: 1, fetchedAt: 1000 });
    await cache.get('c', source.load, 1200); // evicts a, fetched before b's refresh
    await expect(cache.get('b', source.load, 1201)).resolves.toEqual({ value: 3, fetchedAt: 1100 });
    await expect(cache.get('a', source.load, 1201)).resolves.toEqual({ value: 5, fetchedAt: 1201 });
  });
});
