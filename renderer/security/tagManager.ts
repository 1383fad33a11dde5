/**
 * The product's tag manager (product config `gtm`, spec §1 and §3 `checkoutGTM`): where its
 * script comes from and what the page's Content-Security-Policy must allow for it. Nothing
 * is loaded, and the CSP opens nothing, for a product without a GTM id.
 */
import { settingsEnv } from '@/lib/settings/settings';

/** Google Tag Manager's origin. */
export const googleTagManagerOrigin = 'https://www.googletagmanager.com';

/** The sandbox's stand-in GTM (records the dataLayer events it sees; sandbox/README.md). */
export const sandboxTagManagerBase = '/api/sandbox/gtm';

/** A GTM container id: `GTM-` and letters or digits. */
export function isTagManagerId(value: unknown): value is string {
  return typeof value === 'string' && /^GTM-[A-Z0-9]{1,36}$/.test(value);
}

/**
 * Where `gtm.js` is loaded from (`GTM_SCRIPT_ORIGIN`): by default the sandbox's stand-in while
 * the sandbox runs (no `CHECKOUT_API_URL`), Google's otherwise.
 */
export function tagManagerBase(
  env: Readonly<Record<string, string | undefined>> = settingsEnv(),
): string {
  const configured = (env.GTM_SCRIPT_ORIGIN ?? '').trim().replace(/\/+$/, '');
  if (configured) return configured;
  return (env.CHECKOUT_API_URL ?? '').trim() ? googleTagManagerOrigin : sandboxTagManagerBase;
}

/** The script URL of a product's container; undefined without a (valid) GTM id. */
export function tagManagerScriptUrl(
  gtmId: string | null | undefined,
  env: Readonly<Record<string, string | undefined>> = settingsEnv(),
): string | undefined {
  if (!isTagManagerId(gtmId)) return undefined;
  return `${tagManagerBase(env)}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Origins of the tag manager bases seen (one or two per process): a page parses none. */
const origins = new Map<string, string | undefined>();

function originOf(base: string): string | undefined {
  if (!origins.has(base)) {
    let origin: string | undefined;
    try {
      origin = new URL(base).origin;
    } catch {
      origin = undefined;
    }
    origins.set(base, origin);
  }
  return origins.get(base);
}

/** What a configured tag manager adds to the CSP's directives. */
export interface TagManagerSources {
  script: string[];
  img: string[];
  connect: string[];
}

/**
 * The CSP sources a product's tag manager needs: none without a GTM id or for a same-origin
 * stand-in; Google's for GTM with GA4 (Google's CSP guide: scripts from googletagmanager.com,
 * hits to google-analytics.com and analytics.google.com); any other origin for scripts, images
 * and calls.
 */
export function tagManagerSources(
  gtmId: string | null | undefined,
  env: Readonly<Record<string, string | undefined>> = settingsEnv(),
): TagManagerSources {
  const none = { script: [], img: [], connect: [] };
  if (!isTagManagerId(gtmId)) return none;
  const origin = originOf(tagManagerBase(env));
  if (origin === undefined) return none;
  if (origin === googleTagManagerOrigin) {
    return {
      script: ['https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connect: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    };
  }
  return { script: [origin], img: [origin], connect: [origin] };
}
