/**
 * The server's logger sink for the performance service: every level, as OTel log records
 * exported to the OTLP/HTTP JSON endpoint of the run-time settings (the sandbox receiver by
 * default), with the same resource as the browser's (`checkout-front`, its version and
 * environment) plus `service.instance.id` 'server'. Started from `instrumentation.ts`.
 */
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { registerLogSink } from '@/checkout/logger';
import type { LogLevel } from '@/checkout/logger';
import { resolveTelemetrySettings } from '@/checkout/observability/telemetrySettings';
import { scrubCardData, scrubText } from '@/checkout/scrubCardData';

const severity: Record<LogLevel, SeverityNumber> = {
  fatal: SeverityNumber.FATAL,
  error: SeverityNumber.ERROR,
  warning: SeverityNumber.WARN,
  info: SeverityNumber.INFO,
  debug: SeverityNumber.DEBUG,
};

const startedKey = Symbol.for('trilha.serverPerformanceLogs');
type GlobalWithFlag = typeof globalThis & { [startedKey]?: boolean };

/** Starts the sink once per process; a no-op when the performance service is off. */
export function startServerPerformanceLogs(): void {
  const holder = globalThis as GlobalWithFlag;
  if (holder[startedKey]) return;
  holder[startedKey] = true;
  const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const settings = resolveTelemetrySettings(process.env, origin).performance;
  if (!settings) return;
  const provider = new LoggerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName,
      [ATTR_SERVICE_VERSION]: settings.serviceVersion,
      'deployment.environment': settings.environment,
      'deployment.environment.name': settings.environment,
      'service.instance.id': 'server',
    }),
    processors: [
      new BatchLogRecordProcessor(new OTLPLogExporter({ url: settings.logsUrl }), {
        scheduledDelayMillis: settings.spanExportDelayMs,
      }),
    ],
  });
  const otelLogger = provider.getLogger('checkout-front.server-logger');
  registerLogSink({
    kind: 'performance',
    send: (event) => {
      otelLogger.emit({
        severityNumber: severity[event.level],
        severityText: event.level.toUpperCase(),
        body: scrubText(event.message),
        attributes: event.context ? { context: JSON.stringify(scrubCardData(event.context)) } : {},
      });
    },
  });
}
