/**
 * A new `Idempotency-Key` for one payment attempt: the same key on a retry (after no answer, a
 * time-out or a 5xx) or a double submit of that attempt makes the backend charge once; a new
 * attempt gets a new key.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
