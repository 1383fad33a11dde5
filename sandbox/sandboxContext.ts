import { randomBytes } from 'node:crypto';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import type { SandboxDatabase } from '@/sandbox/db';
import type { IdempotencyStore } from '@/sandbox/idempotencyStore';
import type { SandboxSeed } from '@/sandbox/sandboxSeed';
import type { PaymentAttemptLimits } from '@/edge/paymentAttemptLimiter';

/** Tunable behaviour of the sandbox. */
export interface SandboxSettings {
  /** Delay of the slow test card, ms (`SANDBOX_SLOW_MS`). */
  slowMs: number;
  /** Lifetime of an SMS code, ms. */
  smsCodeTtlMs: number;
  /** Lifetime of a Pix charge, ms. */
  pixTtlMs: number;
  /** Days from today to a boleto's due date. */
  boletoDueDays: number;
  /** Whether sent SMS codes are written to the log (off for the in-memory example run). */
  logSmsCodes: boolean;
  /** The code every SMS carries (`SANDBOX_SMS_CODE`, default 123456); null for random codes. */
  smsTestCode: string | null;
  /** Time after a code before another may be sent to the same lead, ms (429 `resend_too_soon`). */
  smsResendCooldownMs: number;
  /** Codes a lead may receive per hour (429 `too_many_sms` beyond). */
  smsMaxSendsPerHour: number;
  /** Time before the buyer's simulated answer to an M-Pesa push (approve or refuse), ms. */
  mpesaAnswerMs: number;
  /** Time after which an unanswered M-Pesa push expires, ms. */
  mpesaTimeoutMs: number;
  /**
   * Payment attempts let through per lead and per client address over a window (card testing;
   * `PAYMENT_ATTEMPTS_*`, see `edge/paymentAttemptLimiter.ts`), the proxy's limits too.
   */
  paymentAttempts: PaymentAttemptLimits;
}

/** Everything a sandbox handler works with. */
export interface SandboxContext {
  db: SandboxDatabase;
  catalogue: CatalogueStore;
  seed: SandboxSeed;
  idempotency: IdempotencyStore;
  settings: SandboxSettings;
  /** The current time (injectable so tests can pin it). */
  now(): Date;
}

/** A new random id with a readable prefix: `lead_3f9a…` (letters and digits after the prefix). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}
