/** @jest-environment jsdom */
import type { LogEvent, LogSink } from '@/platform/observability/logSinks';
import type { TelemetrySettings } from '@/platform/observability/telemetrySettings';

const reported: LogEvent[] = [];
const measured: LogEvent[] = [];
const startErrorReportingClient = jest.fn(
  (): LogSink => ({ kind: 'error-reporting', send: (event) => reported.push(event) }),
);
const startPerformanceAgent = jest.fn(() => ({
  sink: { kind: 'performance', send: (event: LogEvent) => measured.push(event) } as LogSink,
  flush: async () => undefined,
}));

jest.mock('@/platform/observability/errorReportingClient', () => ({
  startErrorReportingClient: () => startErrorReportingClient(),
}));
jest.mock('@/platform/observability/performanceAgent', () => ({
  startPerformanceAgent: () => startPerformanceAgent(),
}));

const settings: TelemetrySettings = {
  mode: 'sandbox',
  errorReporting: {
    dsn: 'http://public@localhost/api/sandbox/sentry/1',
    environment: 'test',
    tracesSampleRate: 0,
  },
  performance: {
    tracesUrl: 'http://localhost/api/sandbox/otel/v1/traces',
    metricsUrl: 'http://localhost/api/sandbox/otel/v1/metrics',
    logsUrl: 'http://localhost/api/sandbox/otel/v1/logs',
    serviceName: 'checkout-front',
    serviceVersion: '0.1.0',
    environment: 'sandbox',
    spanExportDelayMs: 1000,
    metricsIntervalMs: 300_000,
    propagateTraceOrigins: ['http://localhost'],
  },
};

/** A fresh copy of the logger and of startObservability (both keep module state). */
async function freshModules(answer: TelemetrySettings = settings) {
  jest.resetModules();
  (globalThis as Record<symbol, unknown>)[Symbol.for('trilha.logSinks')] = [];
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const { logger } = await import('@/platform/logger');
  const { startObservability } = await import('@/platform/observability/startObservability');
  return { logger, startObservability, fetchMock };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 20));
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('startObservability', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  beforeEach(() => {
    reported.length = 0;
    measured.length = 0;
    startErrorReportingClient.mockClear();
    startPerformanceAgent.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('should ask the server for the settings and hand the early log events to the agents it starts', async () => {
    const { logger, startObservability, fetchMock } = await freshModules();

    stop = startObservability(() => undefined);
    logger.error('EARLY_FAILURE: before the agents loaded');
    logger.info('EARLY_INFO');
    await until(() => measured.length > 0 && reported.length > 0);

    expect(fetchMock).toHaveBeenCalledWith('/api/observability/config', expect.anything());
    expect(reported.map((event) => event.message)).toEqual([
      'EARLY_FAILURE: before the agents loaded',
    ]);
    expect(measured.map((event) => event.message)).toEqual([
      'EARLY_FAILURE: before the agents loaded',
      'EARLY_INFO',
    ]);

    logger.warning('LATER_WARNING');
    logger.error('LATER_FAILURE');
    expect(measured.at(-1)?.message).toBe('LATER_FAILURE');
    expect(reported.map((event) => event.message)).toEqual([
      'EARLY_FAILURE: before the agents loaded',
      'LATER_FAILURE',
    ]);
    expect(startErrorReportingClient).toHaveBeenCalledTimes(1);
  });

  it('should not load the error-reporting SDK on a page without errors, while the performance agent runs', async () => {
    const { logger, startObservability } = await freshModules();

    stop = startObservability(() => undefined);
    logger.warning('ONLY_A_WARNING');
    await until(() => measured.length > 0);
    await settle();

    expect(startPerformanceAgent).toHaveBeenCalledTimes(1);
    expect(measured.map((event) => event.message)).toEqual(['ONLY_A_WARNING']);
    expect(startErrorReportingClient).not.toHaveBeenCalled();
  });

  it('should load the SDK on the first error after start-up, and send that error', async () => {
    const { logger, startObservability } = await freshModules();

    stop = startObservability(() => undefined);
    await until(() => startPerformanceAgent.mock.calls.length > 0);
    await settle();
    expect(startErrorReportingClient).not.toHaveBeenCalled();

    logger.fatal('PAYMENT_PAGE_BROKEN', { error: new Error('boom') });
    await until(() => reported.length > 0);

    expect(startErrorReportingClient).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([
      expect.objectContaining({
        level: 'fatal',
        message: 'PAYMENT_PAGE_BROKEN',
        error: expect.any(Error),
      }),
    ]);
  });

  it('should send an error that comes while the SDK is loading, after the one that loaded it', async () => {
    const { logger, startObservability } = await freshModules();

    stop = startObservability(() => undefined);
    await until(() => startPerformanceAgent.mock.calls.length > 0);
    logger.error('FIRST_FAILURE');
    logger.error('SECOND_FAILURE: while the SDK is on its way');
    await until(() => reported.length >= 2);

    expect(reported.map((event) => event.message)).toEqual([
      'FIRST_FAILURE',
      'SECOND_FAILURE: while the SDK is on its way',
    ]);
    expect(startErrorReportingClient).toHaveBeenCalledTimes(1);
  });

  it('should report an uncaught error and an unhandled rejection from before the SDK, once each, then leave them to the SDK', async () => {
    const { startObservability } = await freshModules();

    stop = startObservability(() => undefined);
    const thrown = new TypeError("Cannot read properties of undefined (reading 'plans')");
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'quota exceeded';
    window.dispatchEvent(rejection);
    await until(() => reported.length >= 2);

    expect(reported).toEqual([
      expect.objectContaining({ level: 'error', error: thrown, context: { mechanism: 'onerror' } }),
      expect.objectContaining({
        level: 'error',
        message: 'Unhandled rejection: quota exceeded',
        context: { mechanism: 'onunhandledrejection' },
      }),
    ]);

    // The SDK's own handlers watch from here: ours no longer forward (no double report).
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    await settle();
    expect(reported).toHaveLength(2);
  });

  it('should drop queued errors and never load the SDK when error reporting is off', async () => {
    const { logger, startObservability } = await freshModules({
      ...settings,
      errorReporting: null,
    });

    stop = startObservability(() => undefined);
    logger.error('NOBODY_LISTENS');
    await until(() => startPerformanceAgent.mock.calls.length > 0);
    await settle();
    logger.error('STILL_NOBODY');
    await settle();

    expect(startErrorReportingClient).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});
