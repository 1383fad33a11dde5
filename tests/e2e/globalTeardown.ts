import type { RunningServer } from './serverControl';

/** Stops the checkout started by the global setup. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __TRILHA_SERVER__?: RunningServer }).__TRILHA_SERVER__?.stop();
}
