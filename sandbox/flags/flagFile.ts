/**
 * The sandbox flag service's data: a JSON file of flags (`FLAGS_FILE`, default
 * `sandbox/flags.json`), re-read whenever it changes on disk, so editing it flips a flag on a
 * running server. Its shape follows flagd's flag definitions (variants, a default variant,
 * an on/off state) with plain targeting rules instead of JsonLogic: the first rule whose every
 * condition matches the evaluation context picks its variant.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { setting } from '@/lib/settings/settings';

/** A flag's value: OpenFeature's boolean, string, number or JSON object. */
export type SandboxFlagValue = boolean | string | number | { [key: string]: unknown } | unknown[];

/** One targeting rule: every context attribute named must equal (one of) the given values. */
export interface TargetingRule {
  /** Context attribute → accepted value or values (e.g. `{ "brand": ["medvalida"] }`). */
  when: Record<string, string | readonly string[]>;
  /** The variant served when the rule matches. */
  variant: string;
}

/** One flag of the file. */
export interface SandboxFlag {
  /** `DISABLED` serves the default variant with reason DISABLED. Default `ENABLED`. */
  state?: 'ENABLED' | 'DISABLED';
  variants: Record<string, SandboxFlagValue>;
  defaultVariant: string;
  targeting?: readonly TargetingRule[];
  /** What the flag is for (documentation only). */
  description?: string;
}

/** The whole file. */
export interface SandboxFlagFile {
  flags: Record<string, SandboxFlag>;
}

/** What the store hands out: the flags and a version that changes with the file. */
export interface FlagSnapshot {
  flags: Record<string, SandboxFlag>;
  /** Changes whenever the file does (size and modification time). */
  version: string;
}

/** The flags file the sandbox reads: `FLAGS_FILE`, else `sandbox/flags.json`. */
export function flagsFilePath(value: string | undefined = setting('FLAGS_FILE')): string {
  return resolve(value && value.trim() !== '' ? value.trim() : 'sandbox/flags.json');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a parsed flags file and returns it typed; throws `FLAGS_FILE_INVALID` naming the
 * first flag that is wrong (a default variant or rule variant that does not exist, …).
 */
export function parseFlagFile(raw: unknown): SandboxFlagFile {
  if (!isRecord(raw) || !isRecord(raw.flags))
    throw new Error('FLAGS_FILE_INVALID: the file needs an object `flags`');
  for (const [key, flag] of Object.entries(raw.flags)) {
    if (!isRecord(flag) || !isRecord(flag.variants) || typeof flag.defaultVariant !== 'string')
      throw new Error(
        `FLAGS_FILE_INVALID: flag '${key}' needs \`variants\` and \`defaultVariant\``,
      );
    if (!Object.hasOwn(flag.variants, flag.defaultVariant))
      throw new Error(`FLAGS_FILE_INVALID: flag '${key}' has no variant '${flag.defaultVariant}'`);
    const rules: unknown = flag.targeting ?? [];
    if (!Array.isArray(rules))
      throw new Error(`FLAGS_FILE_INVALID: flag '${key}' \`targeting\` must be a list of rules`);
    for (const rule of rules as unknown[]) {
      if (!isRecord(rule) || !isRecord(rule.when) || typeof rule.variant !== 'string')
        throw new Error(
          `FLAGS_FILE_INVALID: a rule of flag '${key}' needs \`when\` and \`variant\``,
        );
      if (!Object.hasOwn(flag.variants, rule.variant))
        throw new Error(
          `FLAGS_FILE_INVALID: a rule of flag '${key}' names no variant '${rule.variant}'`,
        );
    }
  }
  return raw as unknown as SandboxFlagFile;
}

let cached: { path: string; version: string; snapshot: FlagSnapshot } | undefined;

/**
 * The current flags. The file is stat-ed on each call and parsed again only when its size or
 * modification time changed; a file that is missing or invalid throws (the OFREP endpoint
 * answers 500, and the checkout keeps its defaults).
 */
export function readFlagSnapshot(path: string = flagsFilePath()): FlagSnapshot {
  const stat = statSync(path);
  const version = `${stat.size}-${stat.mtimeMs}`;
  if (cached && cached.path === path && cached.version === version) return cached.snapshot;
  const file = parseFlagFile(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  const snapshot = { flags: file.flags, version };
  cached = { path, version, snapshot };
  return snapshot;
}
