import { rmSync } from 'node:fs';
import type { RunningServer } from './serverControl';

/** Stops the checkout started by the global setup and drops its copy of brands/. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __TRILHA_SERVER__?: RunningServer }).__TRILHA_SERVER__?.stop();
  const studioRoot = process.env.E2E_STUDIO_ROOT;
  if (studioRoot) rmSync(studioRoot, { recursive: true, force: true });
}
