import { useEffect, useState } from 'react';
import { countdownAnnouncement } from '@/templates/pix/countdownAnnouncement';
import { formatCountdown } from '@/checkout/payment/formatCountdown';

/** What the Pix page shows about the time left on its code. */
export interface PixCountdown {
  /** 'mm:ss', updated every second (shown, not announced). */
  display: string;
  /** The polite announcement, which changes at most once a minute. */
  announcement: string;
  expired: boolean;
}

/**
 * Counts down to a Pix code's expiry (an ISO date). The visible 'mm:ss' ticks every second;
 * the announcement text changes only when the whole minutes change, so a live region fed with
 * it speaks once a minute, not every second. `now` is injectable for tests.
 */
export function usePixCountdown(
  expiresAt: string | null,
  now: () => number = Date.now,
): PixCountdown {
  const deadline = expiresAt ? new Date(expiresAt).getTime() : Number.NaN;
  const [clock, setClock] = useState(now);
  const left = Number.isNaN(deadline) ? 0 : deadline - clock;
  const running = !Number.isNaN(deadline) && left > 0;

  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setClock(now());
    // Catch up at once when a new code arrives, then tick every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, deadline, now]);

  return {
    display: formatCountdown(left),
    announcement: countdownAnnouncement(left),
    expired: Number.isNaN(deadline) ? false : left <= 0,
  };
}
