/**
 * The separate bare app `npm run bench` measures the checkout against (issue 38): a hand-written
 * lead step on the project's Next.js, React and Stitches with nothing of Trilha (no `_app`, no
 * providers, no telemetry, no security headers). Its sources live in bench/baseline/ (outside the
 * app's build, lint and type-check); the bench copies them to a cache folder, installs there the
 * versions the project's package.json names (one source: `baselineDependencies`), builds it with
 * `next build` and serves it with `next start` on a free loopback port.
 *
 * The cache: <tmp>/trilha-bench-baseline/<key>/ (`baselineCacheRoot`), one folder per set of versions
 * (`key` hashes them), so the install runs once per framework version; the build runs again only
 * when the baseline's sources change. How the packages get there (BENCH_BASELINE_INSTALL):
 * - `auto` (default): `npm install` from the registry (npm's own cache first); if that fails
 *   (offline), a link to the project's own node_modules when the versions installed there are
 *   exactly the wanted ones;
 * - `link`: the link only (no registry at all: CI, where the project's node_modules is fresh);
 * - `npm`: the install only.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { freePort, waitForReady } from '../../tests/e2e/serverControl';

/** The bare app's sources in the repository. */
export const BASELINE_SOURCE_DIR = join(process.cwd(), 'bench', 'baseline');
/** Its one page: the lead step. */
export const BASELINE_PATH = '/lead';
/** What the bare app installs; each version is the project's own (package.json). */
export const BASELINE_PACKAGES = [
  'next',
  'react',
  'react-dom',
  '@stitches/react',
  'typescript',
  '@types/react',
  '@types/node',
] as const;

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The bare app's dependencies at the versions of the project's package.json. */
export function baselineDependencies(project: PackageJson): Record<string, string> {
  const declared = { ...project.devDependencies, ...project.dependencies };
  const dependencies: Record<string, string> = {};
  for (const name of BASELINE_PACKAGES) {
    const version = declared[name];
    if (!version) throw new Error(`BASELINE_VERSION_MISSING: package.json does not name ${name}`);
    dependencies[name] = version;
  }
  return dependencies;
}

/** The cache folder's name for a set of versions: the same versions, the same install. */
export function baselineCacheKey(dependencies: Record<string, string>): string {
  const text = Object.entries(dependencies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, version]) => `${name}@${version}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * Where the copies live: BENCH_BASELINE_CACHE, else trilha-bench-baseline/ in the system's
 * temporary folder. Not inside the repository: Next.js would take the repository (its lockfile)
 * for the bare app's workspace root, and under node_modules/ it does not compile pages at all.
 */
export function baselineCacheRoot(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return env.BENCH_BASELINE_CACHE?.trim() || join(tmpdir(), 'trilha-bench-baseline');
}

/** How the bare app gets its packages (BENCH_BASELINE_INSTALL): see the module comment. */
export type InstallMode = 'auto' | 'link' | 'npm';

export function baselineInstallMode(
  env: Readonly<Record<string, string | undefined>> = process.env,
): InstallMode {
  const mode = env.BENCH_BASELINE_INSTALL?.trim() || 'auto';
  if (mode === 'auto' || mode === 'link' || mode === 'npm') return mode;
  throw new Error(`BENCH_BASELINE_INSTALL must be auto, link or npm, not "${mode}"`);
}

/**
 * The wanted packages whose version installed in `nodeModules` is not the wanted one (exact
 * versions: the project pins them), as `name wanted/installed` lines; empty when all match.
 */
export function versionMismatches(
  nodeModules: string,
  dependencies: Record<string, string>,
): string[] {
  const mismatches: string[] = [];
  for (const [name, wanted] of Object.entries(dependencies)) {
    const file = join(nodeModules, name, 'package.json');
    const installed = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version
      : undefined;
    if (installed !== wanted) mismatches.push(`${name} ${wanted}/${installed ?? 'none'}`);
  }
  return mismatches;
}

/** Hash of the baseline's source files (path and content): a change rebuilds the copy. */
function sourceHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${relative(dir, path)}\n`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function run(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Where the bare app's packages came from. */
export type InstalledFrom = 'npm install' | "the project's node_modules (linked)";
const LINKED: InstalledFrom = "the project's node_modules (linked)";

/** Installs the packages in `appDir` (or links the project's), once per set of versions. */
function install(
  appDir: string,
  dependencies: Record<string, string>,
  mode: InstallMode,
): InstalledFrom {
  const nodeModules = join(appDir, 'node_modules');
  const stamp = join(appDir, '.trilha-installed');
  const previous = existsSync(stamp) ? (readFileSync(stamp, 'utf8') as InstalledFrom) : undefined;
  const usable =
    previous !== undefined &&
    (mode === 'auto' || (mode === 'link') === (previous === LINKED)) &&
    versionMismatches(nodeModules, dependencies).length === 0;
  if (usable) return previous;
  rmSync(stamp, { force: true });
  rmSync(nodeModules, { recursive: true, force: true });
  const failures: string[] = [];
  if (mode !== 'link') {
    console.log(`[bench] installing the bare app's packages (once per version) in ${appDir}`);
    const result = run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      appDir,
    );
    if (result.ok && versionMismatches(nodeModules, dependencies).length === 0) {
      writeFileSync(stamp, 'npm install');
      return 'npm install';
    }
    failures.push(`npm install failed: ${result.output.trim().split('\n').slice(-3).join(' ')}`);
    rmSync(nodeModules, { recursive: true, force: true });
  }
  if (mode !== 'npm') {
    const project = join(process.cwd(), 'node_modules');
    const mismatches = versionMismatches(project, dependencies);
    if (mismatches.length === 0) {
      symlinkSync(realpathSync(project), nodeModules, 'dir');
      writeFileSync(stamp, LINKED);
      return LINKED;
    }
    failures.push(
      `the project's node_modules has other versions (wanted/installed): ${mismatches.join(', ')}`,
    );
  }
  throw new Error(`BASELINE_NOT_INSTALLED: ${failures.join('; ')}`);
}

