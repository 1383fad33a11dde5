import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStepSchema } from '@/scripts/lib/buildStepSchema';
import { createSchemaAjv } from '@/scripts/lib/createSchemaAjv';
import { runGenerateCli } from '@/scripts/lib/runGenerateCli';
import { loadSchemaSources } from '@/scripts/lib/schemaSources';
import { schemaIdOf } from '@/scripts/lib/schemaIds';
import { englishIn, opsTexts } from '../schemas/opsLanguage';
import { templateFolderRoutes } from '../schemas/templateFolders';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DOC = path.join(REPO_ROOT, 'docs', 'adding-a-template.md');

/** The files the doc writes: each code block right after a `<!-- file: path -->` line. */
function docFiles(): Map<string, string> {
  const text = fs.readFileSync(DOC, 'utf8');
  const files = new Map<string, string>();
  for (const match of text.matchAll(/<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)) {
    files.set(match[1] ?? '', `${match[2] ?? ''}\n`);
  }
  return files;
}

/** A scratch copy of the repo's schemas and two templates, plus the doc's files. */
function buildScratchCopy(files: Map<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-doc-template-'));
  fs.mkdirSync(path.join(root, 'schemas'));
  for (const name of fs.readdirSync(path.join(REPO_ROOT, 'schemas'))) {
    if (name.endsWith('.schema.json')) {
      fs.copyFileSync(path.join(REPO_ROOT, 'schemas', name), path.join(root, 'schemas', name));
    }
  }
  for (const id of ['lead', 'presentation']) {
    fs.cpSync(path.join(REPO_ROOT, 'templates', id), path.join(root, 'templates', id), {
      recursive: true,
    });
  }
  for (const [file, content] of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('docs/adding-a-template.md, built in a scratch copy', () => {
  const files = docFiles();
  let root: string;
  let generated: (name: string) => string;
  const errors: string[] = [];

  beforeAll(async () => {
    root = buildScratchCopy(files);
    const io = { cwd: root, stdout: () => undefined, stderr: (text: string) => errors.push(text) };
    await runGenerateCli([], io);
    generated = (name) => fs.readFileSync(path.join(root, 'schemas', 'generated', name), 'utf8');
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('should write the whole template folder: manifest, props schema, helper and component', () => {
    expect([...files.keys()].sort()).toEqual([
      'templates/countdown-offer/CountdownOfferTemplate.tsx',
      'templates/countdown-offer/props.schema.json',
      'templates/countdown-offer/remainingTime.ts',
      'templates/countdown-offer/template.json',
    ]);
  });

  it('should generate without an error', () => {
    expect(errors).toEqual([]);
  });

  it('should register the template at its route with its component and shell, from the folder alone', () => {
    expect(templateFolderRoutes(root)).toMatchObject({ 'countdown-offer': '/countdown-offer' });
    const registry = generated('templateRegistry.ts');
    expect(registry).toContain("route: '/countdown-offer',");
    expect(registry).toContain(
      'shell: { backButton: true, hideLogo: false, upsellStyle: false, hideSellerBanner: false },',
    );
    expect(registry).toContain("...templateComponents['countdown-offer'],");
    expect(generated('templateComponents.ts')).toContain(
      "import('@/templates/countdown-offer/CountdownOfferTemplate')",
    );
    expect(generated('types.ts')).toContain('export type CountdownOfferProps = ');
  });

  it('should accept every example of the props schema and refuse an end that is not a date-time', () => {
    const sources = loadSchemaSources(root);
    const ajv = createSchemaAjv(sources, buildStepSchema(sources.templates));
    const validate = ajv.getSchema(schemaIdOf('templates/countdown-offer/props.schema.json'));
    const schema = JSON.parse(files.get('templates/countdown-offer/props.schema.json') ?? '{}') as {
      examples: unknown[];
    };
    expect(schema.examples.filter((example) => !validate?.(example))).toEqual([]);
    expect(validate?.({ heading: 'Oferta', endsAt: '31/12/2026' })).toBe(false);
  });

  it('should write the titles and descriptions of its manifest and props in Portuguese, for ops', () => {
    const english = ['template.json', 'props.schema.json'].flatMap((name) =>
      opsTexts(JSON.parse(files.get(`templates/countdown-offer/${name}`) ?? '{}'))
        .filter(({ text }) => englishIn(text) !== undefined)
        .map(({ text }) => `${name}: ${text}`),
    );
    expect(english).toEqual([]);
  });

  it("should give the helper's countdown as the buyer reads it", async () => {
    const helper = (await import(
      path.join(root, 'templates/countdown-offer/remainingTime.ts')
    )) as {
      remainingSeconds: (endsAt: string, now: number) => number;
      formatRemaining: (seconds: number) => string;
    };
    const midnight = Date.parse('2026-01-01T00:00:00Z');
    expect(helper.formatRemaining(helper.remainingSeconds('2026-01-01T01:01:01Z', midnight))).toBe(
      '01:01:01',
    );
    expect(helper.remainingSeconds('2025-12-31T23:00:00Z', midnight)).toBe(0);
  });
});
