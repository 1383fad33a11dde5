import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { defaultFlagPollIntervalMs, unansweredFlags } from '@/platform/flags/featureFlags';
import type { FeatureFlags } from '@/platform/flags/featureFlags';
import { flagEvaluationContext } from '@/platform/flags/flagEvaluationContext';
import type { FlaggedPage } from '@/platform/flags/flagEvaluationContext';
import { whenFirstPollDue } from '@/platform/flags/firstPoll';

const FeatureFlagsContext = createContext<FeatureFlags>(unansweredFlags);

/**
 * Provides the page's feature flags: the server's values on the first render (the HTML is
 * already right: no flicker), then the browser's, refreshed by polling while the tab is visible
 * (`startClientFlags`, loaded when the first poll is due). A new page from the server (the
 * next step) brings fresh values.
 */
export function FeatureFlagsProvider({
  page,
  children,
}: {
  page: FlaggedPage & { flags?: FeatureFlags; flagPollIntervalMs?: number };
  children: ReactNode;
}) {
  const serverFlags = page.flags ?? unansweredFlags;
  const [polled, setPolled] = useState<{ server: FeatureFlags; flags: FeatureFlags } | null>(null);
  const flags = polled && polled.server === serverFlags ? polled.flags : serverFlags;
  const pollIntervalMs = page.flagPollIntervalMs ?? defaultFlagPollIntervalMs;
  const { productCode, area, environment } = page;
  const brandId = page.brand.id;
  // The server values a poll result belongs to (a newer page brings newer ones).
  const serverRef = useRef(serverFlags);
  useEffect(() => {
    serverRef.current = serverFlags;
  }, [serverFlags]);

  useEffect(() => {
    if (!page.flags) return undefined;
    // The OpenFeature SDK (its own chunk) is loaded only when the first poll is due: until
    // then the server's values are the flags, and the page loads without it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenFirstPollDue(pollIntervalMs, () => {
      void import('@/platform/flags/startClientFlags').then(({ startClientFlags }) => {
        if (cancelled) return;
        stop = startClientFlags({
          seed: serverFlags,
          context: flagEvaluationContext({
            productCode,
            area,
            environment,
            brand: { id: brandId },
          }),
          pollIntervalMs,
          refreshOnStart: true,
          onChange: (next) => setPolled({ server: serverRef.current, flags: next }),
        });
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
    // Restarted only when the page's evaluation context or interval changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productCode, area, environment, brandId, pollIntervalMs]);

  return <FeatureFlagsContext.Provider value={flags}>{children}</FeatureFlagsContext.Provider>;
}

/** The page's feature flags (unanswered, i.e. today's behaviour, outside a provider). */
export function useFeatureFlags(): FeatureFlags {
  return useContext(FeatureFlagsContext);
}
