/**
 * Logs for the performance service: a logger sink receiving every level as OTel log records
 * (card data, documents, e-mails, phones and personal names scrubbed: no spec field travels
 * here), exported as OTLP/HTTP JSON. The browser's agent and the server
 * (`serverPerformanceLogs.ts`) both use it.
 */
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import type { Resource } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import type { LogEvent, LogLevel, LogSink } from '@/platform/observability/logSinks';
import { agentResource } from '@/platform/observability/agent/agentResource';
import type { StartedSignal } from '@/platform/observability/agent/agentResource';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';
import {
  scrubPersonalData,
  scrubPersonalValues,
  scrubUrl,
} from '@/lib/redaction/scrubSensitiveData';

const severity: Record<LogLevel, SeverityNumber> = {
  fatal: SeverityNumber.FATAL,
  error: SeverityNumber.ERROR,
  warning: SeverityNumber.WARN,
  info: SeverityNumber.INFO,
  debug: SeverityNumber.DEBUG,
};

/** Where the records come from: the browser's defaults, or the server's. */
export interface LogsOptions {
  resource?: Resource;
  loggerName?: string;
  /** The page's path, added to each record (the browser's). */
  pagePath?: () => string;
}

/** Starts the log export and answers the sink that feeds it. */
export function startLogs(
  settings: PerformanceSettings,
  {
    resource = agentResource(settings),
    loggerName = 'checkout-front.logger',
    pagePath,
  }: LogsOptions = {},
): StartedSignal & { sink: LogSink } {
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [
      new BatchLogRecordProcessor(new OTLPLogExporter({ url: settings.logsUrl }), {
        scheduledDelayMillis: settings.spanExportDelayMs,
      }),
    ],
  });
  const otelLogger = loggerProvider.getLogger(loggerName);
  const sink: LogSink = {
    kind: 'performance',
    send: (event: LogEvent) => {
      otelLogger.emit({
        severityNumber: severity[event.level],
        severityText: event.level.toUpperCase(),
        body: scrubPersonalValues(event.message),
        attributes: {
          ...(event.context ? { context: JSON.stringify(scrubPersonalData(event.context)) } : {}),
          ...(pagePath ? { 'url.path': scrubUrl(pagePath()) } : {}),
        },
      });
    },
  };
  return { sink, flush: () => loggerProvider.forceFlush() };
}
