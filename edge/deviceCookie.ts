/**
 * The device cookie of the API proxy: a random id the proxy gives each browser, signed with the
 * payment-attempt limiter's device key (the same on every replica that shares Redis), so the
 * per-device card-testing limit can count a browser's attempts. A value whose signature does not
 * match is ignored as if absent (no one can make a cookie naming another browser's device), and
 * the answer sets a fresh one. `HttpOnly` (no script reads it), `SameSite=Lax`, `Path=/`, and
 * `Secure` when the request came over https.
 *
 * A browser's first payment attempt may come before it holds a cookie (it gets one on its first
 * API answer, usually the lead's): an attempt without a valid cookie counts against the strict
 * per-address limit, as a bot that drops cookies does.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The cookie's name. */
export const deviceCookieName = 'trilha_device';

/** How long a browser keeps it: 400 days, the longest a browser accepts. */
export const deviceCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

function signature(key: Buffer, id: string): string {
  return createHmac('sha256', key).update(`device\n${id}`).digest('base64url').slice(0, 32);
}

/** The cookie value of a device id: `<id>.<signature>`. */
export function signDeviceId(key: Buffer, id: string): string {
  return `${id}.${signature(key, id)}`;
}

/** The device id a cookie value names when its signature is right; undefined otherwise. */
export function verifyDeviceCookie(key: Buffer, value: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{32})$/.exec(value);
  if (!match) return undefined;
  const [, id = '', sent = ''] = match;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The values of every cookie named `name` in a `Cookie` header. */
function cookieValues(header: string | string[] | undefined, name: string): string[] {
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return lines
    .flatMap((line) => line.split(';'))
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1).replace(/^"(.*)"$/, '$1'));
}

/**
 * Whether the browser reached the checkout over https: a TLS socket, or, behind trusted
 * proxies (`TRUSTED_PROXY_HOPS` > 0), the outermost one's `X-Forwarded-Proto`.
 */
export function requestIsHttps(request: IncomingMessage, trustedProxyHops: number): boolean {
  if ((request.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (trustedProxyHops === 0) return false;
  const raw = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** The `Set-Cookie` line of a device cookie. */
export function deviceSetCookie(value: string, secure: boolean): string {
  return [
    `${deviceCookieName}=${value}`,
    'Path=/',
    `Max-Age=${deviceCookieMaxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A request's device: its id when it sent a valid cookie, else the cookie to set. */
export type RequestDevice =
  | { deviceId: string; setCookie?: undefined }
  | { deviceId?: undefined; setCookie: string };

/**
 * The device of a request: the id of a valid device cookie it sent (any of them, when several
 * carry the name), or, without one, a new random id's cookie for the answer (the request itself
 * counts as having none).
 */
export function requestDevice(
  request: IncomingMessage,
  key: Buffer,
  trustedProxyHops: number,
): RequestDevice {
  for (const value of cookieValues(request.headers.cookie, deviceCookieName)) {
    const deviceId = verifyDeviceCookie(key, value);
    if (deviceId !== undefined) return { deviceId };
  }
  const fresh = signDeviceId(key, randomBytes(18).toString('base64url'));
  return { setCookie: deviceSetCookie(fresh, requestIsHttps(request, trustedProxyHops)) };
}
