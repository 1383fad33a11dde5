import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import type { SeededProductPlans } from '@/checkout/serverData/ServerData';
import { loadServerData } from '@/renderer/loadServerData';
import { productPlansFixture } from '../checkout/payment/productPlansFixture';
import { fixturePage } from '../templates/fixturePage';

const seeded: SeededProductPlans = {
  query: { business: 'x' },
  plans: productPlansFixture(),
  fetchedAt: Date.now(),
};

describe('loadServerData', () => {
  let events: LogEvent[];
  let unregister: () => void;
  beforeEach(() => {
    events = [];
    unregister = registerLogSink({ kind: 'performance', send: (event) => events.push(event) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });

  it('should hand over what each declared loader returns', async () => {
    const data = await loadServerData(['productPlans'], fixturePage({}, 'payment'), {
      productPlans: () => Promise.resolve(seeded),
    });
    expect(data).toEqual({ productPlans: seeded });
  });

  it('should leave out a loader that fails, with a warning, so the browser fetches instead', async () => {
    const data = await loadServerData(['productPlans'], fixturePage({}, 'payment'), {
      productPlans: () => Promise.reject(new Error('backend down')),
    });
    expect(data).toEqual({});
    expect(events.map((event) => [event.level, event.message])).toEqual([
      ['warning', "SERVER_DATA_FAILED: 'productPlans' could not be loaded; the browser fetches it"],
    ]);
  });

  it('should leave out a loader that takes longer than the time-out', async () => {
    const data = await loadServerData(
      ['productPlans'],
      fixturePage({}, 'payment'),
      { productPlans: () => new Promise<SeededProductPlans>(() => undefined) },
      20,
    );
    expect(data).toEqual({});
    expect(events[0]?.message).toMatch(/^SERVER_DATA_FAILED/);
  });

  it('should run no loader for a template that declares none', async () => {
    const loader = jest.fn(() => Promise.resolve(seeded));
    expect(await loadServerData([], fixturePage(), { productPlans: loader })).toEqual({});
    expect(loader).not.toHaveBeenCalled();
  });
});
