import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const childExit = pathToFileURL(join(process.cwd(), 'scripts', 'childExit.mjs')).href;

/**
 * Runs a parent process that runs `childSource` with `exitWithChild`, as `npm start` runs
 * `next start`, and answers the parent's exit status.
 */
function parentStatus(childSource: string): { status: number | null; signal: string | null } {
  const parent = `
    import { spawn } from 'node:child_process';
    import { exitWithChild } from ${JSON.stringify(childExit)};
    const child = spawn(process.execPath, ['-e', ${JSON.stringify(childSource)}], { stdio: 'inherit' });
    exitWithChild(child);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', parent], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, signal: result.signal };
}

describe('exitWithChild (npm start, npm run studio)', () => {
  it("should end with the child's own exit code", () => {
    expect(parentStatus('process.exit(0)').status).toBe(0);
    expect(parentStatus('process.exit(3)').status).toBe(3);
  });

  it('should not end cleanly when a signal killed the child (the server crashed or was killed)', () => {
    expect(parentStatus("process.kill(process.pid, 'SIGTERM')").status).toBe(143);
    expect(parentStatus("process.kill(process.pid, 'SIGKILL')").status).toBe(137);
  });
});