/** The deepest folder holding both paths (absolute). */
export function commonAncestor(a: string, b: string): string {
  const left = a.split(sep);
  const right = b.split(sep);
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared++;
  return left.slice(0, shared).join(sep) || sep;
}

/**
 * With the project's node_modules linked, Turbopack refuses a package outside its root (the
 * app's folder): the copy gets a next.config.js whose only setting moves that root up to a
 * folder holding both. The build is otherwise the same (the same chunks, within a few bytes of
 * their paths). Nothing is written for an installed copy: the bare app has no config.
 */
function writeLinkConfig(appDir: string): void {
  const root = commonAncestor(appDir, realpathSync(join(appDir, 'node_modules')));
  writeFileSync(
    join(appDir, 'next.config.js'),
    `// Written by scripts/bench/baselineApp.ts: the linked node_modules is outside this folder.\nmodule.exports = { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
}

/** A running bare app. */
export interface RunningBaseline {
  baseUrl: string;
  /** Where its packages came from: `npm install` or the project's node_modules. */
  installedFrom: InstalledFrom;
  versions: Record<string, string>;
  stop: () => Promise<void>;
}

/** Stops a process group started detached (SIGTERM, then SIGKILL after 5 s). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Copies, installs (once per version), builds (when its sources changed) and serves the bare app. */
export async function startBaseline(timeoutMs = 120_000): Promise<RunningBaseline> {
  const project = JSON.parse(
    readFileSync(join(process.cwd(), 'package.json'), 'utf8'),
  ) as PackageJson;
  const dependencies = baselineDependencies(project);
  const appDir = join(baselineCacheRoot(), baselineCacheKey(dependencies));
  mkdirSync(appDir, { recursive: true });
  // The copy: the sources as they are now (a file removed from bench/baseline goes too); the
  // install, its lockfile and the build stay. (A linked node_modules is only unlinked, ever.)
  const kept = new Set(['node_modules', 'package-lock.json', '.next', '.trilha-installed']);
  for (const entry of readdirSync(appDir)) {
    if (!kept.has(entry)) rmSync(join(appDir, entry), { recursive: true, force: true });
  }
  cpSync(BASELINE_SOURCE_DIR, appDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as object;
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`,
  );
  const installedFrom = install(appDir, dependencies, baselineInstallMode());
  if (installedFrom === LINKED) writeLinkConfig(appDir);
  const builtHash = `${sourceHash(BASELINE_SOURCE_DIR)} ${installedFrom}`;
  const buildStamp = join(appDir, '.next', 'trilha-baseline-hash');
  const nextBin = join(appDir, 'node_modules', 'next', 'dist', 'bin', 'next');
  if (!existsSync(buildStamp) || readFileSync(buildStamp, 'utf8') !== builtHash) {
    console.log('[bench] building the bare app (next build)…');
    const result = run(process.execPath, [nextBin, 'build'], appDir);
    if (!result.ok) throw new Error(`BASELINE_BUILD_FAILED:\n${result.output}`);
    writeFileSync(buildStamp, builtHash);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, child, timeoutMs, BASELINE_PATH);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return {
    baseUrl,
    installedFrom,
    versions: dependencies,
    stop: () => stopGroup(child),
  };
}
