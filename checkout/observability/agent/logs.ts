/** The agent's logs: a logger sink receiving every level as OTel log records (card data scrubbed). */
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import type { LogEvent, LogLevel, LogSink } from '@/checkout/logger';
import { agentResource } from '@/checkout/observability/agent/agentResource';
import type { StartedSignal } from '@/checkout/observability/agent/agentResource';
import type { PerformanceSettings } from '@/checkout/observability/telemetrySettings';
import { scrubCardData, scrubText } from '@/checkout/scrubCardData';

const severity: Record<LogLevel, SeverityNumber> = {
  fatal: SeverityNumber.FATAL,
  error: SeverityNumber.ERROR,
  warning: SeverityNumber.WARN,
  info: SeverityNumber.INFO,
  debug: SeverityNumber.DEBUG,
};

/** Starts the log export and answers the sink that feeds it. */
export function startLogs(settings: PerformanceSettings): StartedSignal & { sink: LogSink } {
  const loggerProvider = new LoggerProvider({
    resource: agentResource(settings),
    processors: [
      new BatchLogRecordProcessor(new OTLPLogExporter({ url: settings.logsUrl }), {
        scheduledDelayMillis: settings.spanExportDelayMs,
      }),
    ],
  });
  const otelLogger = loggerProvider.getLogger('checkout-front.logger');
  const sink: LogSink = {
    kind: 'performance',
    send: (event: LogEvent) => {
      otelLogger.emit({
        severityNumber: severity[event.level],
        severityText: event.level.toUpperCase(),
        body: scrubText(event.message),
        attributes: {
          ...(event.context ? { context: JSON.stringify(scrubCardData(event.context)) } : {}),
          'url.path': window.location.pathname,
        },
      });
    },
  };
  return { sink, flush: () => loggerProvider.forceFlush() };
}
