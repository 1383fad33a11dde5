/**
 * The boleto address from the `boleto` query parameter, when it is safe to open: an http(s)
 * URL or a path of this site ('/api/sandbox/boleto/…'). Anything else (a `javascript:` URL,
 * a protocol-relative '//host' path, garbage) gives `undefined`, because the query is
 * written by whoever made the link, not by the payment answer.
 */
export function safeBoletoUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.startsWith('/'))
    return value.startsWith('//') || value.startsWith('/\\') ? undefined : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
