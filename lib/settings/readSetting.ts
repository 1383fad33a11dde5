/**
 * Reading one declared variable (settingDefinitions.ts), for code that runs in the browser
 * too: this module carries no declarations, so the browser bundle does not either.
 */
import type { SettingName } from './settingDefinitions';

/** The raw values of the declared variables (what a parser of several of them takes). */
export type SettingsEnv = Readonly<Partial<Record<SettingName, string>>>;

/** This process's environment, seen as declared settings only. */
function processSettings(): SettingsEnv {
  return process.env as SettingsEnv;
}

/** A variable's value, trimmed; undefined when it is unset or blank. */
export function setting(
  name: SettingName,
  env: SettingsEnv = processSettings(),
): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}
