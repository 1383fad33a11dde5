import { useCallback, useEffect, useState } from 'react';

/** The resend countdown of the phone-verification step. */
export interface ResendCountdown {
  /** Whole seconds left before a new code may be asked for (0 when it may). */
  secondsLeft: number;
  /**
   * Starts (or restarts) the countdown from the full duration, counted from `from` (a Unix ms
   * time, e.g. when a code went out before a reload) or from now.
   */
  restart: (from?: number) => void;
}

/**
 * Counts down `seconds` from each `restart()`, ticking every second. The caller shows the
 * number and announces only its start and end, so a screen reader is not read every second.
 * `now` is injectable for tests.
 */
export function useResendCountdown(seconds: number, now: () => number = Date.now): ResendCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [clock, setClock] = useState(0);
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - clock) / 1000));

  const restart = useCallback(
    (from?: number) => {
      const start = now();
      setClock(start);
      setDeadline((from ?? start) + seconds * 1000);
    },
    [now, seconds],
  );

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setClock(now()), 1000);
    return () => clearInterval(timer);
  }, [running, now]);

  return { secondsLeft, restart };
}
