import { randomInt } from 'node:crypto';
import type { RouteResponse } from '@/lib/http/route';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { setting } from '@/lib/settings/settings';

/** The SMS code every lead gets unless `SANDBOX_SMS_CODE=random` (documented in the README). */
export const defaultSmsTestCode = '123456';

/**
 * The fixed SMS code of the sandbox from `SANDBOX_SMS_CODE`: six digits, or `random` for a
 * fresh random code per send (null). Unset means {@link defaultSmsTestCode}.
 */
export function resolveSmsTestCode(value = setting('SANDBOX_SMS_CODE')): string | null {
  const text = (value ?? '').trim();
  if (text === '') return defaultSmsTestCode;
  if (text.toLowerCase() === 'random') return null;
  if (!/^\d{6}$/.test(text)) {
    throw new Error(`SANDBOX_SMS_CODE must be six digits or 'random'; got '${text}'.`);
  }
  return text;
}

/** The code the next SMS to this lead carries: the demo lead's, the fixed test code, or random. */
export function nextSmsCode(context: SandboxContext, leadId: string): string {
  if (leadId === context.seed.demo.lead.id) return context.seed.demo.lead.smsCode;
  return context.settings.smsTestCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function tooMany(code: string, message: string, retryAfterMs: number): RouteResponse {
  return {
    status: 429,
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
    body: { error: { code, message } },
  };
}

/**
 * Why a new SMS may not be sent to this lead now, as the 429 answer to give (with
 * `Retry-After` in seconds), or undefined when it may: `resend_too_soon` within
 * `smsResendCooldownMs` of the last code, `too_many_sms` once `smsMaxSendsPerHour` codes went
 * out in the last hour. The demo lead is exempt, so the OpenAPI examples can be replayed.
 */
export function smsSendRefusal(context: SandboxContext, leadId: string): RouteResponse | undefined {
  if (leadId === context.seed.demo.lead.id) return undefined;
  const now = context.now().getTime();
  const hourAgo = new Date(now - 60 * 60_000).toISOString();
  const recent = context.db
    .prepare(
      'SELECT created_at FROM sms_codes WHERE lead_id = ? AND created_at > ? ORDER BY id ASC',
    )
    .all(leadId, hourAgo) as Array<{ created_at: string }>;
  const { smsResendCooldownMs, smsMaxSendsPerHour } = context.settings;
  const first = recent[0];
  if (first && recent.length >= smsMaxSendsPerHour) {
    return tooMany(
      'too_many_sms',
      `${smsMaxSendsPerHour} SMS codes were sent to this lead in the last hour; try again later.`,
      Date.parse(first.created_at) + 60 * 60_000 - now,
    );
  }
  const last = recent[recent.length - 1];
  const wait = last ? Date.parse(last.created_at) + smsResendCooldownMs - now : 0;
  if (wait > 0) {
    return tooMany(
      'resend_too_soon',
      `A new SMS code can be sent ${Math.ceil(wait / 1000)} s from now.`,
      wait,
    );
  }
  return undefined;
}
