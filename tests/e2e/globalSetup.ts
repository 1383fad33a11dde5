import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serverControl';

/**
 * Builds (when needed) and starts the checkout once for every browser test. The server runs
 * the ops studio too (TRILHA_STUDIO=1, as `npm run studio` does; tests/e2e/studio.e2e.ts also
 * checks that buyer pages load none of its code) on a temporary copy of brands/, so the
 * studio's saves never touch the repository's brand files. The per-address payment limit is
 * off: the whole suite is one client.
 */
export default async function globalSetup(): Promise<void> {
  const studioRoot = mkdtempSync(join(tmpdir(), 'trilha-e2e-brands-'));
  cpSync(join(process.cwd(), 'brands'), join(studioRoot, 'brands'), { recursive: true });
  // Cross-file rules check asset paths under <root>/public.
  symlinkSync(join(process.cwd(), 'public'), join(studioRoot, 'public'));
  const server = await startServer({
    TRILHA_STUDIO: '1',
    BRANDS_DIR: join(studioRoot, 'brands'),
    // Every browser test pays from this one loopback address: the per-address card-testing limit
    // would refuse the suite's payments after the 30th. The per-lead limit stays at its default;
    // tests/e2e/backendProxy.e2e.ts tests both limits on a server of its own. The proxy's other
    // limits (per card, purchase, device, PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING) do not apply
    // here: this server runs the sandbox, which counts only per lead and per address
    // (sandboxAttemptLimits in sandbox/createSandbox.ts), so the suite's same test cards and a
    // few hundred payments need no further setting.
    PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_STUDIO_ROOT = studioRoot;
  (globalThis as { __TRILHA_SERVER__?: typeof server }).__TRILHA_SERVER__ = server;
}
