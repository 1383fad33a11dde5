/**
 * The counting semantics of a payment-attempt limiter, written once: every implementation of
 * `AttemptLimiter` (in memory, in Redis) must pass each case (tests/edge/paymentAttemptLimiter.test.ts).
 * A case runs its steps in order on a fresh limiter whose clock starts at `start` and moves by
 * each step's `after` (ms) before the step.
 */
import type {
  AttemptVerdict,
  PaymentAttempt,
  PaymentAttemptLimits,
} from '@/edge/paymentAttemptLimiter';

/**
 * One step: an attempt and the verdict it gets (`succeeds`: then reported succeeded), or the
 * report alone that an attempt succeeded.
 */
export type LimiterStep = { after?: number } & (
  | { attempt: PaymentAttempt; verdict: AttemptVerdict; succeeds?: true }
  | { succeeded: PaymentAttempt }
);

export interface LimiterCase {
  name: string;
  limits: PaymentAttemptLimits;
  steps: LimiterStep[];
}

/** The clock a case starts at. */
export const start = 1_700_000_000_000;

const off = { perLead: 0, perAddress: 0, windowMs: 60_000 };
const allowed: AttemptVerdict = { allowed: true };
const refused = (limit: Extract<AttemptVerdict, { allowed: false }>['limit'], seconds = 60) =>
  ({ allowed: false, limit, retryAfterSeconds: seconds }) as const;

let serial = 0;
/** An attempt from 203.0.113.1 with a fresh key, lead and card unless the fields say otherwise. */
function attempt(fields: Partial<PaymentAttempt> & { lead?: string } = {}): PaymentAttempt {
  serial += 1;
  const { lead, ...rest } = fields;
  return {
    address: '203.0.113.1',
    subject: `sfLeadId:${lead ?? `lead-${serial}`}`,
    idempotencyKey: `key-${serial}`,
    bodyText: `body-${serial}`,
    cards: [`4000000000${String(serial).padStart(6, '0')}`],
    ...rest,
  };
}

const cardA = '4111111111111111';
const cardB = '5555555555554444';

const paidFirst = attempt({ lead: 'L' });
const paidSecond = attempt({ lead: 'L' });

