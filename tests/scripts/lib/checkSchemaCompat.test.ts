import fs from 'node:fs';
import path from 'node:path';
import { checkSchemaCompat } from '@/scripts/lib/checkSchemaCompat';
import { addLeadProp, createCompatRepo, git, readJson, writeJson } from '../compatRepo';

const LEAD = 'templates/lead/props.schema.json';

describe('checkSchemaCompat', () => {
  let dir: string;

  beforeEach(() => {
    dir = createCompatRepo();
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('should find nothing when no schema changed since its base', () => {
    const report = checkSchemaCompat(dir);
    expect(report.findings).toEqual([]);
    expect(report.changedSchemas).toEqual([]);
  });

  it('should report a new required prop with its line, column and the config step it breaks', () => {
    addLeadProp(dir, 'cpfLabel', { required: true });
    const report = checkSchemaCompat(dir);
    const text = fs.readFileSync(path.join(dir, LEAD), 'utf8').split('\n');
    const line = text.findIndex((row) => row.includes('"cpfLabel"') && !row.includes(':')) + 1;
    expect(report.changedSchemas).toEqual([LEAD]);
    expect(report.findings).toEqual([
      expect.objectContaining({
        schema: LEAD,
        rule: 'required-added',
        line,
        column: 5,
        base: 'HEAD (uncommitted change)',
        configs: [
          expect.objectContaining({
            file: 'brands/acme/products/AC.json',
            where: 'fluxo "default", passo "lead" (props)',
            message: "missing required property 'cpfLabel'",
          }),
        ],
      }),
    ]);
  });

  it('should accept a new optional prop', () => {
    addLeadProp(dir, 'cpfLabel', { required: false });
    const report = checkSchemaCompat(dir);
    expect(report.changedSchemas).toEqual([LEAD]);
    expect(report.findings).toEqual([]);
  });

  it('should list the config step that a new constraint breaks', () => {
    const schema = readJson<Record<string, unknown>>(dir, LEAD);
    (schema.properties as Record<string, Record<string, unknown>>).heading!.not = { const: 'Olá' };
    writeJson(dir, LEAD, schema);
    const report = checkSchemaCompat(dir);
    expect(report.findings).toEqual([
      expect.objectContaining({
        rule: 'constraint-added',
        configs: [
          expect.objectContaining({ where: 'fluxo "default", passo "lead" (props.heading)' }),
        ],
      }),
    ]);
  });

  it('should report a config broken by a change no structural rule sees, naming the config', () => {
    // An open object gaining a typed property is not a structural break (it is how an optional
    // prop is added), but a config that already had that key with another type breaks.
    const schema = readJson<Record<string, unknown>>(dir, LEAD);
    delete schema.unevaluatedProperties;
    writeJson(dir, LEAD, schema);
    const product = readJson<{
      checkoutFlow: { flows: Array<{ steps: Array<{ props?: object }> }> };
    }>(dir, 'brands/acme/products/AC.json');
    product.checkoutFlow.flows[0]!.steps[0]!.props = { heading: 'Olá', legacyNote: 1 };
    writeJson(dir, 'brands/acme/products/AC.json', product);
    git(dir, 'commit', '-qam', 'lead props open');
    addLeadProp(dir, 'legacyNote', { required: false });
    const report = checkSchemaCompat(dir);
    expect(report.findings).toEqual([
      expect.objectContaining({
        rule: 'config-broken',
        configs: [
          expect.objectContaining({
            file: 'brands/acme/products/AC.json',
            where: 'fluxo "default", passo "lead" (props.legacyNote)',
            message: 'must be string',
          }),
        ],
      }),
    ]);
  });

  it('should compare a committed change on main with the previous revision, and honour acknowledgements', () => {
    addLeadProp(dir, 'cpfLabel', { required: true });
    git(dir, 'commit', '-qam', 'lead requires cpfLabel');
    const found = checkSchemaCompat(dir).findings;
    expect(found).toEqual([
      expect.objectContaining({ rule: 'required-added', acknowledged: undefined }),
    ]);
    expect(found[0]?.base).toMatch(/^previous revision [0-9a-f]{7}/);
    writeJson(dir, 'schemas/compat-acknowledged.json', {
      acknowledged: [{ schema: LEAD, rule: 'required-added', reason: 'every lead step sets it' }],
    });
    expect(checkSchemaCompat(dir).findings).toEqual([
      expect.objectContaining({ rule: 'required-added', acknowledged: 'every lead step sets it' }),
    ]);
  });

  it('should not blame, on main, a schema change an earlier commit made', () => {
    addLeadProp(dir, 'cpfLabel', { required: true });
    git(dir, 'commit', '-qam', 'lead requires cpfLabel');
    writeJson(dir, 'brands/acme/notes.json', { note: 'a later commit that changes no schema' });
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'a note');
    const report = checkSchemaCompat(dir);
    expect(report.findings).toEqual([]);
    expect(report.changedSchemas).toEqual([]);
    expect(report.notes).toEqual([]);
  });

  it('should compare a branch with main where it started', () => {
    git(dir, 'checkout', '-qb', 'feature');
    const schema = readJson<Record<string, unknown>>(dir, 'templates/payment/props.schema.json');
    schema.required = ['plans'];
    writeJson(dir, 'templates/payment/props.schema.json', schema);
    git(dir, 'commit', '-qam', 'payment requires plans');
    const report = checkSchemaCompat(dir);
    expect(report.mode).toBe('branch');
    expect(report.findings).toEqual([
      expect.objectContaining({
        schema: 'templates/payment/props.schema.json',
        rule: 'required-added',
      }),
    ]);
    expect(report.findings[0]?.base).toMatch(/^main at [0-9a-f]{7} \(merge base\)$/);
  });

  it('should say so, not fail, in a shallow clone without the previous revision', () => {
    addLeadProp(dir, 'cpfLabel', { required: true });
    git(dir, 'commit', '-qam', 'lead requires cpfLabel');
    const clone = `${dir}-shallow`;
    git(path.dirname(dir), 'clone', '-q', '--depth', '1', `file://${dir}`, clone);
    try {
      const report = checkSchemaCompat(clone);
      expect(report.findings).toEqual([]);
      expect(report.notes).toContainEqual({
        schema: LEAD,
        note: expect.stringMatching(/^shallow clone/),
      });
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
