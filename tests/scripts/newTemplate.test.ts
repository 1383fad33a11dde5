/**
 * `npm run new-template <id>` as a newcomer runs it: in a scratch copy of the repository (its
 * tracked and new files, the installed node_modules linked), the command scaffolds the folder
 * and generates; then the new template's own jsdom test, the contract suites that render every
 * template's examples, the schema and journey-walker checks, ESLint, prettier, the type check of
 * what the new files reach and `npm run validate` all pass with nothing written by hand.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const ID = 'faq-note';
const MINUTES = 60_000;

/** The repository as git sees it (tracked and new files), without the visual baselines. */
function scratchCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-new-template-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0')) {
    if (!file || file.startsWith('tests/e2e/visual/baselines/')) continue;
    const from = path.join(REPO_ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(from, path.join(root, file));
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** Runs a command in the scratch copy; its exit status and the end of what it printed. */
function run(root: string, command: string, args: readonly string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  return { status: result.status, tail: output.split('\n').slice(-40).join('\n') };
}

const bin = (name: string) => path.join('node_modules', '.bin', name);

describe('npm run new-template, in a scratch copy of the repository', () => {
  let root: string;
  let scaffold: ReturnType<typeof run>;

  beforeAll(() => {
    root = scratchCopy();
    scaffold = run(root, 'npm', ['run', '--silent', 'new-template', ID]);
  }, 5 * MINUTES);

  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('should write the template folder, its test and driver, and register it', () => {
    expect(scaffold).toMatchObject({ status: 0 });
    for (const file of [
      `templates/${ID}/template.json`,
      `templates/${ID}/props.schema.json`,
      `templates/${ID}/FaqNoteTemplate.tsx`,
      `templates/${ID}/tests/journeyDriver.ts`,
      `tests/templates/${ID}/FaqNoteTemplate.test.tsx`,
      `pages/${ID}.tsx`,
    ]) {
      expect(fs.existsSync(path.join(root, file))).toBe(true);
    }
    const registry = fs.readFileSync(
      path.join(root, 'schemas/generated/templateRegistry.ts'),
      'utf8',
    );
    expect(registry).toContain(`route: '/${ID}',`);
    expect(fs.readFileSync(path.join(root, '.gitattributes'), 'utf8')).toContain(
      `pages/${ID}.tsx linguist-generated=true`,
    );
  });

  it('should refuse the same id again, and an id that is not one', () => {
    expect(run(root, 'npm', ['run', '--silent', 'new-template', ID])).toMatchObject({
      status: 1,
      tail: expect.stringContaining(`templates/${ID}/ exists already`),
    });
    expect(run(root, 'npm', ['run', '--silent', 'new-template', 'FAQ_Note'])).toMatchObject({
      status: 1,
      tail: expect.stringContaining("'FAQ_Note' is not a template id"),
    });
  });

  it(
    'should pass its suites: its jsdom test, the contract suites, the schema and walker checks',
    () => {
      const suites = run(root, bin('jest'), [
        `tests/templates/${ID}`,
        'tests/contract',
        'tests/schemas',
        'tests/e2eHelpers/journeyWalker.test.ts',
        'tests/lint',
      ]);
      expect(suites.tail).toMatch(/Tests: +\d+ passed, \d+ total/);
      expect(suites).toMatchObject({ status: 0 });
    },
    10 * MINUTES,
  );

  it(
    'should pass ESLint, prettier, the type check, generate:check and validate',
    () => {
      const files = [`templates/${ID}`, `tests/templates/${ID}`];
      expect(run(root, bin('eslint'), files)).toMatchObject({ status: 0 });
      expect(run(root, bin('prettier'), ['--check', ...files])).toMatchObject({ status: 0 });
      // The type check of the new files and all they import (the whole tree's takes a minute).
      fs.writeFileSync(
        path.join(root, 'tsconfig.new-template.json'),
        JSON.stringify({
          extends: './tsconfig.json',
          compilerOptions: { incremental: false },
          include: ['**/*.d.ts', ...files.map((folder) => `${folder}/**/*`)],
        }),
      );
      expect(run(root, bin('tsc'), ['--noEmit', '-p', 'tsconfig.new-template.json'])).toMatchObject(
        { status: 0 },
      );
      expect(run(root, 'npm', ['run', '--silent', 'generate:check'])).toMatchObject({ status: 0 });
      expect(run(root, 'npm', ['run', '--silent', 'validate'])).toMatchObject({ status: 0 });
    },
    10 * MINUTES,
  );
});
