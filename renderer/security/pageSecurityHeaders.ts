import { randomBytes } from 'node:crypto';
import { captchaOrigins } from '@/platform/captcha/captchaOrigins';
import { externalTelemetryOrigins } from '@/platform/observability/telemetrySettings';
import { loadScriptInventory, scriptSources } from '@/renderer/security/scriptInventory';
import type { ScriptInventoryEntry } from '@/renderer/security/scriptInventory';
import { tagManagerSources } from '@/renderer/security/tagManager';
import type { TagManagerSources } from '@/renderer/security/tagManager';
import { settingsEnv } from '@/lib/settings/settings';

/** Where browsers send CSP violation reports (pages/api/csp-report.ts). */
export const cspReportPath = '/api/csp-report';

/** Name of the reporting endpoint in `Reporting-Endpoints` and the CSP's `report-to`. */
export const cspReportGroup = 'csp-endpoint';

/**
 * The Permissions-Policy: browser features the checkout never uses (the Payment Request API,
 * camera, microphone, geolocation, USB and the like), switched off for the page and every
 * frame in it (PCI DSS 6.4.3: a script that got in still cannot reach them). Only features
 * Chromium recognises, so the header raises no console error.
 */
export const permissionsPolicy =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()';

/** What a page's security headers depend on. */
export interface PageSecurityInput {
  /** The per-request nonce of the page's scripts. */
  nonce: string;
  /** Origins the page may frame (`frame-src`); empty: no frames at all. */
  frameOrigins?: readonly string[];
  /** Who may frame the page (`frame-ancestors`); empty: nobody (every checkout page). */
  frameAncestors?: readonly string[];
  /**
   * Origins of the external telemetry services (error reporting, performance) that
   * `connect-src` allows; the sandbox receivers are on 'self'.
   */
  telemetryOrigins?: readonly string[];
  /**
   * Whether the page is served over https. Only then is `report-to` (the Reporting API) added:
   * Chromium delivers those reports to secure endpoints only and, once `report-to` is present,
   * ignores `report-uri`, so over plain http (local runs, browser tests) `report-uri` alone
   * is what gets reports delivered.
   */
  secure?: boolean;
  inventory?: readonly ScriptInventoryEntry[];
  /** Origins of the captcha provider (scripts, frames, calls); default: the configured one's. */
  captchaOrigins?: readonly string[];
  /** What the product's tag manager needs (none when the product has no `gtm`). */
  tagManager?: TagManagerSources;
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a checkout page. script-src comes from the script inventory
 * with the request's nonce and without 'unsafe-inline' or 'unsafe-eval'. style-src keeps
 * 'unsafe-inline' because Stitches writes its CSS into <style> tags at run time (README,
 * "Decisions worth knowing"). frame-src allows only the step's declared and referenced
 * origins. Violations are reported to our own endpoint (report-uri, and report-to over https).
 */
export function buildContentSecurityPolicy(input: PageSecurityInput): string {
  const inventory = input.inventory ?? loadScriptInventory();
  const captcha = input.captchaOrigins ?? captchaOrigins();
  const frames = [...(input.frameOrigins ?? []), ...captcha];
  const gtm = input.tagManager ?? { script: [], img: [], connect: [] };
  return [
    "default-src 'self'",
    `script-src ${[...scriptSources(inventory, input.nonce), ...captcha, ...gtm.script].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...gtm.img].join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...(input.telemetryOrigins ?? []), ...captcha, ...gtm.connect].join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    `frame-ancestors ${input.frameAncestors?.length ? input.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${cspReportPath}`,
    ...(input.secure ? [`report-to ${cspReportGroup}`] : []),
  ].join('; ');
}

/**
 * Every security header of a checkout page (PCI DSS v4.0.1 6.4.3 and 11.6.1): the CSP, where
 * its reports go, HSTS, the Permissions-Policy, the Cross-Origin-Opener-Policy and the
 * nosniff and referrer rules.
 */
export function pageSecurityHeaders(input: PageSecurityInput): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(input),
    ...(input.secure ? { 'Reporting-Endpoints': `${cspReportGroup}="${cspReportPath}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** What {@link isSecureRequest} reads of a request. */
export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: unknown;
}

/** Whether a request reached us over https: directly (TLS socket) or through a TLS proxy. */
export function isSecureRequest(request: RequestLike | undefined): boolean {
  if (!request) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (proto) return proto.toLowerCase() === 'https';
  return (request.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
}

/** The nonce of a CSP header value, when it has one. */
export function nonceOfPolicy(policy: unknown): string | undefined {
  const text = Array.isArray(policy) ? policy.join(';') : typeof policy === 'string' ? policy : '';
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(text)?.[1];
}

/** The part of a response the headers are written to (Node's ServerResponse has it). */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
  getHeader(name: string): unknown;
  headersSent?: boolean;
}

/**
 * Sets the page's security headers on a response with a fresh nonce and returns the nonce.
 * `getServerSideProps` calls it with the step's frame origins; `_document` calls it for pages
 * that set none (error pages), and otherwise reuses the nonce already set.
 */
export function applyPageSecurityHeaders(
  response: HeaderTarget,
  options: {
    frameOrigins?: readonly string[];
    frameAncestors?: readonly string[];
    secure?: boolean;
    tagManagerId?: string | null;
  } = {},
): string {
  const nonce = newNonce();
  if (response.headersSent) return nonce;
  const headers = pageSecurityHeaders({
    nonce,
    frameOrigins: options.frameOrigins,
    frameAncestors: options.frameAncestors,
    secure: options.secure,
    tagManager: tagManagerSources(options.tagManagerId),
    telemetryOrigins: externalTelemetryOrigins(settingsEnv()),
  });
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  return nonce;
}
