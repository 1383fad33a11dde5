import { newIdempotencyKey } from '@/checkout/api/newIdempotencyKey';
import { readSession, writeSession } from '@/checkout/sessionStore';

/**
 * The buyer's journey id, sent as `sessionId` where the spec's bodies carry one (the renewal
 * calls): one random id per browser tab session (session storage `checkoutSessionId`), made
 * the first time it is asked for, so every call of one visit carries the same id and another
 * tab or a later visit another. It names a visit, never a person. When the browser refuses
 * storage, each call gets a fresh id (still a valid one).
 */
export function journeySessionId(): string {
  const stored = readSession('checkoutSessionId');
  if (typeof stored === 'string' && /^[0-9a-f-]{16,64}$/i.test(stored)) return stored;
  const id = newIdempotencyKey();
  writeSession('checkoutSessionId', id);
  return id;
}
