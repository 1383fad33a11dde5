import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SETTING_DEFINITIONS } from '@/lib/settings/settingDefinitions';
import type { SettingDefinition } from '@/lib/settings/settingDefinitions';

/** The default lib/settings/settingDefinitions.ts declares (npm start's .mjs repeats it). */
function declaredDefault(name: string): number | undefined {
  return (SETTING_DEFINITIONS as readonly SettingDefinition[]).find((entry) => entry.name === name)
    ?.default;
}

const gracefulShutdown = pathToFileURL(join(process.cwd(), 'scripts', 'gracefulShutdown.mjs')).href;

/**
 * Runs a parent process that runs `childSource` with `superviseChild`, as `npm start` runs the
 * server, sends it `signal` once the child is up, and answers how the parent ended and when.
 */
function stopParent(
  childSource: string,
  signal: NodeJS.Signals,
  graceMs: number,
  drainMs = 0,
): Promise<{ code: number | null; elapsedMs: number; output: string }> {
  // As scripts/start.mjs runs the server: with an IPC channel (the drain message's way).
  const parent = `
    import { spawn, spawnSync } from 'node:child_process';
    import { superviseChild } from ${JSON.stringify(gracefulShutdown)};
    const child = spawn(process.execPath, ['-e', ${JSON.stringify(childSource)}], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    superviseChild(child, { graceMs: ${graceMs}, drainMs: ${drainMs} });
  `;
  return new Promise((resolve, reject) => {
    const parentProcess = spawn(process.execPath, ['--input-type=module', '-e', parent], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let sentAt = 0;
    parentProcess.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (sentAt === 0 && output.includes('child up')) {
        sentAt = Date.now();
        parentProcess.kill(signal);
      }
    });
    parentProcess.on('error', reject);
    parentProcess.on('exit', (code) => resolve({ code, elapsedMs: Date.now() - sentAt, output }));
  });
}

// Like `next start`: on SIGTERM or SIGINT it finishes its work (300 ms here), then exits
// 128 + the signal's number.
const politeServer = `
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]])
    process.on(signal, () => setTimeout(() => { console.log('work done'); process.exit(code); }, 300));
  console.log('child up');
  setInterval(() => undefined, 1000);
`;

describe('superviseChild (npm start on SIGTERM and Ctrl+C)', () => {
  it('should let the server finish its requests after SIGTERM, then exit 0', async () => {
    const result = await stopParent(politeServer, 'SIGTERM', 10_000);
    expect(result.output).toContain('work done');
    expect(result.code).toBe(0);
  });

  it('should exit anyway once SHUTDOWN_GRACE_MS has passed', async () => {
    const stuck = `
      process.on('SIGTERM', () => console.log('still busy'));
      console.log('child up');
      setInterval(() => undefined, 1000);
    `;
    const result = await stopParent(stuck, 'SIGTERM', 500);
    expect(result.output).toContain('still busy');
    expect(result.code).toBe(1);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(450);
    expect(result.elapsedMs).toBeLessThan(5000);
  });

  it('should keep Ctrl+C working: the server stops, the exit status says it was interrupted', async () => {
    const result = await stopParent(politeServer, 'SIGINT', 10_000);
    expect(result.output).toContain('work done');
    expect(result.code).toBe(130);
  });

  it('should drain first with SHUTDOWN_DRAIN_MS: the server is told, then gets the SIGTERM after the drain', async () => {
    const draining = `
      const started = Date.now();
      process.on('message', (message) => console.log('told ' + message));
      process.on('SIGTERM', () => {
        console.log('sigterm after ' + (Date.now() - started));
        setTimeout(() => process.exit(143), 100);
      });
      console.log('child up');
      setInterval(() => undefined, 1000);
    `;
    const result = await stopParent(draining, 'SIGTERM', 10_000, 800);
    expect(result.output).toMatch(/told trilha:drain[\s\S]*sigterm after/);
    expect(result.output).toContain('draining for 800 ms');
    expect(result.elapsedMs).toBeGreaterThanOrEqual(800);
    expect(result.code).toBe(0);
  });

  it('should not drain on Ctrl+C', async () => {
    const told = `
      process.on('message', (message) => console.log('told ' + message));
      process.on('SIGINT', () => process.exit(130));
      console.log('child up');
      setInterval(() => undefined, 1000);
    `;
    const result = await stopParent(told, 'SIGINT', 10_000, 5000);
    expect(result.output).not.toContain('told');
    expect(result.elapsedMs).toBeLessThan(4000);
    expect(result.code).toBe(130);
  });

  it('should read SHUTDOWN_DRAIN_MS, 0 (no drain) by default', () => {
    const read = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { shutdownDrainMs } from ${JSON.stringify(gracefulShutdown)};
           console.log(shutdownDrainMs(${JSON.stringify(env)}));`,
        ],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(read({})).toBe(String(declaredDefault('SHUTDOWN_DRAIN_MS')));
    expect(read({})).toBe('0');
    expect(read({ SHUTDOWN_DRAIN_MS: '5000' })).toBe('5000');
    expect(read({ SHUTDOWN_DRAIN_MS: '-1' })).toBe('0');
  });

  it('should read SHUTDOWN_GRACE_MS, 30000 by default', () => {
    const read = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { shutdownGraceMs } from ${JSON.stringify(gracefulShutdown)};
           console.log(shutdownGraceMs(${JSON.stringify(env)}));`,
        ],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(read({})).toBe(String(declaredDefault('SHUTDOWN_GRACE_MS')));
    expect(read({})).toBe('30000');
    expect(read({ SHUTDOWN_GRACE_MS: '5000' })).toBe('5000');
    expect(read({ SHUTDOWN_GRACE_MS: 'soon' })).toBe('30000');
  });
});
