/** @jest-environment jsdom */
import { logger } from '@/checkout/logger';
import type { LogEvent, LogSink } from '@/checkout/logger';
import type { TelemetrySettings } from '@/checkout/observability/telemetrySettings';

const reported: LogEvent[] = [];
const measured: LogEvent[] = [];
const startErrorReportingClient = jest.fn(
  (): LogSink => ({ kind: 'error-reporting', send: (event) => reported.push(event) }),
);
const startPerformanceAgent = jest.fn(() => ({
  sink: { kind: 'performance', send: (event: LogEvent) => measured.push(event) } as LogSink,
  flush: async () => undefined,
}));

jest.mock('@/checkout/observability/errorReportingClient', () => ({
  startErrorReportingClient: () => startErrorReportingClient(),
}));
jest.mock('@/checkout/observability/performanceAgent', () => ({
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

describe('startObservability', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('should ask the server for the settings and hand the early log events to the agents it starts', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => settings }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { startObservability } = await import('@/checkout/observability/startObservability');

    startObservability();
    logger.error('EARLY_FAILURE: before the agents loaded');
    logger.info('EARLY_INFO');
    for (let i = 0; i < 100 && measured.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));

    expect(fetchMock).toHaveBeenCalledWith('/api/observability/config', expect.anything());
    expect(reported.map((event) => event.message)).toEqual([
      'EARLY_FAILURE: before the agents loaded',
    ]);
    expect(measured.map((event) => event.message)).toEqual([
      'EARLY_FAILURE: before the agents loaded',
      'EARLY_INFO',
    ]);

    logger.warning('LATER_WARNING');
    expect(measured.at(-1)?.message).toBe('LATER_WARNING');
    expect(reported).toHaveLength(1);
  });
});
