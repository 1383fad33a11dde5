import fs from 'node:fs';
import path from 'node:path';
import { SETTING_DEFINITIONS } from '@/lib/settings/settingDefinitions';
import {
  SettingsError,
  assertSettings,
  checkSettings,
  integerSetting,
  setting,
  settingsEnv,
} from '@/lib/settings/settings';
import { settingsTable } from '@/lib/settings/settingsTable';
import { restoreEnvAfterEach } from '../../restoreEnvAfterEach';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The table under README's "## Settings" heading. */
function readmeSettingsTable(): string {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Settings'));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).join('\n');
}

/** Every `process.env.NAME` / `env.NAME` a product folder (and the start scripts) reads. */
function variablesReadInCode(): Set<string> {
  const names = new Set<string>();
  const folders = [
    'checkout',
    'platform',
    'renderer',
    'sandbox',
    'studio',
    'pages',
    'lib',
    'templates',
    'ui',
  ];
  const visit = (file: string): void => {
    if (fs.statSync(file).isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
      return;
    }
    if (!/\.(ts|tsx|mjs)$/.test(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\b(?:env|ENV)\.([A-Z][A-Z0-9_]+[A-Z0-9])\b|setting\('([A-Z][A-Z0-9_]+)'/g,
    )) {
      names.add(match[1] ?? match[2] ?? '');
    }
  };
  for (const folder of folders) visit(path.join(REPO_ROOT, folder));
  for (const file of ['instrumentation.ts', 'scripts/start.mjs', 'scripts/listenHost.mjs']) {
    visit(path.join(REPO_ROOT, file));
  }
  return names;
}

describe('settings', () => {
  it("should be README's settings table, row for row", () => {
    expect(readmeSettingsTable()).toBe(settingsTable());
  });

  it('should declare every variable the product reads', () => {
    const declared = new Set<string>(SETTING_DEFINITIONS.map((definition) => definition.name));
    const undeclared = [...variablesReadInCode()].filter((name) => !declared.has(name));
    expect(undeclared).toEqual([]);
  });

  it('should accept the defaults (nothing set) and well-formed values', () => {
    expect(checkSettings({})).toEqual([]);
    expect(
      checkSettings({
        PORT: '8080',
        PAYMENT_TIMEOUT_MS: '4000',
        TRILHA_TELEMETRY: 'external',
        SENTRY_DSN: 'https://key@sentry.example/1',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example',
        SANDBOX_SMS_CODE: 'random',
      }),
    ).toEqual([]);
  });

  it('should stop the start on a bad value, naming each variable, what it takes and its default', () => {
    const env = {
      PORT: 'eighty',
      PAYMENT_TIMEOUT_MS: '10',
      TRILHA_TELEMETRY: 'sentry',
      CHECKOUT_API_URL: 'backend:8080',
    };
    expect(() => assertSettings(env)).toThrow(SettingsError);
    expect(() => assertSettings(env)).toThrow(
      [
        'SETTINGS_INVALID: the checkout does not start with these settings (README "Settings"):',
        "  - PORT='eighty' must be a whole number from 1 to 65535 (default: 3000)",
        "  - CHECKOUT_API_URL='backend:8080' must be an http(s) URL (default: (unset))",
        "  - PAYMENT_TIMEOUT_MS='10' must be a whole number from 1000 up (default: 60000)",
        "  - TRILHA_TELEMETRY='sentry' must be one of sandbox, external, off (default: `sandbox` while the sandbox backend runs and no service is set; `external` when `SENTRY_DSN` or `OTEL_EXPORTER_OTLP_ENDPOINT` is set; else `off`)",
      ].join('\n'),
    );
  });

  it('should read a value trimmed, blank as unset, and a whole number or its declared default', () => {
    expect(setting('DATA_DIR', { DATA_DIR: ' /var/data ' })).toBe('/var/data');
    expect(setting('DATA_DIR', { DATA_DIR: '  ' })).toBeUndefined();
    expect(integerSetting('CONFIG_CACHE_TTL_MS', {})).toBe(5000);
    expect(integerSetting('CONFIG_CACHE_TTL_MS', { CONFIG_CACHE_TTL_MS: '0' })).toBe(0);
    expect(integerSetting('CONFIG_CACHE_TTL_MS', { CONFIG_CACHE_TTL_MS: 'soon' })).toBe(5000);
    expect(integerSetting('CHECKOUT_API_TIMEOUT_MS', { CHECKOUT_API_TIMEOUT_MS: '999' })).toBe(
      55000,
    );
  });

  describe('settingsEnv', () => {
    const saved = process.env.CONFIG_CACHE_TTL_MS;
    restoreEnvAfterEach('CONFIG_CACHE_TTL_MS', 'NOT_A_TRILHA_SETTING');

    it('should show each declared variable as the environment has it at the moment it is read', () => {
      delete process.env.CONFIG_CACHE_TTL_MS;
      const env = settingsEnv();
      expect(env.CONFIG_CACHE_TTL_MS).toBeUndefined();
      expect(Object.keys(env)).not.toContain('CONFIG_CACHE_TTL_MS');
      process.env.CONFIG_CACHE_TTL_MS = '250';
      // The same view, read later: a setting changed at run time is seen, with no new copy.
      expect(env.CONFIG_CACHE_TTL_MS).toBe('250');
      expect('CONFIG_CACHE_TTL_MS' in env).toBe(true);
      expect({ ...env }).toMatchObject({ CONFIG_CACHE_TTL_MS: '250' });
      expect(integerSetting('CONFIG_CACHE_TTL_MS')).toBe(250);
    });

    it('should show no undeclared variable and refuse to be written', () => {
      process.env.NOT_A_TRILHA_SETTING = 'x';
      const env = settingsEnv() as Record<string, string | undefined>;
      expect(env.NOT_A_TRILHA_SETTING).toBeUndefined();
      expect(Object.keys(env)).not.toContain('NOT_A_TRILHA_SETTING');
      expect(() => {
        'use strict';
        env.CONFIG_CACHE_TTL_MS = '1';
      }).toThrow(TypeError);
      expect(process.env.CONFIG_CACHE_TTL_MS).toBe(saved);
    });
  });
});
