import { logsOf, metricsOf, spansOf } from '@/sandbox/telemetry/otlpJson';

const resource = {
  attributes: [
    { key: 'service.name', value: { stringValue: 'checkout-front' } },
    { key: 'service.version', value: { stringValue: '0.1.0' } },
  ],
};

describe('OTLP/HTTP JSON', () => {
  it('should flatten spans with their resource, attributes and duration', () => {
    const spans = spansOf(
      {
        resourceSpans: [
          {
            resource,
            scopeSpans: [
              {
                scope: { name: '@opentelemetry/instrumentation-document-load' },
                spans: [
                  {
                    traceId: 't1',
                    spanId: 's1',
                    name: 'documentLoad',
                    kind: 1,
                    startTimeUnixNano: '1000000000',
                    endTimeUnixNano: '1250000000',
                    attributes: [
                      { key: 'http.url', value: { stringValue: 'http://localhost/lead' } },
                      { key: 'retries', value: { intValue: '2' } },
                    ],
                    events: [{ name: 'fetchStart', attributes: [] }],
                  },
                ],
              },
            ],
          },
        ],
      },
      'now',
    );
    expect(spans).toEqual([
      expect.objectContaining({
        serviceName: 'checkout-front',
        serviceVersion: '0.1.0',
        scope: '@opentelemetry/instrumentation-document-load',
        name: 'documentLoad',
        durationMs: 250,
        attributes: { 'http.url': 'http://localhost/lead', retries: 2 },
        events: [{ name: 'fetchStart', attributes: {} }],
      }),
    ]);
  });

  it('should flatten histogram metrics and log records', () => {
    const metrics = metricsOf(
      {
        resourceMetrics: [
          {
            resource,
            scopeMetrics: [
              {
                metrics: [
                  {
                    name: 'web_vitals.lcp',
                    unit: 'ms',
                    histogram: { dataPoints: [{ count: '1', sum: 812.5, attributes: [] }] },
                  },
                ],
              },
            ],
          },
        ],
      },
      'now',
    );
    expect(metrics[0]).toMatchObject({
      name: 'web_vitals.lcp',
      serviceName: 'checkout-front',
      points: [{ count: 1, sum: 812.5 }],
    });
    const logs = logsOf(
      {
        resourceLogs: [
          {
            resource,
            scopeLogs: [
              {
                logRecords: [
                  {
                    severityNumber: 17,
                    severityText: 'ERROR',
                    body: { stringValue: 'LEAD_SAVE_FAILED' },
                  },
                ],
              },
            ],
          },
        ],
      },
      'now',
    );
    expect(logs[0]).toMatchObject({
      serviceName: 'checkout-front',
      severityText: 'ERROR',
      body: 'LEAD_SAVE_FAILED',
    });
  });

  it('should answer nothing for a body that is not an export request', () => {
    expect(spansOf({ foo: 1 }, 'now')).toEqual([]);
    expect(metricsOf(null, 'now')).toEqual([]);
  });
});
