/**
 * The cookies of a `Cookie` header by name. Never throws: a value that is not valid URL
 * encoding (`utm=100%`, set by some other script on the domain) is kept as sent, so a stray
 * cookie cannot send a buyer to the error page. The first cookie of a name wins.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name === '' || Object.prototype.hasOwnProperty.call(cookies, name)) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
