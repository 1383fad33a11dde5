#!/usr/bin/env node
// `npm run studio`: the ops studio at http://localhost:$PORT/studio (default port 3000). Runs
// the checkout (`scripts/start.mjs`: builds first when the sources changed) with
// TRILHA_STUDIO=1, the only setting under which the studio's pages and API answer, bound to
// 127.0.0.1 (HOST may name another loopback address, ::1 or localhost; anything else is
// replaced by 127.0.0.1: the studio writes files and stays off the network).
import { spawn } from 'node:child_process';
import { exitWithChild } from './childExit.mjs';
import { listenHost } from './listenHost.mjs';

const port = process.env.PORT ?? '3000';
const host = listenHost({ TRILHA_STUDIO: '1', HOSTNAME: process.env.HOST ?? '127.0.0.1' });
console.log(
  `[trilha] studio on http://localhost:${port}/studio?product=MS&flow=default&step=payment`,
);
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, TRILHA_STUDIO: '1', PORT: port, HOSTNAME: host },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
exitWithChild(child);
