import type { ErrorObject } from 'ajv';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openProductFile, saveProductFile } from '@/studio/server/studioFiles';
import { removeStep } from '@/studio/stepOperations';
import { errorMessage } from '@/studio/form/propsFormValidator';
import type { ConfigStep } from '@/studio/studioTypes';

const FILE = 'brands/medvalida/products/MS.json';

type Config = { checkoutFlow: { flows: Array<{ id: string; steps: ConfigStep[] }> } };

/** Words that only an English sentence has (the ids and field names quoted in one are not words). */
const ENGLISH = /\b(must|the|is|not|of|missing|unknown|step|flow|which|needs)\b/;

/** A sentence without its quoted ids, field names and paths. */
function words(message: string): string {
  return message.replace(/'[^']*'|"[^"]*"|\([^)]*\)/g, '');
}

describe("a refused save's errors: npm run validate's own Portuguese", () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'trilha-studio-pt-'));
    cpSync(join(process.cwd(), 'brands'), join(root, 'brands'), { recursive: true });
    symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Saves an edit of MS's default flow; answers the errors the studio shows. */
  function refuse(edit: (steps: ConfigStep[]) => ConfigStep[], change = (data: Config) => data) {
    const opened = openProductFile(FILE, root);
    const data = change(structuredClone(opened.data) as Config);
    const flow = data.checkoutFlow.flows.find((f) => f.id === 'default')!;
    flow.steps = edit(flow.steps);
    const result = saveProductFile({ file: FILE, baseHash: opened.hash, data }, root);
    if (result.status !== 422) throw new Error(`expected a refusal, got ${result.status}`);
    return result.errors;
  }

  function payment(steps: ConfigStep[], props: Record<string, unknown>): ConfigStep[] {
    return steps.map((s) => (s.id === 'payment' ? { ...s, props: { ...s.props, ...props } } : s));
  }

  it('should say a props error in Portuguese at the place the CLI names', () => {
    const errors = refuse((steps) =>
      payment(steps, { installments: { enabled: true, max: 99 }, headng: 'x' }),
    );
    expect(errors.map((e) => [e.where, e.message])).toEqual(
      expect.arrayContaining([
        [
          'fluxo "default", passo "payment" (props.installments.max)',
          "template 'payment' prop 'installments.max': deve ser no máximo 24, não 99",
        ],
        [
          'fluxo "default", passo "payment" (props.headng)',
          expect.stringMatching(
            /^template 'payment': prop desconhecida 'headng'; você quis dizer 'heading'\? permitidas: /,
          ),
        ],
      ]),
    );
  });

  it('should name a missing required field', () => {
    const errors = refuse(
      (steps) => steps,
      (data) => {
        delete (data as { title?: string }).title;
        return data;
      },
    );
    expect(errors.map((e) => e.message)).toContain("falta a propriedade obrigatória 'title'");
  });

  it('should say what a journey rule found, with no English', () => {
    const errors = refuse((steps) => removeStep(steps, 'lead'));
    const unmet = errors.find((e) => e.code === 'journey-need-unmet');
    expect(unmet?.message).toBe(
      "o passo 'payment' (template 'payment'), que precisa de um lead, é o primeiro passo do fluxo 'default': nada antes dele dá isso, e o comprador ficaria esperando numa página que não funciona; um fluxo começa por um passo que não precisa de nada de passos anteriores (por exemplo, lead)",
    );
    for (const error of errors) expect(words(error.message)).not.toMatch(ENGLISH);
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
