import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { whereToOpen } from '@/scripts/lib/newBrandAddress';
import { restoreEnvAfterEach } from '../restoreEnvAfterEach';

const serversModule = pathToFileURL(join(process.cwd(), 'scripts/lib/runningServers.mjs')).href;

/** Runs `source` as an ES module importing runningServers.mjs; answers its JSON output. */
function run(source: string): unknown {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as s from ${JSON.stringify(serversModule)};\n${source}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('npm run new-brand: where the new brand is served', () => {
  restoreEnvAfterEach('PORT');

  it('should name the port of each running server, not PORT or 3000', () => {
    const text = whereToOpen('ACME', [{ pid: 42, port: 41234, studio: false }], 3000);
    expect(text).toBe(
      'Open http://localhost:41234/lead?product=ACME (served now by the running server, pid 42, no restart needed)',
    );
    expect(whereToOpen('ACME', [{ pid: 7, port: 4000, studio: true }])).toContain(
      'in the studio: http://localhost:4000/studio?product=ACME',
    );
  });

  it('should say no server runs, and how to start one, when none does', () => {
    expect(whereToOpen('ACME', [], 4100)).toBe(
      'No checkout server is running from this folder: `npm start` serves it at http://localhost:4100/lead?product=ACME',
    );
  });

  it('should name the port of the PORT setting when none is given, not 3000', () => {
    process.env.PORT = '4321';
    expect(whereToOpen('ACME', [])).toContain('http://localhost:4321/lead?product=ACME');
  });

  it('should list the servers recorded for a folder while their process lives', async () => {
    const base = mkdtempSync(join(tmpdir(), 'trilha-servers-'));
    const cwd = '/srv/checkout';
    // A process that records itself as `npm start` does, then waits to be stopped.
    const server = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import * as s from ${JSON.stringify(serversModule)};
         s.recordServer({ cwd: ${JSON.stringify(cwd)}, port: 41234, base: ${JSON.stringify(base)} });
         console.log('ready');
         setInterval(() => {}, 1000);
         process.on('SIGTERM', () => process.exit(0));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => server.stdout.once('data', resolve));
      const listed = `console.log(JSON.stringify(s.runningServers(${JSON.stringify(cwd)}, ${JSON.stringify(base)})))`;
      expect(run(listed)).toEqual([{ pid: server.pid, port: 41234, studio: false }]);
      expect(
        run(`console.log(JSON.stringify(s.runningServers('/elsewhere', ${JSON.stringify(base)})))`),
      ).toEqual([]);
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      expect(run(listed)).toEqual([]);
    } finally {
      server.kill('SIGKILL');
      rmSync(base, { recursive: true, force: true });
    }
  });
});
