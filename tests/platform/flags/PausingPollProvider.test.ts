import { ClientProviderEvents } from '@openfeature/web-sdk';
import { PausingPollProvider } from '@/platform/flags/PausingPollProvider';
import type { RefreshableFlagProvider } from '@/platform/flags/PausingPollProvider';
import { FakeVisibility } from './fakeVisibility';

/** An OFREP provider that counts fetches and serves what the test puts in `service`. */
function fakeInner(service: { pix: boolean }) {
  const inner: RefreshableFlagProvider & { fetches: number; flagCache: Record<string, unknown> } = {
    fetches: 0,
    flagCache: {},
    initialize: jest.fn(async () => {
      inner.fetches += 1;
      inner.flagCache = { 'pix-enabled': { key: 'pix-enabled', value: service.pix } };
    }),
    onContextChange: jest.fn(async () => {
      inner.fetches += 1;
      inner.flagCache = { 'pix-enabled': { key: 'pix-enabled', value: service.pix } };
    }),
  };
  return inner;
}

async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('PausingPollProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should serve the server values at once, without asking the flag service', async () => {
    const inner = fakeInner({ pix: true });
    const provider = new PausingPollProvider({
      inner,
      seed: { 'pix-enabled': false },
      pollIntervalMs: 300_000,
      visibility: new FakeVisibility(),
    });
    await provider.initialize({ targetingKey: 'MS' });
    expect(provider.resolveBooleanEvaluation('pix-enabled', true).value).toBe(false);
    expect(provider.resolveStringEvaluation('absent', 'x')).toMatchObject({
      value: 'x',
      errorCode: 'FLAG_NOT_FOUND',
    });
    expect(provider.resolveStringEvaluation('pix-enabled', 'x')).toMatchObject({
      value: 'x',
      errorCode: 'TYPE_MISMATCH',
    });
    expect(inner.fetches).toBe(0);
    await provider.onClose();
  });

  it('should ask at once and then every interval when started with refreshOnStart (its first poll was due)', async () => {
    const service = { pix: false };
    const inner = fakeInner(service);
    const provider = new PausingPollProvider({
      inner,
      seed: { 'pix-enabled': true },
      pollIntervalMs: 300_000,
      visibility: new FakeVisibility(),
      refreshOnStart: true,
    });
    const changed = jest.fn();
    provider.events.addHandler(ClientProviderEvents.ConfigurationChanged, changed);
    await provider.initialize({});
    await flush();
    expect(inner.fetches).toBe(1);
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ flagsChanged: ['pix-enabled'] }),
    );
    jest.advanceTimersByTime(300_000);
    await flush();
    expect(inner.fetches).toBe(2);
    await provider.onClose();
  });

  it('should poll every interval and emit ConfigurationChanged when a value changed', async () => {
    const service = { pix: true };
    const inner = fakeInner(service);
    const provider = new PausingPollProvider({
      inner,
      seed: { 'pix-enabled': true },
      pollIntervalMs: 300_000,
      visibility: new FakeVisibility(),
    });
    const changed = jest.fn();
    provider.events.addHandler(ClientProviderEvents.ConfigurationChanged, changed);
    await provider.initialize({});
    jest.advanceTimersByTime(299_999);
    expect(inner.fetches).toBe(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(inner.fetches).toBe(1);
    expect(changed).not.toHaveBeenCalled();
    service.pix = false;
    jest.advanceTimersByTime(300_000);
    await flush();
    expect(inner.fetches).toBe(2);
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ flagsChanged: ['pix-enabled'] }),
    );
    expect(provider.resolveBooleanEvaluation('pix-enabled', true).value).toBe(false);
    await provider.onClose();
  });

  it('should pause while the tab is hidden and refresh at once when it is visible again', async () => {
    const visibility = new FakeVisibility();
    const service = { pix: true };
    const inner = fakeInner(service);
    const provider = new PausingPollProvider({
      inner,
      seed: { 'pix-enabled': true },
      pollIntervalMs: 300_000,
      visibility,
    });
    await provider.initialize({});
    visibility.set('hidden');
    expect(provider.polling).toBe(false);
    jest.advanceTimersByTime(900_000);
    await flush();
    expect(inner.fetches).toBe(0);
    service.pix = false;
    visibility.set('visible');
    await flush();
    expect(inner.fetches).toBe(1);
    expect(provider.resolveBooleanEvaluation('pix-enabled', true).value).toBe(false);
    expect(provider.polling).toBe(true);
    jest.advanceTimersByTime(300_000);
    await flush();
    expect(inner.fetches).toBe(2);
    await provider.onClose();
    jest.advanceTimersByTime(900_000);
    await flush();
    expect(inner.fetches).toBe(2);
  });

  it('should not start polling for a page opened in a hidden tab', async () => {
    const visibility = new FakeVisibility();
    visibility.visibilityState = 'hidden';
    const inner = fakeInner({ pix: true });
    const provider = new PausingPollProvider({ inner, seed: {}, pollIntervalMs: 1000, visibility });
    await provider.initialize({});
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(inner.fetches).toBe(0);
    await provider.onClose();
  });

  it('should keep its values and report when a refresh fails', async () => {
    const onRefreshError = jest.fn();
    const inner = fakeInner({ pix: false });
    (inner.initialize as jest.Mock).mockRejectedValueOnce(new Error('flag service down'));
    const provider = new PausingPollProvider({
      inner,
      seed: { 'pix-enabled': true },
      pollIntervalMs: 1000,
      visibility: new FakeVisibility(),
      onRefreshError,
    });
    const stale = jest.fn();
    provider.events.addHandler(ClientProviderEvents.Stale, stale);
    await provider.initialize({});
    await provider.refresh();
    expect(onRefreshError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'flag service down' }),
    );
    expect(stale).toHaveBeenCalled();
    expect(provider.resolveBooleanEvaluation('pix-enabled', false).value).toBe(true);
    await provider.refresh();
    expect(provider.resolveBooleanEvaluation('pix-enabled', true).value).toBe(false);
    await provider.onClose();
  });
});