export const limiterCases: LimiterCase[] = [
  {
    name: 'per card: the same card on new leads and keys is refused past the limit; another card is not',
    limits: { ...off, perCard: 2 },
    steps: [
      { attempt: attempt({ cards: [cardA] }), verdict: allowed },
      { attempt: attempt({ cards: ['4111 1111 1111 1111'] }), verdict: allowed },
      { attempt: attempt({ cards: [cardA], subject: undefined }), verdict: refused('card') },
      { attempt: attempt({ cards: [cardB] }), verdict: allowed },
    ],
  },
  {
    name: 'per card: every card of a split payment counts',
    limits: { ...off, perCard: 1 },
    steps: [
      { attempt: attempt({ cards: [cardA, cardB] }), verdict: allowed },
      { attempt: attempt({ cards: [cardB] }), verdict: refused('card') },
    ],
  },
  {
    name: 'per purchase',
    limits: { ...off, perPurchase: 2 },
    steps: [
      { attempt: attempt({ purchaseId: 'pur_1' }), verdict: allowed },
      { attempt: attempt({ purchaseId: 'pur_1' }), verdict: allowed },
      { attempt: attempt({ purchaseId: 'pur_1' }), verdict: refused('purchase') },
      { attempt: attempt({ purchaseId: 'pur_2' }), verdict: allowed },
    ],
  },
  {
    name: 'per lead',
    limits: { ...off, perLead: 2 },
    steps: [
      { attempt: attempt({ lead: 'L' }), verdict: allowed },
      { attempt: attempt({ lead: 'L' }), verdict: allowed },
      { attempt: attempt({ lead: 'L' }), verdict: refused('lead') },
      { attempt: attempt({ lead: 'M' }), verdict: allowed },
      { attempt: attempt({ subject: undefined }), verdict: allowed },
    ],
  },
  {
    name: 'per device',
    limits: { ...off, perDevice: 2 },
    steps: [
      { attempt: attempt({ deviceId: 'd1' }), verdict: allowed },
      { attempt: attempt({ deviceId: 'd1' }), verdict: allowed },
      { attempt: attempt({ deviceId: 'd1' }), verdict: refused('device') },
      { attempt: attempt({ deviceId: 'd2' }), verdict: allowed },
    ],
  },
  {
    name: 'the strict per-address limit counts only attempts without a device',
    limits: { ...off, perAddress: 2 },
    steps: [
      ...['d1', 'd2', 'd3', 'd4', 'd5'].map((deviceId) => ({
        attempt: attempt({ deviceId }),
        verdict: allowed,
      })),
      { attempt: attempt(), verdict: allowed },
      { attempt: attempt(), verdict: allowed },
      { attempt: attempt(), verdict: refused('address') },
      { attempt: attempt({ deviceId: 'd6' }), verdict: allowed },
      // An IPv6 client by its /64.
      { attempt: attempt({ address: '2001:db8:1:2::1' }), verdict: allowed },
      { attempt: attempt({ address: '2001:db8:1:2::2' }), verdict: allowed },
      { attempt: attempt({ address: '2001:db8:1:2:ffff::9' }), verdict: refused('address') },
    ],
  },
  {
    name: 'the address ceiling counts every attempt, device or not',
    limits: { ...off, perAddress: 10, perAddressCeiling: 3 },
    steps: [
      { attempt: attempt({ deviceId: 'd1' }), verdict: allowed },
      { attempt: attempt({ deviceId: 'd2' }), verdict: allowed },
      { attempt: attempt(), verdict: allowed },
      { attempt: attempt({ deviceId: 'd3' }), verdict: refused('address-ceiling') },
      { attempt: attempt(), verdict: refused('address-ceiling') },
      { attempt: attempt({ address: '198.51.100.7' }), verdict: allowed },
    ],
  },
  {
    name: 'the address ceiling gives back the slot of an attempt that succeeded; every other window keeps it',
    limits: { ...off, perLead: 2, perAddressCeiling: 2 },
    steps: [
      { attempt: paidFirst, verdict: allowed, succeeds: true },
      { attempt: paidSecond, verdict: allowed, succeeds: true },
      { attempt: attempt({ lead: 'L' }), verdict: refused('lead') },
      { attempt: attempt({ lead: 'M' }), verdict: allowed },
      // Reported again, or never admitted: nothing more is given back.
      { succeeded: paidFirst },
      { succeeded: attempt({ lead: 'Q' }) },
      // Without an Idempotency-Key an attempt has no identity: it stays counted.
      {
        attempt: attempt({ lead: 'N', idempotencyKey: undefined }),
        verdict: allowed,
        succeeds: true,
      },
      { attempt: attempt({ lead: 'P' }), verdict: refused('address-ceiling') },
    ],
  },
  {
    name: 'the same key and body is one attempt, never counted again; another body is another attempt',
    limits: { ...off, perLead: 1 },
    steps: [
      { attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'b' }), verdict: allowed },
      { attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'b' }), verdict: allowed },
      {
        after: 30_000,
        attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'b' }),
        verdict: allowed,
      },
      {
        attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'other' }),
        verdict: refused('lead', 30),
      },
      { attempt: attempt({ lead: 'L', idempotencyKey: 'k2' }), verdict: refused('lead', 30) },
      {
        // Asked for again within the window of its last request: still the same attempt.
        after: 50_000,
        attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'b' }),
        verdict: allowed,
      },
      {
        // A window after its last request it is forgotten: counted anew.
        after: 61_000,
        attempt: attempt({ lead: 'L', idempotencyKey: 'k1', bodyText: 'b' }),
        verdict: allowed,
      },
      { attempt: attempt({ lead: 'L', idempotencyKey: 'k3' }), verdict: refused('lead') },
    ],
  },
  {
    name: 'a refused attempt counts in no window',
    limits: { ...off, perCard: 1, perLead: 2 },
    steps: [
      { attempt: attempt({ lead: 'L', cards: [cardA] }), verdict: allowed },
      { attempt: attempt({ lead: 'L', cards: [cardA] }), verdict: refused('card') },
      { attempt: attempt({ lead: 'L', cards: [cardB] }), verdict: allowed },
    ],
  },
  {
    name: 'a sliding window: Retry-After is when the oldest counted attempt leaves it',
    limits: { ...off, perLead: 2 },
    steps: [
      { attempt: attempt({ lead: 'L' }), verdict: allowed },
      { after: 10_000, attempt: attempt({ lead: 'L' }), verdict: allowed },
      { after: 5_000, attempt: attempt({ lead: 'L' }), verdict: refused('lead', 45) },
      { after: 44_000, attempt: attempt({ lead: 'L' }), verdict: refused('lead', 1) },
      { after: 1_000, attempt: attempt({ lead: 'L' }), verdict: allowed },
    ],
  },
  {
    name: 'several full windows: the first names the refusal, Retry-After waits for the last',
    limits: { ...off, perCard: 1, perLead: 1 },
    steps: [
      { attempt: attempt({ lead: 'L1', cards: [cardA] }), verdict: allowed },
      { after: 20_000, attempt: attempt({ lead: 'L2', cards: [cardB] }), verdict: allowed },
      {
        after: 10_000,
        attempt: attempt({ lead: 'L2', cards: [cardA] }),
        verdict: refused('card', 50),
      },
    ],
  },
  {
    name: 'a limit of 0, or left out, is off',
    limits: { perLead: 0, perAddress: 0, perCard: 0, windowMs: 60_000 },
    steps: Array.from({ length: 12 }, () => ({
      attempt: attempt({ lead: 'L', cards: [cardA], purchaseId: 'pur_1', deviceId: 'd1' }),
      verdict: allowed,
    })),
  },
];
