/**
 * The checkout's feature flags (spec §1: a feature-flag service polled every 300 s), as the
 * server evaluates them for the first render and the browser keeps them fresh. A flag the
 * service does not answer is `null`, and its reader falls back to today's behaviour, so the
 * checkout works the same when the flag service is down.
 */

/** How the success page treats the 'how did you find us' referrer list (spec §2). */
export type ReferrerListMode = 'brand' | 'on' | 'off';

/** Every flag the checkout reads, by its key in the flag service. */
export interface FeatureFlags {
  /** Whether payment steps offer Pix (per brand or product through targeting). */
  'pix-enabled': boolean | null;
  /** 'on'/'off' force the post-purchase referrer list; 'brand' follows `showReferrerList`. */
  'referrer-list': ReferrerListMode | null;
}

/** A flag's key. */
export type FlagKey = keyof FeatureFlags;

/** What each flag's value must be; anything else counts as unanswered. */
export const flagTypes: { [Key in FlagKey]: 'boolean' | 'string' } = {
  'pix-enabled': 'boolean',
  'referrer-list': 'string',
};

/** The flag keys in a fixed order. */
export const flagKeys = Object.keys(flagTypes) as FlagKey[];

/** Flags when nothing was answered: every reader keeps today's behaviour. */
export const unansweredFlags: FeatureFlags = { 'pix-enabled': null, 'referrer-list': null };

/** The poll interval of spec §9: flags are refreshed every 300 s. */
export const defaultFlagPollIntervalMs = 300_000;

function isReferrerMode(value: unknown): value is ReferrerListMode {
  return value === 'brand' || value === 'on' || value === 'off';
}

/**
 * The checkout's flags from raw values (key → value, e.g. an OFREP provider's cache): values
 * of the wrong type or unknown strings become `null` (unanswered).
 */
export function toFeatureFlags(values: Record<string, unknown>): FeatureFlags {
  const pix = values['pix-enabled'];
  const referrer = values['referrer-list'];
  return {
    'pix-enabled': typeof pix === 'boolean' ? pix : null,
    'referrer-list': isReferrerMode(referrer) ? referrer : null,
  };
}

/** Whether payment steps offer Pix: yes unless the flag says no. */
export function isPixEnabled(flags: FeatureFlags): boolean {
  return flags['pix-enabled'] ?? true;
}

/** Whether the success page shows the referrer list: the flag's on/off, else the configured default. */
export function showsReferrerList(flags: FeatureFlags, configured: boolean): boolean {
  const mode = flags['referrer-list'];
  if (mode === 'on') return true;
  if (mode === 'off') return false;
  return configured;
}

/** Whether two flag sets hold the same values. */
export function sameFlags(a: FeatureFlags, b: FeatureFlags): boolean {
  return flagKeys.every((key) => a[key] === b[key]);
}
