import { startServer } from './serverControl';

/** Builds (when needed) and starts the checkout once for every browser test. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  (globalThis as { __TRILHA_SERVER__?: typeof server }).__TRILHA_SERVER__ = server;
}
