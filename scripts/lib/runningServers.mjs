// Which checkout servers run from a folder, so `npm run new-brand` can say the address a new
// brand is served on (the port actually in use, not the one it guesses). `npm start` (and so
// `npm run studio`) records itself in the machine's temporary folder, one file per process,
// and removes the file when it ends; a file left by a process that died is ignored and removed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The folder that holds the records of servers run from `cwd`. */
export function serversFolder(cwd, base = tmpdir()) {
  const key = createHash('sha256').update(resolve(cwd)).digest('hex').slice(0, 16);
  return join(base, 'trilha-servers', key);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return error?.code === 'EPERM';
  }
}

/**
 * Records that this process serves `cwd` on `port`; returns the function that removes the
 * record (also run when the process exits).
 */
export function recordServer({ cwd, port, pid = process.pid, studio = false, base }) {
  const folder = serversFolder(cwd, base);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${pid}.json`);
  writeFileSync(file, JSON.stringify({ pid, port: Number(port), studio }));
  const remove = () => rmSync(file, { force: true });
  process.on('exit', remove);
  return remove;
}

/** The servers running from `cwd` now: `{ pid, port, studio }`, by port. */
export function runningServers(cwd, base) {
  const folder = serversFolder(cwd, base);
  let names;
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    const file = join(folder, name);
    try {
      const record = JSON.parse(readFileSync(file, 'utf8'));
      if (Number.isInteger(record.pid) && Number.isInteger(record.port) && alive(record.pid))
        found.push({ pid: record.pid, port: record.port, studio: record.studio === true });
      else rmSync(file, { force: true });
    } catch {
      rmSync(file, { force: true });
    }
  }
  return found.sort((a, b) => a.port - b.port);
}
