import { ApiError } from '@/checkout/api/ApiError';

/** Why the Livelo flow cannot go on (the `liveloError` query parameter of /livelo/error). */
export type LiveloErrorReason = 'insufficient-points' | 'blocked' | 'code-locked' | 'unavailable';

/** Every reason, for reading the query parameter back. */
export const liveloErrorReasons: readonly LiveloErrorReason[] = [
  'insufficient-points',
  'blocked',
  'code-locked',
  'unavailable',
];

/**
 * The reason a failed Livelo call gives, or undefined when the buyer can fix it on the same
 * step (a wrong code, a declined card, a bad field): the step shows that itself.
 */
export function liveloErrorReason(error: unknown): LiveloErrorReason | undefined {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.code === 'livelo_account_blocked') return 'blocked';
  if (error.code === 'livelo_code_locked') return 'code-locked';
  if (error.code === 'livelo_insufficient_points') return 'insufficient-points';
  if (error.kind === 'client') return undefined;
  return 'unavailable';
}
