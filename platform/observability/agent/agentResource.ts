import { resourceFromAttributes } from '@opentelemetry/resources';
import type { Resource } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';

/**
 * Who reports (spec §9: service 'checkout-front' with the project version), shared by the
 * browser's three signals and the server's logs (which add `service.instance.id` 'server').
 */
export function agentResource(
  settings: PerformanceSettings,
  extra: Record<string, string> = {},
): Resource {
  return resourceFromAttributes({
    [ATTR_SERVICE_NAME]: settings.serviceName,
    [ATTR_SERVICE_VERSION]: settings.serviceVersion,
    'deployment.environment': settings.environment,
    'deployment.environment.name': settings.environment,
    ...extra,
  });
}

/** One signal of the agent once started: what flushes its last batch. */
export interface StartedSignal {
  flush(): Promise<void>;
}
