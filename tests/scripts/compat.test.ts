import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addLeadProp, createCompatRepo, git, writeJson } from './compatRepo';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

// Runs the real command in another repository (tsx resolves `@/` through this repo's tsconfig).
function compat(cwd: string, args: string[] = []): { status: number | null; stdout: string } {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--tsconfig',
      path.join(REPO_ROOT, 'tsconfig.json'),
      path.join(REPO_ROOT, 'scripts', 'compat.ts'),
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout };
}

describe('scripts/compat.ts', () => {
  let dir: string;

  beforeAll(() => {
    dir = createCompatRepo();
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('should fail on a new required prop in a template schema, naming file:line:col, rule and config', () => {
    addLeadProp(dir, 'cpfLabel', { required: true });
    const result = compat(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^templates\/lead\/props\.schema\.json:\d+:\d+ {2}required-added {2}property "cpfLabel" is now required \[base: HEAD \(uncommitted change\)\]$/m,
    );
    expect(result.stdout).toMatch(
      /^ {4}breaks brands\/acme\/products\/AC\.json:\d+:\d+ fluxo "default", passo "lead" \(props\): missing required property 'cpfLabel'$/m,
    );
    expect(result.stdout).toMatch(/^✖ 1 breaking change in 1 schema;/m);
  });

  it('should pass on a new optional prop, also against an explicit base', () => {
    git(dir, 'checkout', '-q', '--', '.');
    addLeadProp(dir, 'cpfLabel', { required: false });
    const result = compat(dir, ['--against', 'HEAD']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^✔ \d+ schemas checked, 1 changed since their base: no unacknowledged breaking change$/m,
    );
  });

  it('should print acknowledged breaks as one summary line', () => {
    git(dir, 'checkout', '-q', '--', '.');
    addLeadProp(dir, 'cpfLabel', { required: true });
    writeJson(dir, 'schemas/compat-acknowledged.json', {
      acknowledged: [
        {
          schema: 'templates/lead/props.schema.json',
          rule: 'required-added',
          reason: 'every lead step sets it',
        },
      ],
    });
    const result = compat(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(/required-added|every lead step sets it/);
    expect(result.stdout).toMatch(
      /^ℹ 1 acknowledged break in 1 schema not listed \(reasons in schemas\/compat-acknowledged\.json; --format json lists them\)$/m,
    );
    expect(result.stdout).toMatch(/no unacknowledged breaking change \(1 acknowledged\)$/m);
    fs.rmSync(path.join(dir, 'schemas/compat-acknowledged.json'));
  });

  it('should refuse an unknown base revision with exit code 2', () => {
    expect(compat(dir, ['--against', 'no-such-ref']).status).toBe(2);
  });
});
