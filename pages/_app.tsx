import { useState } from 'react';
import type { AppProps } from 'next/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/checkout/api/queryClient';
import { globalStyles } from '@/ui/stitches.config';
import { startObservability } from '@/platform/observability/startObservability';
import { readSession } from '@/checkout/sessionStore';

// Error reporting and the performance agent, loaded after the first paint (docs/observability.md).
// Not on the bench's hand-written baseline pages (pages/bench/): they stand for an app without it.
// Error reports name the buyer by the e-mail of the lead the session stored (spec §8).
const leadEmail = () => readSession('dataLead')?.email;
if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/bench/'))
  startObservability(leadEmail);

/**
 * App-wide providers: one react-query client per browser session (payments are never
 * retried, see `createQueryClient`) and the global styles. Pages stay thin.
 */
export default function CheckoutApp({ Component, pageProps }: AppProps) {
  globalStyles();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Component {...pageProps} />
    </QueryClientProvider>
  );
}
