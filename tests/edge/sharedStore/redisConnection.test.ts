import {
  SharedStoreUnavailableError,
  closeSharedRedis,
  inSharedStore,
  sharedRedis,
  sharedStoreStatus,
  sharedStoreUnavailableAnswer,
} from '@/edge/sharedStore/redisConnection';
import { readinessAnswer } from '@/sandbox/readiness';
import { startRedisServer } from '../redisServer';
import type { RedisServer } from '../redisServer';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await closeSharedRedis();
  await redis.stop();
});

describe('the shared store', () => {
  it('is none without REDIS_URL', async () => {
    expect(sharedRedis({})).toBeUndefined();
    await expect(sharedStoreStatus({})).resolves.toEqual({ ok: true, store: 'none' });
  });

  it('serves from REDIS_URL, under the app prefix', async () => {
    const env = { REDIS_URL: redis.url };
    const client = sharedRedis(env)!;
    expect(sharedRedis(env)).toBe(client);
    await inSharedStore(client, (ready) => ready.set('probe', 'yes'));
    expect(await inSharedStore(client, (ready) => ready.get('probe'))).toBe('yes');
    await expect(sharedStoreStatus(env)).resolves.toEqual({ ok: true, store: 'redis' });
  });

  it('fails fast while Redis is down, and serves again once it is back', async () => {
    const env = { REDIS_URL: redis.url };
    const client = sharedRedis(env)!;
    await inSharedStore(client, (ready) => ready.ping());
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args.join(' '));
    });
    await redis.stop();
    const started = Date.now();
    await expect(inSharedStore(client, (ready) => ready.get('probe'))).rejects.toBeInstanceOf(
      SharedStoreUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(2500);
    const status = await sharedStoreStatus(env);
    expect(status.ok).toBe(false);
    await redis.start();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await sharedStoreStatus(env)).ok === false) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect(sharedStoreStatus(env)).resolves.toEqual({ ok: true, store: 'redis' });
    spy.mockRestore();
    // One report per outage, not one per reconnection.
    expect(errors.filter((line) => line.includes('cannot be reached')).length).toBe(1);
  });

  it('answers a refused call 503, retryable, in Portuguese', () => {
    const answer = sharedStoreUnavailableAnswer();
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ 'retry-after': '2' });
    expect(answer.body).toEqual({
      error: {
        code: 'shared_store_unavailable',
        message: 'O pagamento está temporariamente indisponível. Tente novamente em instantes.',
      },
    });
  });

  it('makes readiness say 503 while it cannot serve', () => {
    const answer = readinessAnswer({
      shuttingDown: false,
      sandbox: undefined,
      sharedStoreProblem: 'connect ECONNREFUSED',
    });
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ 'retry-after': '2' });
    expect(answer.body).toMatchObject({
      status: 'unavailable',
      reason: 'connect ECONNREFUSED',
      error: { code: 'shared_store_unavailable' },
    });
  });
});
