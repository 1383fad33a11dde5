/**
 * Loads a page anew (a full document load, not a client-side route change), so the server
 * sends that page's own headers: used when the next step frames another origin (a video)
 * than the current document's Content-Security-Policy allows.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
