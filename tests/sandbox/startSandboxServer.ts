import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '@/checkout/api/apiClient';
import type { ApiClient } from '@/checkout/api/apiClient';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';
import type { SandboxSettings } from '@/sandbox/sandboxContext';

/** Brand folders the sandbox tests serve (two products: CURSO in R$, INGLESMZ in MT). */
export const fixtureBrandsDir = path.join(__dirname, 'fixtures', 'brands');

/** A sandbox served over real HTTP on an ephemeral loopback port, with a client for it. */
export interface RunningSandbox {
  baseUrl: string;
  dataDir: string;
  sandbox: Sandbox;
  client: ApiClient;
  /** Closes the server and the database (the data directory stays, for restart tests). */
  stop(): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
}

/** Options of {@link startSandboxServer}. */
export interface StartOptions {
  dataDir?: string;
  brandsDir?: string;
  settings?: Partial<SandboxSettings>;
  clientTimeoutMs?: number;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Starts the sandbox router on `http.createServer` (DATA_DIR in a fresh temporary folder
 * unless one is given) and returns the real API client pointed at it.
 */
export async function startSandboxServer(options: StartOptions = {}): Promise<RunningSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'trilha-sandbox-'));
  const sandbox = createSandbox({
    dataDir,
    brandsDir: options.brandsDir ?? fixtureBrandsDir,
    validators: generatedConfigValidators,
    // Payment tests make hundreds of attempts from this one address: the card-testing limit is
    // off unless a test sets it (tests/sandbox/paymentAttempts.test.ts does).
    settings: {
      slowMs: 300,
      logSmsCodes: true,
      paymentAttempts: { perLead: 0, perAddress: 0, windowMs: 60_000 },
      ...options.settings,
    },
  });
  const server = createServer((request, response) => {
    void sandbox.router.handle(request, response);
  });
  const port = await listen(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    sandbox.close();
  };
  return {
    baseUrl,
    dataDir,
    sandbox,
    client: createApiClient({ baseURL: baseUrl, timeoutMs: options.clientTimeoutMs ?? 10_000 }),
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
