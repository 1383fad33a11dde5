/**
 * The agent's logs: a logger sink receiving every level as OTLP log records (card data,
 * documents, e-mails, phones and personal names scrubbed: no spec field travels here), the same
 * records the server's OpenTelemetry logs send (`agent/logs.ts`), batched like the spans.
 */
import type { LogEvent, LogLevel, LogSink } from '@/platform/observability/logSinks';
import type { StartedSignal } from '@/platform/observability/agent/agentResource';
import {
  batchExporter,
  otlpAttributes,
  otlpResource,
  unixNanos,
} from '@/platform/observability/browserAgent/otlp';
import type { OtlpAttribute } from '@/platform/observability/browserAgent/otlp';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';
import type { Scrubber } from '@/platform/observability/scrubber';

/** OTLP severity numbers (SeverityNumber of the OpenTelemetry logs API). */
const severity: Record<LogLevel, number> = { fatal: 21, error: 17, warning: 13, info: 9, debug: 5 };

interface LogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  body: { stringValue: string };
  attributes: OtlpAttribute[];
}

/** Starts the log export and answers the sink that feeds it (scrubbed with `scrubber`). */
export function startLogs(
  settings: PerformanceSettings,
  { scrubPersonalData, scrubPersonalValues, scrubUrl }: Scrubber,
): StartedSignal & { sink: LogSink } {
  const exporter = batchExporter<LogRecord>(
    settings.logsUrl,
    settings.spanExportDelayMs,
    (logRecords) => ({
      resourceLogs: [
        {
          resource: otlpResource(settings),
          scopeLogs: [{ scope: { name: 'checkout-front.logger' }, logRecords }],
        },
      ],
    }),
  );
  const sink: LogSink = {
    kind: 'performance',
    send: (event: LogEvent) => {
      const time = unixNanos(performance.now());
      exporter.add({
        timeUnixNano: time,
        observedTimeUnixNano: time,
        severityNumber: severity[event.level],
        severityText: event.level.toUpperCase(),
        body: { stringValue: scrubPersonalValues(event.message) },
        attributes: otlpAttributes({
          ...(event.context ? { context: JSON.stringify(scrubPersonalData(event.context)) } : {}),
          'url.path': scrubUrl(window.location.pathname),
        }),
      });
    },
  };
  return { sink, flush: exporter.flush };
}
