import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { startClientFlags } from '@/platform/flags/startClientFlags';
import type { FeatureFlags } from '@/platform/flags/featureFlags';
import { answerOfrep } from '@/sandbox/flags/answerOfrep';
import type { FlagSnapshot } from '@/sandbox/flags/flagFile';

function snapshot(pix: boolean): FlagSnapshot {
  return {
    version: String(pix),
    flags: {
      'pix-enabled': { variants: { on: true, off: false }, defaultVariant: pix ? 'on' : 'off' },
      'referrer-list': { variants: { brand: 'brand' }, defaultVariant: 'brand' },
    },
  };
}

/** The real OFREP web provider talking to the sandbox flag service in memory. */
function ofrepAgainstSandbox(service: { pix: boolean }, statuses: number[]) {
  const fetchImplementation = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = answerOfrep(
      {
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/api\/flags/, ''),
        body: (await request.json()) as unknown,
        ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      },
      () => snapshot(service.pix),
    );
    statuses.push(answer.status);
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
  return new OFREPWebProvider({
    baseUrl: 'http://checkout.local/api/flags',
    pollInterval: 0,
    disableVisibilityRefresh: true,
    cacheMode: 'disabled',
    changeDetection: 'none',
    fetchImplementation,
  });
}

describe('startClientFlags (OpenFeature web SDK + OFREP web provider)', () => {
  it('should start from the server values and report a change after a poll, using ETags', async () => {
    const service = { pix: true };
    const statuses: number[] = [];
    const changes: FeatureFlags[] = [];
    const stop = startClientFlags({
      seed: { 'pix-enabled': true, 'referrer-list': 'brand' },
      context: {
        targetingKey: 'MS',
        productCode: 'MS',
        brand: 'medvalida',
        area: 'BR',
        environment: 'test',
      },
      pollIntervalMs: 30,
      onChange: (flags) => changes.push(flags),
      inner: ofrepAgainstSandbox(service, statuses),
    });
    // Two polls with nothing changed: the second is a 304 thanks to the ETag. (Wait for the
    // polls themselves, not a fixed time: a loaded machine may poll later.)
    const pollsDeadline = Date.now() + 5000;
    while (statuses.length < 2 && Date.now() < pollsDeadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(changes).toEqual([]);
    expect(statuses.slice(0, 2)).toEqual([200, 304]);
    service.pix = false;
    const deadline = Date.now() + 5000;
    while (changes.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(changes[0]).toEqual({ 'pix-enabled': false, 'referrer-list': 'brand' });
    stop();
  });
});
