import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const listenHostModule = pathToFileURL(join(process.cwd(), 'scripts', 'listenHost.mjs')).href;

/** What `listenHost` answers for an environment (run as `npm start` runs it), and its warnings. */
function hostFor(
  env: Record<string, string>,
  fallback?: string | null,
): { host: unknown; warnings: string[] } {
  const source = `
    import { listenHost } from ${JSON.stringify(listenHostModule)};
    const warnings = [];
    const host = listenHost(${JSON.stringify(env)}, ${fallback === undefined ? 'undefined' : JSON.stringify(fallback)}, (line) => warnings.push(line));
    console.log(JSON.stringify({ host: host ?? null, warnings }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as { host: unknown; warnings: string[] };
}

describe('listenHost', () => {
  it('should listen on loopback whenever the studio runs, whatever HOSTNAME asks, saying so', () => {
    expect(hostFor({ TRILHA_STUDIO: '1' }).host).toBe('127.0.0.1');
    for (const asked of ['0.0.0.0', '::', '192.0.2.2', 'checkout.example.com']) {
      const { host, warnings } = hostFor({ TRILHA_STUDIO: '1', HOSTNAME: asked });
      expect(host).toBe('127.0.0.1');
      expect(warnings).toEqual([expect.stringContaining(`not '${asked}'`)]);
    }
    expect(hostFor({ TRILHA_STUDIO: '1', HOSTNAME: '::1' })).toEqual({ host: '::1', warnings: [] });
    expect(hostFor({ TRILHA_STUDIO: '1', HOSTNAME: 'localhost' }, null).host).toBe('localhost');
    // `npm run dev` (Next.js' own default otherwise) too.
    expect(hostFor({ TRILHA_STUDIO: '1' }, null).host).toBe('127.0.0.1');
    expect(hostFor({ TRILHA_STUDIO: '1', HOSTNAME: '0.0.0.0' }, null).host).toBe('127.0.0.1');
  });

  it('should keep HOSTNAME, else the default, without the studio', () => {
    expect(hostFor({}).host).toBe('0.0.0.0');
    expect(hostFor({ HOSTNAME: '192.0.2.2' }).host).toBe('192.0.2.2');
    expect(hostFor({}, null).host).toBeNull();
    expect(hostFor({ TRILHA_STUDIO: '0', HOSTNAME: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
