/**
 * Whether this server process was asked to stop (SIGTERM): readiness then answers 503 at once
 * so a load balancer stops sending it work while the requests in flight finish. Kept on
 * `globalThis` because the start-up hook and the API routes are bundled apart by Next.js.
 */
const key = Symbol.for('trilha.shuttingDown');

type GlobalWithFlag = typeof globalThis & { [key]?: boolean };

/** Records that the process is shutting down. */
export function markShuttingDown(): void {
  (globalThis as GlobalWithFlag)[key] = true;
}

/** Whether the process is shutting down. */
export function isShuttingDown(): boolean {
  return (globalThis as GlobalWithFlag)[key] === true;
}

/** Forgets the flag (tests). */
export function resetShuttingDown(): void {
  delete (globalThis as GlobalWithFlag)[key];
}
