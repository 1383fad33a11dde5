import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openProductFile,
  saveProductFile,
  STALE_FILE_MESSAGE,
  StudioFileError,
  StudioFileUnreadable,
  listProductFiles,
} from '@/studio/server/studioFiles';
import { removeStep } from '@/studio/stepOperations';
import type { ConfigStep } from '@/studio/studioTypes';

const FILE = 'brands/medvalida/products/MS.json';

type Config = {
  checkoutFlow: {
    flows: Array<{ id: string; steps: Array<{ id: string; props?: Record<string, unknown> }> }>;
  };
};

function paymentProps(data: Config): Record<string, unknown> {
  const step = data.checkoutFlow.flows
    .find((f) => f.id === 'default')
    ?.steps.find((s) => s.id === 'payment');
  if (!step?.props) throw new Error('MS has no default payment step');
  return step.props;
}

describe('studio files', () => {
  let root: string;

  beforeEach(() => {
    // A copy of the real tree: the test never writes the repository's brand files.
    root = mkdtempSync(join(tmpdir(), 'trilha-studio-'));
    cpSync(join(process.cwd(), 'brands'), join(root, 'brands'), { recursive: true });
    symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('should list the product configs with brand and code', () => {
    expect(listProductFiles(root)).toContainEqual({ brand: 'medvalida', code: 'MS', file: FILE });
  });

  it('should refuse a path that is not a product config of the tree', () => {
    expect(() => openProductFile('brands/../package.json', root)).toThrow(StudioFileError);
    expect(() => openProductFile('brands/medvalida/brand.json', root)).toThrow(StudioFileError);
  });

  it('should write a valid edit keeping the other lines, key order and compact arrays', () => {
    const opened = openProductFile(FILE, root);
    const data = structuredClone(opened.data) as Config;
    paymentProps(data).heading = 'Pague sua matrícula';
    const dry = saveProductFile({ file: FILE, baseHash: opened.hash, data, dryRun: true }, root);
    expect(dry).toMatchObject({ status: 200, written: false });
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(opened.text);

    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    expect(result.status).toBe(200);
    const text = readFileSync(join(root, FILE), 'utf8');
    expect(JSON.parse(text)).toEqual(data);
    const before = opened.text.split('\n');
    const after = text.split('\n');
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((line) => !before.includes(line)).map((line) => line.trim())).toEqual([
      '"heading": "Pague sua matrícula"',
    ]);
    expect(text).toContain('"paymentMethods": ["credit-card", "pix", "bankslip"]');
    if (result.status === 200) {
      const changed = result.diff.filter((line) => line.kind !== 'same');
      expect(changed).toContainEqual(
        expect.objectContaining({
          kind: 'added',
          text: expect.stringContaining('"heading": "Pague sua matrícula"'),
        }),
      );
      expect(changed.length).toBeLessThanOrEqual(3);
    }
  });

  it('should refuse an invalid edit with its errors and leave the file as it was', () => {
    const opened = openProductFile(FILE, root);
    const data = structuredClone(opened.data) as Config;
    paymentProps(data).installments = { enabled: true, max: 99 };
    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    expect(result.status).toBe(422);
    if (result.status === 422) {
      expect(result.errors).toEqual([
        expect.objectContaining({
          file: FILE,
          pointer: expect.stringMatching(/\/steps\/1\/props\/installments\/max$/),
        }),
      ]);
    }
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(opened.text);
  });

  it('should refuse an edit that breaks a cross-file rule (a next step that does not exist)', () => {
    const opened = openProductFile(FILE, root);
    const data = structuredClone(opened.data) as Config & {
      checkoutFlow: { flows: Array<{ steps: Array<{ defaultNextStepId?: string }> }> };
    };
    const first = data.checkoutFlow.flows[0]?.steps[0];
    if (first) first.defaultNextStepId = 'nowhere';
    expect(saveProductFile({ file: FILE, baseHash: opened.hash, data }, root).status).toBe(422);
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(opened.text);
  });

  it("should refuse deleting a flow's entry step by the journey rules, naming the flow and step", () => {
    // Issue 24 item 2: the studio's '✕' on the first step of MS's default flow (lead), saved.
    const opened = openProductFile(FILE, root);
    const data = structuredClone(opened.data) as {
      checkoutFlow: { flows: Array<{ id: string; steps: ConfigStep[] }> };
    };
    const flow = data.checkoutFlow.flows.find((f) => f.id === 'default');
    if (!flow?.steps[0]) throw new Error('MS has no default flow');
    expect(flow.steps[0].id).toBe('lead');
    flow.steps = removeStep(flow.steps, 'lead');
    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    expect(result.status).toBe(422);
    if (result.status === 422) {
      expect(result.errors).toContainEqual(
        expect.objectContaining({
          code: 'journey-need-unmet',
          where: 'fluxo "default", passo "payment" (templateId)',
          message: expect.stringContaining("é o primeiro passo do fluxo 'default'"),
        }),
      );
    }
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(opened.text);
  });

  it('should say where a file that is not JSON on disk breaks (issue 24 item 4)', () => {
    const text = readFileSync(join(root, FILE), 'utf8');
    // A half-written edit: the closing quote of the first value of line 3 is gone.
    const lines = text.split('\n');
    lines[2] = lines[2]!.replace(/",$/, ',');
    writeFileSync(join(root, FILE), lines.join('\n'));
    expect(() => openProductFile(FILE, root)).toThrow(StudioFileUnreadable);
    expect(() => openProductFile(FILE, root)).toThrow(
      new RegExp(`^${FILE}:3:\\d+ — JSON inválido`),
    );
  });

  it("should save a valid edit when another brand's file was already broken, and say so", () => {
    // Issue 24 item 4: a broken file elsewhere refused every save without saying this edit was fine.
    const other = 'brands/falamais-mz/products/WUPMZ.json';
    writeFileSync(join(root, other), '{ "code": "WUPMZ", ');
    const opened = openProductFile(FILE, root);
    const data = structuredClone(opened.data) as Config;
    paymentProps(data).heading = 'Pague sua matrícula';
    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    expect(result).toMatchObject({
      status: 200,
      written: true,
      elsewhere: [expect.objectContaining({ file: other, code: 'json-syntax' })],
    });
    expect(paymentProps(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as Config).heading).toBe(
      'Pague sua matrícula',
    );

    // An edit that is wrong itself is still refused, for its own errors only.
    const next = openProductFile(FILE, root);
    const bad = structuredClone(next.data) as Config;
    paymentProps(bad).installments = { enabled: true, max: 99 };
    const refused = saveProductFile({ file: FILE, baseHash: next.hash, data: bad }, root);
    expect(refused.status).toBe(422);
    if (refused.status === 422) expect(refused.errors.map((e) => e.file)).toEqual([FILE]);
  });

  it('should refuse a stale write with 409 when the file changed on disk since it was opened', () => {
    const opened = openProductFile(FILE, root);
    writeFileSync(
      join(root, FILE),
      opened.text.replace('"Revalida Medicina"', '"Revalida Medicina 2027"'),
    );
    const data = structuredClone(opened.data) as Config;
    paymentProps(data).heading = 'Outro';
    expect(saveProductFile({ file: FILE, baseHash: opened.hash, data }, root)).toEqual({
      status: 409,
      message: STALE_FILE_MESSAGE,
    });
    expect(readFileSync(join(root, FILE), 'utf8')).toContain('Revalida Medicina 2027');
  });

  it('should not read or write through a symbolic link, nor list one', () => {
    const outside = mkdtempSync(join(tmpdir(), 'trilha-outside-'));
    const secret = join(outside, 'secret.json');
    writeFileSync(secret, '{"secret": "do not read"}');
    try {
      // A product config that is a link to a file elsewhere on the machine.
      symlinkSync(secret, join(root, 'brands/medvalida/products/LINK.json'));
      expect(() => openProductFile('brands/medvalida/products/LINK.json', root)).toThrow(
        StudioFileError,
      );
      expect(() =>
        saveProductFile(
          { file: 'brands/medvalida/products/LINK.json', baseHash: 'x', data: {} },
          root,
        ),
      ).toThrow(StudioFileError);
      // A brand folder that is a link to another tree.
      cpSync(join(root, 'brands/medvalida'), join(outside, 'linked-brand'), { recursive: true });
      symlinkSync(join(outside, 'linked-brand'), join(root, 'brands/linked'));
      expect(() => openProductFile('brands/linked/products/MS.json', root)).toThrow(
        StudioFileError,
      );
      const listed = listProductFiles(root).map((entry) => entry.file);
      expect(listed).toContain(FILE);
      expect(
        listed.filter((file) => file.includes('LINK') || file.startsWith('brands/linked/')),
      ).toEqual([]);
      expect(readFileSync(secret, 'utf8')).toBe('{"secret": "do not read"}');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
