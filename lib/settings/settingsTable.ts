import { SETTING_DEFINITIONS } from './settingDefinitions';

/** README's "Settings" table, written from the declarations (one row per variable). */
export function settingsTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| variable | default | what it does |',
    '| --- | --- | --- |',
    ...SETTING_DEFINITIONS.map(
      (definition) =>
        `| \`${definition.name}\` | ${cell(definition.defaultText)} | ${cell(definition.meaning)} |`,
    ),
  ].join('\n');
}
