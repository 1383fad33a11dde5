import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Runs git in `dir` with a fixed author, so tests need no global git config. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Trilha Test',
      '-c',
      'user.email=test@trilha.dev',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

const PRODUCT = {
  $schema: '../../../schemas/product-config.schema.json',
  code: 'AC',
  title: 'Acme',
  designSystemId: 'acme$light',
  checkoutFlow: {
    flows: [
      {
        id: 'default',
        steps: [
          {
            id: 'lead',
            templateId: 'lead',
            defaultNextStepId: 'payment',
            props: { heading: 'Olá' },
          },
          { id: 'payment', templateId: 'payment' },
        ],
      },
    ],
  },
};

/**
 * A temporary git repository on `main` holding the repo's schemas and templates (schemas and
 * manifests only) and one product config, committed once. Returns its path.
 */
export function createCompatRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-compat-'));
  fs.mkdirSync(path.join(dir, 'schemas'));
  for (const name of fs.readdirSync(path.join(REPO_ROOT, 'schemas'))) {
    if (name.endsWith('.schema.json')) {
      fs.copyFileSync(path.join(REPO_ROOT, 'schemas', name), path.join(dir, 'schemas', name));
    }
  }
  for (const id of fs.readdirSync(path.join(REPO_ROOT, 'templates'))) {
    const from = path.join(REPO_ROOT, 'templates', id);
    if (!fs.existsSync(path.join(from, 'props.schema.json'))) continue;
    fs.mkdirSync(path.join(dir, 'templates', id), { recursive: true });
    for (const file of ['template.json', 'props.schema.json']) {
      fs.copyFileSync(path.join(from, file), path.join(dir, 'templates', id, file));
    }
  }
  writeJson(dir, 'brands/acme/products/AC.json', PRODUCT);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'base');
  return dir;
}

/** Writes `value` as pretty JSON at `file` (relative to `dir`), creating folders. */
export function writeJson(dir: string, file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** Reads the JSON at `file` (relative to `dir`). */
export function readJson<T>(dir: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
}

/** Adds a property to the lead template's props schema, required or not. */
export function addLeadProp(dir: string, name: string, { required }: { required: boolean }): void {
  const file = 'templates/lead/props.schema.json';
  const schema = readJson<Record<string, unknown>>(dir, file);
  const properties = schema.properties as Record<string, unknown>;
  properties[name] = { title: name, description: `The ${name}.`, type: 'string' };
  if (required) schema.required = [...((schema.required as string[] | undefined) ?? []), name];
  writeJson(dir, file, schema);
}
