import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGeneratedFiles } from '@/scripts/lib/buildGeneratedFiles';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The repo's schemas (API contract included) and two of its templates, in a scratch folder. */
function makeScratchRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-split-'));
  fs.cpSync(path.join(REPO_ROOT, 'schemas'), path.join(root, 'schemas'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}generated`),
  });
  for (const id of ['lead', 'select-test-location']) {
    fs.cpSync(path.join(REPO_ROOT, 'templates', id), path.join(root, 'templates', id), {
      recursive: true,
    });
  }
  return root;
}

/** A fake template `gift-card` with a required prop, written into `root`. */
function addFakeTemplate(root: string): void {
  const folder = path.join(root, 'templates', 'gift-card');
  fs.mkdirSync(folder);
  fs.writeFileSync(
    path.join(folder, 'template.json'),
    JSON.stringify({
      $schema: '../../schemas/template.schema.json',
      id: 'gift-card',
      route: '/gift-card',
      title: 'Gift card',
      description: 'The buyer redeems a gift card code.',
      journey: { needs: [], outcomes: { next: { title: 'redeemed' } } },
    }),
  );
  fs.writeFileSync(
    path.join(folder, 'props.schema.json'),
    JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://trilha.dev/templates/gift-card/props.schema.json',
      title: 'Gift card props',
      description: 'Props of the fake template.',
      type: 'object',
      allOf: [{ $ref: '../../schemas/common-props.schema.json' }],
      properties: { codeLength: { title: 'Code length', description: 'Digits.', type: 'integer' } },
      required: ['codeLength'],
      unevaluatedProperties: false,
      examples: [{ codeLength: 8 }],
    }),
  );
}

async function generatedContents(root: string): Promise<Map<string, string>> {
  return new Map((await buildGeneratedFiles(root)).map((file) => [file.name, file.content]));
}

describe('generated validators, one module per template and per API resource', () => {
  let before: Map<string, string>;
  let after: Map<string, string>;

  beforeAll(async () => {
    const root = makeScratchRoot();
    try {
      before = await generatedContents(root);
      addFakeTemplate(root);
      after = await generatedContents(root);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("should change only the new template's own validator module and the template index when a template is added", () => {
    const changed = [...after.keys()].filter((name) => before.get(name) !== after.get(name));
    const validatorFiles = changed.filter((name) => /^(api)?[vV]alidators/.test(name));
    expect(validatorFiles.sort()).toEqual([
      'validators/templates/gift-card.d.ts',
      'validators/templates/gift-card.js',
      'validators/templates/index.d.ts',
      'validators/templates/index.js',
    ]);
    // What else a template changes: the files that list every template.
    expect(changed.filter((name) => !validatorFiles.includes(name)).sort()).toEqual([
      'step.schema.json',
      'templateComponents.ts',
      'templateManifest.ts',
      'templateRegistry.ts',
      'templateRoutes.ts',
      'types.ts',
    ]);
  });

  it('should give each API resource with a request to check its own module', () => {
    const modules = [...after.keys()].filter((name) => /^apiValidators\/.+\.js$/.test(name));
    expect(modules).toContain('apiValidators/lead.js');
    expect(modules).toContain('apiValidators/payment.js');
    expect(after.get('apiValidators.js')).toContain("export * from './apiValidators/lead.js';");
  });

  it("should load a template's validator from its own module, not from every template's", () => {
    expect(after.get('templateRegistry.ts')).toContain(
      "import('./validators/templates/gift-card.js').then((m) => m.validateProps_giftCard)",
    );
    expect(after.get('validators/templates/gift-card.js')).not.toContain('validateProps_lead');
  });
});
