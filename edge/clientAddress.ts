import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { integerSetting, settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';

/**
 * `TRUSTED_PROXY_HOPS`: how many reverse proxies (load balancer, CDN) stand in front of the
 * checkout and append the address they saw to `X-Forwarded-For`. 0 (the default) trusts no
 * `X-Forwarded-For` a client sends: the client is the socket's peer. A value its declaration
 * refuses (lib/settings/: a whole number from 0 to 10) counts as the default.
 */
export function trustedProxyHops(env: SettingsEnv = settingsEnv()): number {
  return integerSetting('TRUSTED_PROXY_HOPS', env);
}

/** An address without the IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1` → `127.0.0.1`). */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The socket peer of a request: the host that opened the connection. */
export function peerAddress(request: IncomingMessage): string {
  return plainAddress(request.socket?.remoteAddress ?? 'unknown');
}

function receivedForwardedFor(request: IncomingMessage): string[] {
  const raw = request.headers['x-forwarded-for'];
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return values
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The `X-Forwarded-For` chain to pass on, oldest first: with no trusted proxy, the socket peer
 * alone (whatever the client claimed is dropped); behind `hops` trusted proxies, the chain they
 * built with the socket peer (the nearest of them) appended.
 */
export function forwardedForChain(request: IncomingMessage, hops: number): string[] {
  const peer = peerAddress(request);
  return hops === 0 ? [peer] : [...receivedForwardedFor(request), peer];
}

/**
 * The client's address: the socket peer with no trusted proxy; behind `hops` trusted proxies,
 * the address the outermost of them saw (`hops` entries left of the peer in the chain). A
 * chain shorter than that (a request that did not come through every proxy) gives its first
 * entry; an entry that is no IP address gives the peer.
 */
export function clientAddress(request: IncomingMessage, hops: number): string {
  const chain = forwardedForChain(request, hops);
  const candidate = plainAddress(chain[Math.max(0, chain.length - 1 - hops)] ?? '');
  return isIP(candidate) ? candidate : peerAddress(request);
}

/** The eight groups of an IPv6 address, each 4 hex digits; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().split('%')[0] ?? '';
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.length === 8 ? groups.map((group) => group.padStart(4, '0')) : undefined;
}

/**
 * The key an address is counted under by per-address limits: an IPv4 address as it is, an
 * IPv6 address by its /64 network (one subscriber usually holds a whole /64, so counting single
 * addresses would let one client rotate through billions).
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  const groups = ipv6Groups(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}
