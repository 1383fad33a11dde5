import {
  externalTelemetryOrigins,
  metricsIntervalMs,
  requestOrigin,
  resolveTelemetryMode,
  resolveTelemetrySettings,
} from '@/platform/observability/telemetrySettings';

describe('telemetry settings', () => {
  it('should use the sandbox receivers by default while the sandbox backend runs', () => {
    expect(resolveTelemetryMode({})).toBe('sandbox');
    const settings = resolveTelemetrySettings({ APP_VERSION: '1.2.3' }, 'http://localhost:3000');
    expect(settings.errorReporting).toEqual({
      dsn: 'http://public@localhost:3000/api/sandbox/sentry/1',
      tunnel: 'http://localhost:3000/api/sandbox/sentry/api/1/envelope',
      environment: 'production',
      tracesSampleRate: 0,
    });
    expect(settings.performance).toMatchObject({
      tracesUrl: 'http://localhost:3000/api/sandbox/otel/v1/traces',
      metricsUrl: 'http://localhost:3000/api/sandbox/otel/v1/metrics',
      logsUrl: 'http://localhost:3000/api/sandbox/otel/v1/logs',
      serviceName: 'checkout-front',
      serviceVersion: '1.2.3',
      environment: 'sandbox',
      metricsIntervalMs: 300_000,
      propagateTraceOrigins: ['http://localhost:3000'],
    });
    expect(metricsIntervalMs).toBe(300_000);
  });

  it('should be off against a real backend unless a service is configured', () => {
    expect(resolveTelemetryMode({ CHECKOUT_API_URL: 'https://api.example.com' })).toBe('off');
    expect(
      resolveTelemetrySettings({ CHECKOUT_API_URL: 'https://api.example.com' }, 'https://x'),
    ).toEqual({
      mode: 'off',
      errorReporting: null,
      performance: null,
    });
  });

  it('should send to the configured services in external mode', () => {
    const env = {
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/',
      APP_ENV: 'production',
      CHECKOUT_API_URL: 'https://api.example.com',
    };
    const settings = resolveTelemetrySettings(env, 'https://checkout.example.com');
    expect(settings.mode).toBe('external');
    expect(settings.errorReporting).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/42',
      environment: 'production',
      tracesSampleRate: 0,
    });
    expect(settings.performance?.tracesUrl).toBe('https://otlp.example.com/v1/traces');
    expect(externalTelemetryOrigins(env)).toEqual([
      'https://o1.ingest.sentry.io',
      'https://otlp.example.com',
    ]);
  });

  it('should obey TRILHA_TELEMETRY over everything else', () => {
    expect(resolveTelemetryMode({ TRILHA_TELEMETRY: 'off' })).toBe('off');
    expect(resolveTelemetryMode({ TRILHA_TELEMETRY: 'sandbox', SENTRY_DSN: 'https://k@s/1' })).toBe(
      'sandbox',
    );
    expect(externalTelemetryOrigins({ TRILHA_TELEMETRY: 'sandbox' })).toEqual([]);
  });

  it('should read the page origin from the Host header and the TLS proxy', () => {
    expect(requestOrigin({ host: 'checkout.example.com', 'x-forwarded-proto': 'https' })).toBe(
      'https://checkout.example.com',
    );
    expect(requestOrigin({ host: 'localhost:3000' })).toBe('http://localhost:3000');
  });
});
