/**
 * The one place product code reads environment variables from (ESLint forbids `process.env`
 * elsewhere): each variable is declared in settingDefinitions.ts with its default, meaning and
 * check, and `checkSettings` runs at start (instrumentation.ts), so a bad value stops the app
 * before it serves anything instead of being ignored where it is read.
 */
import { SETTING_DEFINITIONS } from './settingDefinitions';
import type { IntegerSettingName, SettingDefinition } from './settingDefinitions';

export type { IntegerSettingName, SettingName } from './settingDefinitions';
export { setting } from './readSetting';

import type { SettingsEnv } from './readSetting';

export type { SettingsEnv } from './readSetting';

/** The declared names, for the live view's lookups. */
const declaredNames: ReadonlySet<string> = new Set(SETTING_DEFINITIONS.map(({ name }) => name));

/** A declared variable's value in the environment now; undefined for any other name. */
function declaredValue(name: string | symbol): string | undefined {
  // The one read of the process environment (ESLint allows it in lib/settings/ only).
  return typeof name === 'string' && declaredNames.has(name) ? process.env[name] : undefined;
}

/**
 * The declared variables of this process's environment, as a live view: each read is of the
 * environment at that moment (settings may change at run time; tests change them), and taking
 * the view costs nothing, so request code may ask for it as often as it likes. Copying every
 * declared variable on each call was an environment read per declaration, several times per
 * page (issue 25's SSR profile).
 */
const liveSettingsEnv: SettingsEnv = new Proxy({} as SettingsEnv, {
  // Read-only: a setting changes in the environment, not through the view.
  set: () => false,
  defineProperty: () => false,
  deleteProperty: () => false,
  get: (_, name) => declaredValue(name),
  has: (_, name) => declaredValue(name) !== undefined,
  ownKeys: () => [...declaredNames].filter((name) => declaredValue(name) !== undefined),
  getOwnPropertyDescriptor: (_, name) => {
    const value = declaredValue(name);
    return value === undefined
      ? undefined
      : { value, enumerable: true, configurable: true, writable: false };
  },
});

/** The declared variables of this process's environment (a live view, see above). */
export function settingsEnv(): SettingsEnv {
  return liveSettingsEnv;
}

/**
 * A whole-number variable: its value when its declaration accepts it, else the default its
 * declaration gives (`wholeNumberSetting` in settingDefinitions.ts, the one place a default is
 * written). Start-up has already refused a bad value; a test's or a caller's `env` is not
 * checked at start, so the declaration's check runs here too.
 */
export function integerSetting(name: IntegerSettingName, env: SettingsEnv = settingsEnv()): number {
  const definition: SettingDefinition = SETTING_DEFINITIONS.find((entry) => entry.name === name)!;
  const value = env[name]?.trim();
  const accepted = value !== undefined && value !== '' && definition.check?.(value) === undefined;
  return accepted ? Number(value) : definition.default!;
}

/** Every variable of `env` whose value its declaration refuses, one sentence each. */
export function checkSettings(env: SettingsEnv): string[] {
  return SETTING_DEFINITIONS.flatMap((definition) => {
    const value = env[definition.name]?.trim();
    if (!value || !('check' in definition)) return [];
    const problem = definition.check(value);
    return problem === undefined
      ? []
      : [`${definition.name}='${value}' ${problem} (default: ${definition.defaultText})`];
  });
}

/** Thrown at start when a variable has a value its declaration refuses. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `SETTINGS_INVALID: the checkout does not start with these settings (README "Settings"):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/** Throws a `SettingsError` listing every refused variable of `env`. */
export function assertSettings(env: SettingsEnv = settingsEnv()): void {
  const problems = checkSettings(env);
  if (problems.length > 0) throw new SettingsError(problems);
}
