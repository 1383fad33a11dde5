#!/usr/bin/env node
// `npm run dev`: the Next.js development server, on loopback only when it serves the ops studio
// (TRILHA_STUDIO=1, see listenHost.mjs); otherwise on Next.js' own default address, or HOSTNAME.
import { spawn } from 'node:child_process';
import { exitWithChild } from './childExit.mjs';
import { listenHost } from './listenHost.mjs';

const host = listenHost(process.env, null);
const args = ['next', 'dev', ...(host === null ? [] : ['-H', host]), ...process.argv.slice(2)];
const child = spawn('npx', args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
exitWithChild(child);
