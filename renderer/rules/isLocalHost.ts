const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request's Host header names the developer's own machine (spec §4: "on localhost"
 * the product comes from the query). `localhost`, `127.0.0.1` and `[::1]`, with or without a
 * port, case-insensitive.
 */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return LOCAL_HOSTNAMES.has(hostname);
}
