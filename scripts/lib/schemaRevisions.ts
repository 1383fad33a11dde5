import { spawnSync } from 'node:child_process';

/** The revision a schema is compared with, and why that one. */
export interface SchemaBase {
  /** Commit holding the base version; undefined when there is none to compare with. */
  commit: string | undefined;
  /** Where the base comes from, for the report (`main at 1a2b3c4`, `HEAD`, `previous revision 1a2b3c4`). */
  label: string;
  /** Why nothing is compared, when `commit` is undefined. */
  note?: string;
}

/** How bases are chosen for a whole run (see `chooseBases`). */
export type BaseMode =
  | { kind: 'against'; ref: string; commit: string }
  | { kind: 'branch'; mainRef: string; mergeBase: string }
  | { kind: 'main' }
  | { kind: 'none'; note: string };

function git(rootDir: string, args: readonly string[]): { ok: boolean; stdout: string } {
  const result = spawnSync('git', args, {
    cwd: rootDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, stdout: result.status === 0 ? result.stdout : '' };
}

function short(commit: string): string {
  return commit.slice(0, 7);
}

/** The text of `file` at `commit`, or undefined when the file (or the commit) is not there. */
export function readAtCommit(rootDir: string, commit: string, file: string): string | undefined {
  const result = git(rootDir, ['show', `${commit}:${file}`]);
  return result.ok ? result.stdout : undefined;
}

/** Paths at `commit` under `folder` (posix, relative to the root). */
export function listAtCommit(rootDir: string, commit: string, folder: string): string[] {
  const result = git(rootDir, ['ls-tree', '-r', '--name-only', commit, '--', folder]);
  return result.ok ? result.stdout.split('\n').filter((line) => line !== '') : [];
}

function resolveCommit(rootDir: string, ref: string): string | undefined {
  const result = git(rootDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return result.ok ? result.stdout.trim() : undefined;
}

/** Whether the repository is a shallow clone (its history cut short). */
export function isShallowRepository(rootDir: string): boolean {
  return git(rootDir, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true';
}

/**
 * Decides, once per run, how each schema's base is chosen:
 * - `--against <ref>`: that ref, for every schema;
 * - on a branch with commits of its own (HEAD is not in main's history): the merge base with
 *   `main` (or `origin/main`), i.e. main's version from where the branch started;
 * - on main itself (or a branch with nothing of its own): per schema, see `baseFor` (only
 *   schemas the working tree or the last commit changed are compared);
 * - outside a git repository, or without any commit: nothing to compare.
 */
export function chooseBaseMode(rootDir: string, against: string | undefined): BaseMode {
  if (!git(rootDir, ['rev-parse', '--git-dir']).ok) {
    return { kind: 'none', note: 'not a git repository: no base revision to compare with' };
  }
  const head = resolveCommit(rootDir, 'HEAD');
  if (against !== undefined) {
    const commit = resolveCommit(rootDir, against);
    if (commit === undefined) return { kind: 'none', note: `unknown revision '${against}'` };
    return { kind: 'against', ref: against, commit };
  }
  if (head === undefined)
    return { kind: 'none', note: 'no commit yet: no base revision to compare with' };
  const mainRef = ['main', 'origin/main'].find((ref) => resolveCommit(rootDir, ref) !== undefined);
  if (mainRef !== undefined) {
    const onMain = git(rootDir, ['merge-base', '--is-ancestor', head, mainRef]).ok;
    if (!onMain) {
      const mergeBase = git(rootDir, ['merge-base', head, mainRef]).stdout.trim();
      if (mergeBase !== '') return { kind: 'branch', mainRef, mergeBase };
    }
  }
  return { kind: 'main' };
}

/**
 * The base of one schema file under `mode`. On main, a schema the working tree changes is
 * compared with HEAD's version, and one the last commit changed (HEAD against its first
 * parent: a merge brings a branch's changes) with that parent's version, so a fresh clone in
 * CI still checks the change it was given. A schema neither changed is not compared: a past
 * change, checked when it was made, is not blamed again.
 */
export function baseFor(
  rootDir: string,
  mode: BaseMode,
  file: string,
  workingText: string | undefined,
): SchemaBase {
  switch (mode.kind) {
    case 'none':
      return { commit: undefined, label: 'none', note: mode.note };
    case 'against':
      return { commit: mode.commit, label: `${mode.ref} at ${short(mode.commit)}` };
    case 'branch':
      return {
        commit: mode.mergeBase,
        label: `${mode.mainRef} at ${short(mode.mergeBase)} (merge base)`,
      };
    case 'main': {
      const headText = readAtCommit(rootDir, 'HEAD', file);
      if (headText === undefined || headText !== workingText) {
        return headText === undefined && workingText !== undefined
          ? { commit: undefined, label: 'none', note: 'new schema (not in HEAD)' }
          : { commit: resolveCommit(rootDir, 'HEAD'), label: 'HEAD (uncommitted change)' };
      }
      return baseOfLastCommit(rootDir, file, headText);
    }
  }
}

/** On main, for a schema the working tree does not change: see `baseFor`. */
function baseOfLastCommit(rootDir: string, file: string, headText: string): SchemaBase {
  const head = resolveCommit(rootDir, 'HEAD') ?? 'HEAD';
  const parent = resolveCommit(rootDir, 'HEAD^');
  if (parent === undefined) {
    return isShallowRepository(rootDir)
      ? {
          commit: undefined,
          label: 'none',
          note: `shallow clone: the revision before ${short(head)} is not available`,
        }
      : { commit: undefined, label: 'none', note: `added in ${short(head)}, the first commit` };
  }
  const parentText = readAtCommit(rootDir, parent, file);
  // Unchanged by the last commit: nothing of this change to check, nothing to say.
  if (parentText === headText) return { commit: undefined, label: 'unchanged' };
  if (parentText === undefined)
    return { commit: undefined, label: 'none', note: `added in ${short(head)}` };
  return { commit: parent, label: `previous revision ${short(parent)} (before ${short(head)})` };
}
