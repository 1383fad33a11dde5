import type { VisibilitySource } from '@/platform/flags/PausingPollProvider';

/**
 * Calls `run` once, when the page's first flag poll is due: after `pollIntervalMs` of the tab
 * being visible (the time is not counted while it is hidden), or at once when a hidden tab
 * becomes visible again (its flags may be old by then). Until then the page runs on the
 * values the server evaluated, so the OpenFeature SDK need not be loaded at all before this:
 * nothing of it runs while the buyer's page is loading. A zero or negative interval means no
 * polling, and `run` is never called. Answers a function that cancels the wait.
 *
 * Imports only a type: this module is in the buyer's first load, the SDK is not.
 */
export function whenFirstPollDue(
  pollIntervalMs: number,
  run: () => void,
  visibility: VisibilitySource | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  if (pollIntervalMs <= 0 || !visibility) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remainingMs = pollIntervalMs;
  let startedAt = 0;
  let done = false;

  const fire = () => {
    if (done) return;
    cancel();
    run();
  };
  const wait = () => {
    startedAt = Date.now();
    timer = setTimeout(fire, remainingMs);
  };
  const onVisibilityChange = () => {
    if (visibility.visibilityState === 'hidden') {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
    } else fire();
  };
  const cancel = () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    visibility.removeEventListener('visibilitychange', onVisibilityChange);
  };

  visibility.addEventListener('visibilitychange', onVisibilityChange);
  if (visibility.visibilityState !== 'hidden') wait();
  return cancel;
}
