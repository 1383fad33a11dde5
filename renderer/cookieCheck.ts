/** Whether this browser accepts cookies (spec §2 cookies-disabled notice). */
export function browserAcceptsCookies(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    document.cookie = 'trilha_cookie_check=1; path=/; SameSite=Lax';
    const accepted = document.cookie.includes('trilha_cookie_check=1');
    document.cookie = 'trilha_cookie_check=; path=/; max-age=0; SameSite=Lax';
    return accepted;
  } catch {
    return false;
  }
}

let disabled: boolean | undefined;

/**
 * Whether cookies are disabled in this browser, checked once per page load (the check writes
 * a cookie, so it is not repeated on every render).
 */
export function cookiesAreDisabled(): boolean {
  disabled ??= !browserAcceptsCookies();
  return disabled;
}

/** Forgets the cached answer of `cookiesAreDisabled` (tests switch cookies on and off). */
export function resetCookieCheck(): void {
  disabled = undefined;
}
