import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  commitSave,
  fileAtSave,
  fileHistory,
  isGitWorkTree,
  parseAuthor,
  UnknownSaveError,
} from '@/studio/server/gitHistory';
import { defaultCommitMessage } from '@/studio/save/commitDefaults';
import { openProductFile, saveProductFile, StudioFileError } from '@/studio/server/studioFiles';

const FILE = 'brands/medvalida/products/MS.json';

type Config = {
  checkoutFlow: {
    flows: Array<{ id: string; steps: Array<{ id: string; props?: Record<string, unknown> }> }>;
  };
};

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** Saves MS with the payment heading set to `heading`, as the studio does, and commits it. */
function saveHeading(root: string, heading: string, commit: { message?: string; author?: string }) {
  const opened = openProductFile(FILE, root);
  const data = structuredClone(opened.data) as Config;
  const payment = data.checkoutFlow.flows[0]!.steps.find((s) => s.id === 'payment')!;
  payment.props = { ...payment.props, heading };
  const saved = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
  expect(saved).toMatchObject({ status: 200, written: true });
  return commitSave(root, FILE, commit);
}

describe('studio saves as git commits', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'trilha-studio-git-'));
    cpSync(join(process.cwd(), 'brands'), join(root, 'brands'), { recursive: true });
    symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function initRepository() {
    git(root, 'init', '--quiet');
    git(root, 'config', 'user.name', 'Ops Teste');
    git(root, 'config', 'user.email', 'ops@example.com');
    git(root, 'add', 'brands');
    git(root, 'commit', '--quiet', '-m', 'tree');
  }

  it('should say a folder outside git is not a work tree and commit nothing', () => {
    expect(isGitWorkTree(root)).toBe(false);
    expect(commitSave(root, FILE)).toEqual({ kind: 'not-git' });
    expect(fileHistory(root, FILE)).toEqual([]);
  });

  it('should commit each save with the message and author given, and only the saved file', () => {
    initRepository();
    // Another change in the tree, staged: it stays out of the studio's commit.
    writeFileSync(join(root, 'brands/medvalida/brand.json.note'), 'not mine');
    git(root, 'add', 'brands/medvalida/brand.json.note');

    const outcome = saveHeading(root, 'Primeira', {
      message: 'Título do pagamento',
      author: 'Ana Ops <ana@example.com>',
    });
    expect(outcome).toMatchObject({ kind: 'committed', message: 'Título do pagamento' });
    expect(git(root, 'log', '-1', '--format=%an <%ae>|%s')).toBe(
      'Ana Ops <ana@example.com>|Título do pagamento',
    );
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD')).toBe(FILE);
    expect(git(root, 'diff', '--cached', '--name-only')).toBe('brands/medvalida/brand.json.note');
  });

  it("should default the message to the file and the author to git's own identity", () => {
    initRepository();
    saveHeading(root, 'Primeira', {});
    expect(git(root, 'log', '-1', '--format=%an <%ae>|%s')).toBe(
      `Ops Teste <ops@example.com>|${defaultCommitMessage(FILE)}`,
    );
  });

  it('should refuse an author that is not "Name <email>" and commit nothing', () => {
    initRepository();
    const before = git(root, 'rev-parse', 'HEAD');
    expect(saveHeading(root, 'Primeira', { author: 'ana' })).toMatchObject({ kind: 'failed' });
    expect(git(root, 'rev-parse', 'HEAD')).toBe(before);
    expect(parseAuthor('Ana <ana@example.com>')).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });

  it('should list the saves of the file, newest first, with the lines each changed', () => {
    initRepository();
    saveHeading(root, 'Primeira', { message: 'um' });
    saveHeading(root, 'Segunda', { message: 'dois' });
    const history = fileHistory(root, FILE);
    expect(history.map((entry) => entry.subject)).toEqual(['dois', 'um', 'tree']);
    const changed = (index: number) =>
      history[index]!.diff.filter((line) => line.kind !== 'same').map((line) => line.text.trim());
    expect(changed(0).sort()).toEqual(['"heading": "Primeira"', '"heading": "Segunda"']);
    expect(history[0]!.diff.find((line) => line.kind === 'removed')?.text).toMatch(/Primeira/);
    expect(history[0]!.author).toBe('Ops Teste <ops@example.com>');
  });

  it('should give the text of a save of the file, and nothing else of the repository', () => {
    initRepository();
    saveHeading(root, 'Primeira', { message: 'um' });
    const first = fileHistory(root, FILE)[0]!;
    saveHeading(root, 'Segunda', { message: 'dois' });
    expect(fileAtSave(root, FILE, first.commit)).toContain('"heading": "Primeira"');
    expect(fileAtSave(root, FILE, first.commit)).toBe(
      execFileSync('git', ['show', `${first.commit}:${FILE}`], { cwd: root, encoding: 'utf8' }),
    );
    expect(() => fileAtSave(root, FILE, 'HEAD')).toThrow(UnknownSaveError);
    const other = git(root, 'commit', '--allow-empty', '--quiet', '-m', 'empty');
    expect(other).toBe('');
    expect(() => fileAtSave(root, FILE, git(root, 'rev-parse', 'HEAD'))).toThrow(UnknownSaveError);
    expect(() => fileAtSave(root, 'package.json', first.commit)).toThrow(StudioFileError);
    expect(readFileSync(join(root, FILE), 'utf8')).toContain('"heading": "Segunda"');
  });
});
