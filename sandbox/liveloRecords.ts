import { createHmac, randomBytes } from 'node:crypto';
import type { CataloguePlan } from '@/sandbox/catalogueTypes';
import { HttpError } from '@/lib/http/httpError';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** How a Livelo test account behaves (sandbox/README.md lists them). */
export type LiveloAccountState = 'active' | 'blocked' | 'unavailable';

/** A simulated Livelo account of a test CPF. */
export interface LiveloTestAccount {
  cpf: string;
  state: LiveloAccountState;
  balance: number;
  phone: string;
  email: string;
  description: string;
}

/**
 * The sandbox's Livelo test accounts by CPF. Any other valid CPF is an active account with a
 * balance of 0 points (only cash is possible there).
 */
export const liveloTestAccounts: readonly LiveloTestAccount[] = [
  {
    cpf: '52998224725',
    state: 'active',
    balance: 100_000,
    phone: '+5511987654321',
    email: 'maria.livelo@example.com',
    description: '100000 points: points, mixed and cash all possible.',
  },
  {
    cpf: '11144477735',
    state: 'active',
    balance: 30_000,
    phone: '+5521998765432',
    email: 'joao.livelo@example.com',
    description: '30000 points: enough for mixed (points + cash), not for points only.',
  },
  {
    cpf: '93541134780',
    state: 'active',
    balance: 1_000,
    phone: '+5531991234567',
    email: 'ana.livelo@example.com',
    description: '1000 points: too few for any points option (insufficient points).',
  },
  {
    cpf: '39053344705',
    state: 'blocked',
    balance: 0,
    phone: '+5541990000000',
    email: 'bloqueado.livelo@example.com',
    description: 'Blocked account: 423 livelo_account_blocked.',
  },
  {
    cpf: '12345678909',
    state: 'unavailable',
    balance: 0,
    phone: '+5551990000000',
    email: 'fora.livelo@example.com',
    description: 'Livelo is down for this CPF: 503 livelo_unavailable.',
  },
];

/** The one-time code every Livelo test account receives. */
export const liveloTestCode = '654321';
/** Seconds before a code may be sent again. */
export const liveloResendSeconds = 30;
/** Wrong codes allowed before the account's codes are locked. */
export const liveloMaxAttempts = 3;

/** One way to pay a plan with Livelo, in the spec §3 price-display shape. */
export interface LiveloOption {
  type: 'points' | 'mixed' | 'cash';
  amountPoints: number;
  amountCash: number;
  /** Whether the balance covers the points part. */
  available: boolean;
}

/** The sandbox's conversion: one point pays R$0,02 (two centavos). */
const centsPerPoint = 2;

/** The ways to pay a plan with the given balance: all points, half and half, all cash. */
export function liveloOptions(plan: CataloguePlan, balance: number): LiveloOption[] {
  const points = Math.ceil(plan.amount / centsPerPoint);
  const half = Math.floor(plan.amount / 2);
  const mixedPoints = Math.ceil((plan.amount - half) / centsPerPoint);
  return [
    { type: 'points', amountPoints: points, amountCash: 0, available: balance >= points },
    {
      type: 'mixed',
      amountPoints: mixedPoints,
      amountCash: half,
      available: balance >= mixedPoints,
    },
    { type: 'cash', amountPoints: 0, amountCash: plan.amount, available: true },
  ];
}

/** The account of a CPF (digits only): a test account, or an empty active one. */
export function liveloAccount(cpf: string): LiveloTestAccount {
  return (
    liveloTestAccounts.find((account) => account.cpf === cpf) ?? {
      cpf,
      state: 'active',
      balance: 0,
      phone: '+5511900000000',
      email: 'cliente.livelo@example.com',
      description: 'Any other valid CPF.',
    }
  );
}

/** Answers 423 for a blocked account and 503 when Livelo is "down" for it. */
export function requireActiveAccount(account: LiveloTestAccount): void {
  if (account.state === 'blocked') {
    throw new HttpError(423, 'livelo_account_blocked', 'This Livelo account is blocked.', 'cpf');
  }
  if (account.state === 'unavailable') {
    throw new HttpError(503, 'livelo_unavailable', 'Livelo is unavailable; try again later.');
  }
}

/** '+5511987654321' → '(11) *****-4321'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(${digits.slice(2, 4)}) *****-${digits.slice(-4)}`;
}

/** 'maria.livelo@example.com' → 'ma***@example.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** Code state of one CPF in one sandbox. */
interface CodeState {
  sentAt: number;
  attempts: number;
}

const codeStates = new WeakMap<SandboxContext, Map<string, CodeState>>();

function statesOf(context: SandboxContext): Map<string, CodeState> {
  let states = codeStates.get(context);
  if (!states) {
    states = new Map();
    codeStates.set(context, states);
  }
  return states;
}

/** Records a sent code; 429 `livelo_code_cooldown` within the resend cooldown. */
export function recordCodeSent(context: SandboxContext, cpf: string): void {
  const states = statesOf(context);
  const now = context.now().getTime();
  const previous = states.get(cpf);
  if (previous && now - previous.sentAt < liveloResendSeconds * 1000) {
    throw new HttpError(
      429,
      'livelo_code_cooldown',
      `Wait ${liveloResendSeconds} seconds before asking for another code.`,
    );
  }
  states.set(cpf, { sentAt: now, attempts: previous?.attempts ?? 0 });
}

/**
 * Checks a typed code: the test code passes; a wrong one answers 422 `livelo_code_invalid`
 * with the attempts left, and 423 `livelo_code_locked` once `liveloMaxAttempts` are used.
 */
export function checkCode(context: SandboxContext, cpf: string, code: string): void {
  const states = statesOf(context);
  const state = states.get(cpf) ?? { sentAt: 0, attempts: 0 };
  if (state.attempts >= liveloMaxAttempts) {
    throw new HttpError(423, 'livelo_code_locked', 'Too many wrong codes; the account is locked.');
  }
  if (code === liveloTestCode) {
    states.set(cpf, { ...state, attempts: 0 });
    return;
  }
  state.attempts += 1;
  states.set(cpf, state);
  const left = liveloMaxAttempts - state.attempts;
  if (left <= 0) {
    throw new HttpError(423, 'livelo_code_locked', 'Too many wrong codes; the account is locked.');
  }
  throw new HttpError(422, 'livelo_code_invalid', `Wrong code; ${left} attempt(s) left.`, 'code');
}

// One secret per process: authorizations stay valid across the sandbox's contexts (the
// OpenAPI example run uses its own) and never across restarts.
const secret = randomBytes(32);

/** The authorization a verified code gives to redeem points of this CPF. */
export function liveloAuthorization(cpf: string): string {
  return `lva_${createHmac('sha256', secret).update(cpf).digest('hex').slice(0, 32)}`;
}

/** Answers 401 `livelo_not_authorized` unless `authorization` belongs to the CPF. */
export function requireAuthorization(cpf: string, authorization: string): void {
  if (authorization !== liveloAuthorization(cpf)) {
    throw new HttpError(
      401,
      'livelo_not_authorized',
      'The authorization does not belong to this CPF; verify the code again.',
      'authorization',
    );
  }
}
