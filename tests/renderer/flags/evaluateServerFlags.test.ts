import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import {
  clearServerFlagCache,
  evaluateServerFlags,
  serverFlagCacheEntries,
} from '@/renderer/flags/evaluateServerFlags';
import { flagKeys } from '@/platform/flags/featureFlags';
import { flagPollIntervalMs } from '@/renderer/flags/flagSettings';
import { answerOfrep } from '@/sandbox/flags/answerOfrep';
import type { FlagSnapshot } from '@/sandbox/flags/flagFile';

const flags: FlagSnapshot = {
  version: '1',
  flags: {
    'pix-enabled': {
      variants: { on: true, off: false },
      defaultVariant: 'on',
      targeting: [{ when: { brand: 'medvalida' }, variant: 'off' }],
    },
    'referrer-list': { variants: { brand: 'brand', off: 'off' }, defaultVariant: 'off' },
  },
};

const context = {
  targetingKey: 'MS',
  productCode: 'MS',
  brand: 'medvalida',
  area: 'BR' as const,
  environment: 'test' as const,
};

describe('evaluateServerFlags (OpenFeature server SDK + OFREP provider)', () => {
  let server: Server;
  let requests = 0;
  let events: LogEvent[];
  let unregister: () => void;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const answer = answerOfrep(
          {
            method: request.method ?? 'GET',
            path: request.url ?? '',
            body: text ? (JSON.parse(text) as unknown) : undefined,
          },
          () => flags,
        );
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env.FLAGS_OFREP_URL;
  });

  beforeEach(() => {
    clearServerFlagCache();
    requests = 0;
    events = [];
    unregister = registerLogSink({ kind: 'performance', send: (event) => events.push(event) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.FLAGS_OFREP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });

  it('should evaluate every flag for the page context against FLAGS_OFREP_URL', async () => {
    await expect(evaluateServerFlags(context)).resolves.toEqual({
      'pix-enabled': false,
      'referrer-list': 'off',
    });
    await expect(evaluateServerFlags({ ...context, brand: 'falamais' })).resolves.toEqual({
      'pix-enabled': true,
      'referrer-list': 'off',
    });
    expect(events).toEqual([]);
  });

  it('should reuse a context answer for the cache time', async () => {
    let now = 1_000;
    await evaluateServerFlags(context, () => now);
    const after = requests;
    now += 4_000;
    await evaluateServerFlags(context, () => now);
    expect(requests).toBe(after);
    now += 2_000;
    await evaluateServerFlags(context, () => now);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests).toBeGreaterThan(after);
  });

  it('should ask the flag service once for requests of a new context that arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => evaluateServerFlags(context)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(requests).toBe(flagKeys.length);
  });

  it('should answer an expired context at once with its last flags while one refresh runs behind it', async () => {
    let now = 1_000;
    await evaluateServerFlags(context, () => now);
    const after = requests;
    process.env.FLAGS_OFREP_URL = 'http://127.0.0.1:9';
    now += 6_000;
    const stale = await Promise.all([
      evaluateServerFlags(context, () => now),
      evaluateServerFlags(context, () => now),
    ]);
    expect(stale).toEqual([
      { 'pix-enabled': false, 'referrer-list': 'off' },
      { 'pix-enabled': false, 'referrer-list': 'off' },
    ]);
    expect(requests).toBe(after);
  });

  it('should follow a changed flag on the next page when the cache time is 0 (cache off)', async () => {
    process.env.FLAGS_CACHE_TTL_MS = '0';
    try {
      await expect(evaluateServerFlags(context)).resolves.toMatchObject({ 'pix-enabled': false });
      const rule = flags.flags['pix-enabled'];
      const targeting = rule?.targeting;
      if (rule) rule.targeting = [];
      await expect(evaluateServerFlags(context)).resolves.toMatchObject({ 'pix-enabled': true });
      if (rule) rule.targeting = targeting;
    } finally {
      delete process.env.FLAGS_CACHE_TTL_MS;
    }
  });

  it('should make room for a new context by evicting the oldest one only', async () => {
    const contexts = Array.from({ length: serverFlagCacheEntries + 1 }, (_, index) => ({
      ...context,
      targetingKey: `visitor-${index}`,
    }));
    // One instant throughout: no answer expires however long filling takes on a busy machine.
    const now = () => 1_000;
    for (const each of contexts) await evaluateServerFlags(each, now);
    const afterFilling = requests;
    await evaluateServerFlags(contexts[1]!, now);
    expect(requests).toBe(afterFilling);
    await evaluateServerFlags(contexts[0]!, now);
    expect(requests).toBe(afterFilling + flagKeys.length);
  });

  it('should keep the defaults and log a warning when the flag service is down', async () => {
    process.env.FLAGS_OFREP_URL = 'http://127.0.0.1:9';
    await expect(evaluateServerFlags(context)).resolves.toEqual({
      'pix-enabled': null,
      'referrer-list': null,
    });
    expect(events.map((event) => [event.level, event.message.split(':')[0]])).toEqual([
      ['warning', 'FLAGS_UNAVAILABLE'],
    ]);
  });
});

describe('flagPollIntervalMs', () => {
  afterEach(() => delete process.env.FLAGS_POLL_INTERVAL_MS);

  it('should be 300 s, shortened by FLAGS_POLL_INTERVAL_MS outside production only', () => {
    expect(flagPollIntervalMs('test')).toBe(300_000);
    process.env.FLAGS_POLL_INTERVAL_MS = '1500';
    expect(flagPollIntervalMs('test')).toBe(1500);
    expect(flagPollIntervalMs('production')).toBe(300_000);
  });
});
