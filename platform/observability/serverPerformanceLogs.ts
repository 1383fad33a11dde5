/**
 * The server's logger sink for the performance service: every level, as OTel log records
 * exported to the OTLP/HTTP JSON endpoint of the run-time settings (the sandbox receiver by
 * default), with the same resource as the browser's (`checkout-front`, its version and
 * environment) plus `service.instance.id` 'server'. Started from `instrumentation.ts`.
 */
import { registerLogSink } from '@/platform/observability/logSinks';
import { agentResource } from '@/platform/observability/agent/agentResource';
import { startLogs } from '@/platform/observability/agent/logs';
import { resolveTelemetrySettings } from '@/platform/observability/telemetrySettings';
import { integerSetting, settingsEnv } from '@/lib/settings/settings';

const startedKey = Symbol.for('trilha.serverPerformanceLogs');
type GlobalWithFlag = typeof globalThis & { [startedKey]?: boolean };

/** Starts the sink once per process; a no-op when the performance service is off. */
export function startServerPerformanceLogs(): void {
  const holder = globalThis as GlobalWithFlag;
  if (holder[startedKey]) return;
  holder[startedKey] = true;
  const origin = `http://127.0.0.1:${integerSetting('PORT')}`;
  const settings = resolveTelemetrySettings(settingsEnv(), origin).performance;
  if (!settings) return;
  const { sink } = startLogs(settings, {
    resource: agentResource(settings, { 'service.instance.id': 'server' }),
    loggerName: 'checkout-front.server-logger',
  });
  registerLogSink(sink);
}
