/**
 * Runs `run` in the browser once the page has loaded (its `load` event) and the main thread is
 * idle, or 3 s after the load at the latest: for work neither the first paint nor the buyer's
 * first taps should wait behind, such as starting the telemetry or fetching code for later
 * (issue 25: what a page fetches before its load event counts in its first load). Returns a
 * function that cancels `run` if it has not run yet.
 */
export function afterPageLoad(run: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (!cancelled) run();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 3000 });
    else setTimeout(go, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
