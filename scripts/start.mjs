#!/usr/bin/env node
// `npm start`: builds the app when there is no build or the sources changed since the last
// one, then serves it on $PORT (default 3000) with the embedded sandbox backend, on HOSTNAME
// (all interfaces by default; 127.0.0.1 whenever TRILHA_STUDIO=1, see listenHost.mjs).
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { superviseChild } from './gracefulShutdown.mjs';
import { listenHost } from './listenHost.mjs';
import { recordServer } from './lib/runningServers.mjs';

const root = process.cwd();
const stampFile = join(root, '.next', 'trilha-source-hash');
const sourceDirs = [
  'pages',
  'renderer',
  'templates',
  'checkout',
  'platform',
  'ui',
  'lib',
  'schemas',
  'sandbox',
  'studio',
  'scripts/lib',
  'public',
];
const sourceFiles = ['next.config.js', 'instrumentation.ts', 'package-lock.json', 'tsconfig.json'];

/** Hash of every source file's path, size and mtime: cheap, and changes whenever a file does. */
function sourceHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const st = statSync(path);
        hash.update(`${path}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  sourceDirs.forEach((d) => walk(join(root, d)));
  sourceFiles.filter((f) => existsSync(f)).forEach((f) => hash.update(`${f}:${readFileSync(f)}`));
  return hash.digest('hex');
}

const current = sourceHash();
const built =
  existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(stampFile)
    ? readFileSync(stampFile, 'utf8')
    : '';
if (built !== current || process.env.TRILHA_FORCE_BUILD === '1') {
  console.log('[trilha] building the checkout (sources changed or no build yet)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}

const port = process.env.PORT ?? '3000';
// With TRILHA_STUDIO=1 (the ops studio) loopback only, whatever HOSTNAME says.
const host = listenHost(process.env);
console.log(`[trilha] serving on http://localhost:${port}/lead?product=MS`);
// Next's own command run by this Node (no npx in between), so a signal reaches the server.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
// The IPC channel carries the drain message of a SIGTERM (SHUTDOWN_DRAIN_MS).
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', host], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
// `npm run new-brand` reads this to print the address actually served (removed on exit).
recordServer({ cwd: root, port, studio: process.env.TRILHA_STUDIO === '1' });
// SIGTERM: the server stops taking requests, finishes those in flight within
// SHUTDOWN_GRACE_MS and this process exits 0 (gracefulShutdown.mjs); Ctrl+C likewise.
superviseChild(server);
