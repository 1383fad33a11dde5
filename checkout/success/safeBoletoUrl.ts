const siteBase = 'https://checkout.invalid';

/**
 * The boleto address, when it is safe to open: an http(s) URL, or a path of this site
 * ('/api/sandbox/boleto/…'). Anything else gives `undefined`: a `javascript:` or `data:`
 * URL, a protocol-relative '//host' path, and any address with a backslash, a space, a tab
 * or another control character (browsers drop tabs and newlines, so '/\t/evil.example' would
 * open '//evil.example'). Callers pass the address the payment answer gave, never one read
 * from the page's URL.
 */
export function safeBoletoUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    try {
      const resolved = new URL(value, siteBase);
      return resolved.origin === siteBase ? value : undefined;
    } catch {
      return undefined;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
