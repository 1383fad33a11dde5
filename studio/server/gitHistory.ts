/**
 * The studio's saves as git commits, server-only. Where the studio's folder is inside a git
 * work tree, each save of a product config is committed (that file only, with the message and
 * author the ops person gave), and the saves of a file are listed with their diffs so one can
 * be restored. Outside git nothing here runs and the studio saves as before.
 *
 * git is run as `git <args>` with an argument array (no shell), in the studio's folder, and only
 * ever about a product config the studio may edit (`openProductFile` checks the path first).
 */
import { spawnSync } from 'node:child_process';
import { openProductFile } from '@/studio/server/studioFiles';
import { defaultCommitMessage } from '@/studio/save/commitDefaults';
import { lineDiff } from '@/studio/save/lineDiff';
import type { DiffLine } from '@/studio/save/lineDiff';

/** Who a save is committed as when the studio is not told. */
export const FALLBACK_AUTHOR = { name: 'Trilha Studio', email: 'studio@trilha.invalid' };

/** What a git run answered. */
interface GitRun {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function git(root: string, args: readonly string[], env: Record<string, string> = {}): GitRun {
  const result = spawnSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    // Never wait for a password or an editor: the studio's request would hang.
    // git's own environment (PATH, HOME, its config), not a setting of the product.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', ...env },
  });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    stderr: (result.stderr ?? '').trim() || (result.error?.message ?? ''),
  };
}

/** Whether the studio's folder is inside a git work tree (and git is installed). */
export function isGitWorkTree(root: string): boolean {
  const run = git(root, ['rev-parse', '--is-inside-work-tree']);
  return run.ok && run.stdout.trim() === 'true';
}

/** A commit's author. */
export interface GitAuthor {
  name: string;
  email: string;
}

/** The author a save gets by default: git's own `user.name` and `user.email`, else the studio. */
export function defaultAuthor(root: string): GitAuthor {
  const name = git(root, ['config', 'user.name']).stdout.trim();
  const email = git(root, ['config', 'user.email']).stdout.trim();
  return name && email ? { name, email } : FALLBACK_AUTHOR;
}

/** `Name <email>`, as git writes an author. */
export function formatAuthor(author: GitAuthor): string {
  return `${author.name} <${author.email}>`;
}

/** Reads `Name <email>`; undefined when it is not one. */
export function parseAuthor(text: string): GitAuthor | undefined {
  const match = /^([^<>\n]+?)\s*<([^<>\s@]+@[^<>\s@]+)>$/.exec(text.trim());
  return match ? { name: match[1]!, email: match[2]! } : undefined;
}

/** What committing a save came to. */
export type CommitOutcome =
  | { kind: 'committed'; commit: string; message: string; author: string }
  | { kind: 'not-git' }
  | { kind: 'failed'; message: string };

/**
 * Commits the product config `file` as it is on disk now, and only it (other changes of the
 * work tree, staged or not, stay out of the commit). `message` and `author` (`Name <email>`)
 * default to {@link defaultCommitMessage} and {@link defaultAuthor}.
 */
export function commitSave(
  root: string,
  file: string,
  request: { message?: string; author?: string } = {},
): CommitOutcome {
  openProductFile(file, root); // refuses any path that is not a product config of the tree
  if (!isGitWorkTree(root)) return { kind: 'not-git' };
  const given = request.author?.trim() ? parseAuthor(request.author) : undefined;
  if (request.author?.trim() && !given)
    return { kind: 'failed', message: `autor inválido: use "Nome <email>"` };
  const author = given ?? defaultAuthor(root);
  const message = request.message?.trim() || defaultCommitMessage(file);
  const add = git(root, ['add', '--', file]);
  if (!add.ok) return { kind: 'failed', message: add.stderr };
  // The committer is git's own identity; without one (a fresh machine), the author.
  const committer: Record<string, string> = git(root, ['config', 'user.email']).ok
    ? {}
    : { GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
  const commit = git(
    root,
    ['commit', '--quiet', '--only', `--author=${formatAuthor(author)}`, '-m', message, '--', file],
    committer,
  );
  if (!commit.ok) return { kind: 'failed', message: commit.stderr };
  const sha = git(root, ['rev-parse', 'HEAD']).stdout.trim();
  return { kind: 'committed', commit: sha, message, author: formatAuthor(author) };
}

/** One save of a file, as the history panel lists it. */
export interface HistoryEntry {
  commit: string;
  short: string;
  author: string;
  /** ISO 8601. */
  date: string;
  subject: string;
  /** The file's lines this commit changed (against its first parent). */
  diff: DiffLine[];
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/** The text of `file` at `commit`, or undefined when the file is not there. */
function textAt(root: string, commit: string, file: string): string | undefined {
  // `./` makes the path relative to the studio's folder, wherever the repository's top is.
  const run = git(root, ['show', `${commit}:./${file}`]);
  return run.ok ? run.stdout : undefined;
}

/** The commits that changed `file`, newest first (up to `limit`), each with its diff. */
export function fileHistory(root: string, file: string, limit = 30): HistoryEntry[] {
  openProductFile(file, root);
  if (!isGitWorkTree(root)) return [];
  const log = git(root, [
    'log',
    `--max-count=${limit}`,
    '--format=%H%x1f%an <%ae>%x1f%aI%x1f%s',
    '--',
    file,
  ]);
  if (!log.ok) return [];
  return log.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', author = '', date = '', subject = ''] = line.split('\x1f');
      const before = textAt(root, `${commit}^`, file) ?? '';
      const after = textAt(root, commit, file) ?? '';
      return {
        commit,
        short: commit.slice(0, 7),
        author,
        date,
        subject,
        diff: lineDiff(before, after),
      };
    });
}

/** A history request names something that is not a save of that file. */
export class UnknownSaveError extends Error {
  readonly code = 'STUDIO_UNKNOWN_SAVE';
}

/**
 * The text `file` had at `commit`, which must be one of the file's saves (a full sha listed by
 * {@link fileHistory}): nothing else of the repository can be read this way.
 */
export function fileAtSave(root: string, file: string, commit: string): string {
  openProductFile(file, root);
  if (!FULL_SHA.test(commit)) throw new UnknownSaveError(`not a commit: ${commit.slice(0, 60)}`);
  const touched = git(root, ['log', '--format=%H', '--', file]).stdout.split('\n');
  const text = touched.includes(commit) ? textAt(root, commit, file) : undefined;
  if (text === undefined)
    throw new UnknownSaveError(`${commit.slice(0, 7)} is not a save of ${file}`);
  return text;
}
