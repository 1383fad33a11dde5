import type { PaymentStatus } from '@/schemas/generated/apiTypes';
import { integerSetting } from '@/lib/settings/settings';

/** What the simulated buyer does with an M-Pesa push on the phone. */
export type MpesaOutcome = 'approved' | 'refused' | 'no-answer';

/** A documented M-Pesa test number (sandbox/README.md). */
export interface MpesaTestNumber {
  /** +258 then 84 or 85 and 7 digits, as the contract carries it. */
  phone: string;
  outcome: MpesaOutcome;
  description: string;
}

/**
 * The sandbox's M-Pesa test numbers. Any other valid number (+258 84/85 and 7 digits) is
 * approved like the first one.
 */
export const mpesaTestNumbers: readonly MpesaTestNumber[] = [
  {
    phone: '+258840000001',
    outcome: 'approved',
    description: 'The buyer confirms with the PIN: approved after SANDBOX_MPESA_ANSWER_MS.',
  },
  {
    phone: '+258840000002',
    outcome: 'refused',
    description:
      'The buyer refuses (or the balance is short): declined after SANDBOX_MPESA_ANSWER_MS.',
  },
  {
    phone: '+258840000003',
    outcome: 'no-answer',
    description: 'The buyer never answers: expired after 60 s.',
  },
];

/** How long the simulated buyer takes to answer, and when an unanswered push expires. */
export interface MpesaTimings {
  mpesaAnswerMs: number;
  mpesaTimeoutMs: number;
}

/** Default delay before the simulated buyer answers a push. */
/** The defaults of `MpesaTimings` (the answer delay is `SANDBOX_MPESA_ANSWER_MS`'s declared one). */
export const defaultMpesaTimings: MpesaTimings = {
  mpesaAnswerMs: integerSetting('SANDBOX_MPESA_ANSWER_MS', {}),
  mpesaTimeoutMs: 60_000,
};

/** The delay before the simulated answer: `SANDBOX_MPESA_ANSWER_MS` (default in lib/settings/). */
export function resolveMpesaAnswerMs(): number {
  return integerSetting('SANDBOX_MPESA_ANSWER_MS');
}

/** What the simulated buyer does with a push to this number. */
export function mpesaOutcome(phone: string): MpesaOutcome {
  return mpesaTestNumbers.find((entry) => entry.phone === phone)?.outcome ?? 'approved';
}

/**
 * The status of an M-Pesa push sent at `sentAt`: pending until the simulated buyer answers
 * (`mpesaAnswerMs`), then approved or declined; a push nobody answers is pending until
 * `mpesaTimeoutMs`, then expired.
 */
export function mpesaStatus(
  phone: string,
  sentAt: Date,
  now: Date,
  timings: MpesaTimings,
): PaymentStatus {
  const elapsed = now.getTime() - sentAt.getTime();
  const outcome = mpesaOutcome(phone);
  if (outcome === 'no-answer') return elapsed >= timings.mpesaTimeoutMs ? 'expired' : 'pending';
  if (elapsed < timings.mpesaAnswerMs) return 'pending';
  return outcome === 'approved' ? 'approved' : 'declined';
}

/** '+258840000001' → '+258 84 ••• 0001': enough for the buyer to recognise the number. */
export function maskMpesaPhone(phone: string): string {
  return `+258 ${phone.slice(4, 6)} ••• ${phone.slice(-4)}`;
}
