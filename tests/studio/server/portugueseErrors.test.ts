import type { ErrorObject } from 'ajv';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorsInPortuguese } from '@/studio/server/portugueseErrors';
import { openProductFile, saveProductFile } from '@/studio/server/studioFiles';
import { removeStep } from '@/studio/stepOperations';
import { errorMessage } from '@/studio/form/propsFormValidator';
import type { ConfigStep } from '@/studio/studioTypes';

const FILE = 'brands/medvalida/products/MS.json';

type Config = { checkoutFlow: { flows: Array<{ id: string; steps: ConfigStep[] }> } };

describe("a refused save's errors in Portuguese", () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'trilha-studio-pt-'));
    cpSync(join(process.cwd(), 'brands'), join(root, 'brands'), { recursive: true });
    symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Saves an edit of MS's default flow; answers the errors as the studio shows them. */
  function refuse(edit: (steps: ConfigStep[]) => ConfigStep[], change = (data: Config) => data) {
    const opened = openProductFile(FILE, root);
    const data = change(structuredClone(opened.data) as Config);
    const flow = data.checkoutFlow.flows.find((f) => f.id === 'default')!;
    flow.steps = edit(flow.steps);
    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    if (result.status !== 422) throw new Error(`expected a refusal, got ${result.status}`);
    return errorsInPortuguese(result.errors, FILE, data);
  }

  function payment(steps: ConfigStep[], props: Record<string, unknown>): ConfigStep[] {
    return steps.map((s) => (s.id === 'payment' ? { ...s, props: { ...s.props, ...props } } : s));
  }

  it("should say a props error as the form does, keeping the place and the CLI's sentence", () => {
    const errors = refuse((steps) =>
      payment(steps, { installments: { enabled: true, max: 99 }, headng: 'x' }),
    );
    expect(errors.map((e) => [e.where, e.message])).toEqual(
      expect.arrayContaining([
        ['flow "default", step "payment" (props.installments.max)', 'deve ser no máximo 24'],
        ['flow "default", step "payment" (props.headng)', "campo desconhecido 'headng'"],
      ]),
    );
    const max = errors.find((e) => e.where?.endsWith('(props.installments.max)'));
    expect(max?.cli).toMatch(/must be <= 24/);
    expect(max?.code).toBe('invalid-value');
  });

  it('should name a missing required field', () => {
    const errors = refuse(
      (steps) => steps,
      (data) => {
        delete (data as { title?: string }).title;
        return data;
      },
    );
    expect(errors.map((e) => e.message)).toContain("falta o campo obrigatório 'title'");
  });

  it('should say what a journey rule guards, in Portuguese, with no English of its own', () => {
    const errors = refuse((steps) => removeStep(steps, 'lead'));
    const unmet = errors.find((e) => e.code === 'journey-need-unmet');
    expect(unmet?.message).toMatch(/^um passo fica sem o que precisa/);
    expect(unmet?.cli).toMatch(/which needs a lead, is the first step of flow 'default'/);
    for (const error of errors) expect(error.message).not.toMatch(/\b(must|the|step|is)\b/);
  });
});

describe("the form's ajv messages", () => {
  it('should never fall back to ajv English', () => {
    const error = (keyword: string, params: Record<string, unknown>): ErrorObject => ({
      keyword,
      params,
      instancePath: '/x',
      schemaPath: '#',
      message: 'must be English',
    });
    expect(errorMessage(error('format', { format: 'uri' }))).toBe('formato inválido (uri)');
    expect(errorMessage(error('const', { allowedValue: 'v1' }))).toBe('deve ser "v1"');
    expect(errorMessage(error('someNewKeyword', {}))).toBe('valor inválido');
  });
});
