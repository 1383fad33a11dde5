import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import type { Client, FlagValue } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { logger } from '@/platform/logger';
import { flagKeys, flagTypes, toFeatureFlags } from '@/platform/flags/featureFlags';
import type { FeatureFlags } from '@/platform/flags/featureFlags';
import type { FlagEvaluationContext } from '@/platform/flags/flagEvaluationContext';
import { PausingPollProvider } from '@/platform/flags/PausingPollProvider';
import type { RefreshableFlagProvider } from '@/platform/flags/PausingPollProvider';

/** The OpenFeature domain of the checkout's flags. */
export const flagDomain = 'checkout';

/**
 * Where the browser asks for flags: the same-origin OFREP gateway (pages/api/flags), which
 * answers from the sandbox's flags file or forwards to `FLAGS_OFREP_URL`. The browser never
 * calls the flag service itself, so the CSP stays `connect-src 'self'`.
 */
export const browserFlagBaseUrl = '/api/flags';

/** What {@link startClientFlags} needs. */
export interface ClientFlagsOptions {
  /** The flags the server evaluated for this page. */
  seed: FeatureFlags;
  context: FlagEvaluationContext;
  pollIntervalMs: number;
  /** Called with the new flags after a poll changed one. */
  onChange: (flags: FeatureFlags) => void;
  /** Ask the flag service at once (the first poll is already due); default: after one interval. */
  refreshOnStart?: boolean;
  /** The OFREP provider to wrap (tests pass a fake); default the OFREP web provider. */
  inner?: RefreshableFlagProvider;
}

function seedValues(flags: FeatureFlags): Record<string, FlagValue> {
  const values: Record<string, FlagValue> = {};
  for (const key of flagKeys) {
    const value = flags[key];
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The checkout's flags as an OpenFeature client evaluates them (unanswered ones null). */
export function readClientFlags(client: Client): FeatureFlags {
  const values: Record<string, unknown> = {};
  for (const key of flagKeys) {
    const details =
      flagTypes[key] === 'boolean'
        ? client.getBooleanDetails(key, false)
        : client.getStringDetails(key, '');
    values[key] = details.errorCode ? null : details.value;
  }
  return toFeatureFlags(values);
}

/**
 * Starts the browser's flags through OpenFeature (web SDK): the OFREP web provider without its
 * own polling, wrapped so it starts from the server's values and polls every
 * `pollIntervalMs` while the tab is visible (spec §9). A failed refresh logs a warning and
 * keeps the values. Returns a function that stops it.
 */
export function startClientFlags(options: ClientFlagsOptions): () => void {
  // Without fetch (an old browser, a test DOM) the page keeps the server's values.
  if (!options.inner && typeof fetch === 'undefined') return () => undefined;
  try {
    return startPolling(options);
  } catch (error) {
    logger.warning('FLAGS_CLIENT_FAILED: flags keep the server values', { error });
    return () => undefined;
  }
}

function startPolling(options: ClientFlagsOptions): () => void {
  const inner =
    options.inner ??
    new OFREPWebProvider({
      baseUrl: browserFlagBaseUrl,
      pollInterval: 0,
      disableVisibilityRefresh: true,
      cacheMode: 'disabled',
      changeDetection: 'none',
    });
  const provider = new PausingPollProvider({
    inner,
    seed: seedValues(options.seed),
    pollIntervalMs: options.pollIntervalMs,
    refreshOnStart: options.refreshOnStart ?? false,
    onRefreshError: (error) =>
      logger.warning(
        'FLAGS_REFRESH_FAILED: the flag service did not answer; flags keep their values',
        {
          error,
        },
      ),
  });
  OpenFeature.setProvider(flagDomain, provider, options.context);
  const client = OpenFeature.getClient(flagDomain);
  const onChanged = () => options.onChange(readClientFlags(client));
  client.addHandler(ProviderEvents.ConfigurationChanged, onChanged);
  return () => {
    client.removeHandler(ProviderEvents.ConfigurationChanged, onChanged);
    void provider.onClose();
  };
}
