/**
 * Who may talk to the studio: only this machine, through its own address. The studio reads and
 * writes the brand files, so a page elsewhere must not reach it, not even by DNS rebinding (a
 * site whose name is made to point at 127.0.0.1, so the browser calls the studio as that site:
 * its requests then carry that site's name in `Host` and `Origin`). A request is refused unless
 * - it comes over a loopback connection (127.0.0.0/8, ::1), whatever address the server was
 *   started on;
 * - its `Host` names a loopback address (`localhost`, `127.0.0.1`, `[::1]`, any port);
 * - its `Origin`, when it has one, is that same host (`Origin: null` is refused), and without
 *   one the browser does not mark it `Sec-Fetch-Site: cross-site` or `same-site`.
 */
import type { IncomingMessage } from 'node:http';

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether an IP address is a loopback one (IPv4 127/8, IPv6 ::1, IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Whether a `Host` value (name and optional port) names this machine's loopback. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || isLoopbackAddress(hostname);
}

/**
 * Why a request may not reach the studio (see the module comment), or undefined when it may.
 */
export function studioRequestRefusal(request: IncomingMessage): string | undefined {
  if (!isLoopbackAddress(request.socket?.remoteAddress))
    return 'the studio answers this machine only';
  const host = header(request, 'host');
  if (!isLoopbackHost(host)) return `host '${String(host).slice(0, 100)}' is not the studio's`;
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = undefined;
    }
    if (originHost !== host?.toLowerCase())
      return `origin '${origin.slice(0, 100)}' is not the studio's`;
    return undefined;
  }
  const site = header(request, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return 'requests from other sites are refused';
  return undefined;
}
