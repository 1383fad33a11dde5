// `npm run new-template <id>`: a template folder that registers, renders, passes the contract
// suites and is walked by the journey walker as soon as a flow names it. Every file is a start
// to edit: the component, its props and the driver grow together (docs/adding-a-template.md).
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { pascalCase } from './schemaIds';
import { ToolError } from './toolError';

/** A template id: the folder name and the route's first segment (template.schema.json `id`). */
const TEMPLATE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One file the scaffold writes: its path relative to the root, and its text. */
export interface ScaffoldedFile {
  file: string;
  content: string;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The files of a new template `id`: manifest, props schema, component, jsdom test, driver. */
export function templateScaffold(id: string): ScaffoldedFile[] {
  const pascal = pascalCase(id);
  const component = `${pascal}Template`;
  const title = `Novo passo \`${id}\``;
  const manifest = {
    $schema: '../../schemas/template.schema.json',
    id,
    route: `/${id}`,
    title,
    description: `O comprador lê o passo \`${id}\` e segue para o próximo. Troque este texto pelo que o passo faz: é o que o studio mostra na paleta.`,
    journey: {
      needs: ['lead'],
      outcomes: { next: { title: 'seguiu adiante', gives: [] } },
    },
    shell: { backButton: true },
  };
  const props = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://trilha.dev/templates/${id}/props.schema.json`,
    title: `Props de ${title}`,
    description: `Props do template \`${id}\` (/${id}). Também aceita as props comuns de passo (mídia, estilo, plano, cupom).`,
    type: 'object',
    allOf: [{ $ref: '../../schemas/common-props.schema.json' }],
    properties: {
      heading: {
        title: 'Título',
        description: 'O título do passo.',
        type: 'string',
        minLength: 1,
        maxLength: 120,
      },
      buttonLabel: {
        title: 'Texto do botão',
        description: 'Texto do botão que leva ao próximo passo.',
        type: 'string',
        minLength: 1,
        maxLength: 40,
        default: 'Continuar',
      },
    },
    required: ['heading'],
    unevaluatedProperties: false,
    examples: [{ heading: 'Quase lá' }, { heading: 'Antes de pagar', buttonLabel: 'Seguir' }],
  };
  const componentFile = `import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { ${pascal}Props } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';

/** The \`${id}\` step: its heading and a button to the next step (outcome \`next\`). */
export function ${component}({ props }: TemplateComponentProps<${pascal}Props>) {
  const { goNext, navigating } = useStepNavigation();
  return (
    <>
      <Heading>{props.heading}</Heading>
      <Button block busy={navigating} onClick={() => void goNext()}>
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default ${component};
`;
  const testFile = `/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { ${pascal}Props } from '@/schemas/generated/types';
import { ${component} } from '@/templates/${id}/${component}';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/${id}', asPath: '/${id}' }),
}));

function render${pascal}(props: ${pascal}Props) {
  const page = fixturePage(
    { productFlow: chainFlow('${id}', ['lead', '${id}', 'payment']), pathname: '/${id}' },
    '${id}',
  );
  render(
    <CheckoutProvider page={page}>
      <${component} step={page.step} props={props} />
    </CheckoutProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  push.mockReset();
  push.mockResolvedValue(true);
});

describe('${component}', () => {
  it('should show its heading and go on to the next step with its button', async () => {
    const user = render${pascal}({ heading: 'Quase lá' });
    expect(screen.getByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\\/payment/));
  });
});
`;
  const driverFile = `// What a buyer does on the \`${id}\` step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { pressNext } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: { next: pressNext('Continuar') },
};
`;
  return [
    { file: `templates/${id}/template.json`, content: json(manifest) },
    { file: `templates/${id}/props.schema.json`, content: json(props) },
    { file: `templates/${id}/${component}.tsx`, content: componentFile },
    { file: `templates/${id}/tests/journeyDriver.ts`, content: driverFile },
    { file: `tests/templates/${id}/${component}.test.tsx`, content: testFile },
  ];
}

/**
 * Writes the scaffold of template `id` under `rootDir`, formatted as the repository formats
 * (prettier, so `npm run format:check` passes whatever the id's length); refuses an id that is
 * not a template id and a template (or its tests) that exists already. Returns the files written.
 */
export async function scaffoldTemplate(rootDir: string, id: string): Promise<string[]> {
  if (!TEMPLATE_ID.test(id)) {
    throw new ToolError(
      'bad-template-id',
      `'${id}' is not a template id: lower-case letters and digits in words joined by '-' (e.g. 'countdown-offer')`,
    );
  }
  for (const taken of [`templates/${id}`, `tests/templates/${id}`]) {
    if (fs.existsSync(path.join(rootDir, taken))) {
      throw new ToolError('template-exists', `${taken}/ exists already: choose another id`);
    }
  }
  const files = templateScaffold(id);
  for (const { file, content } of files) {
    const target = path.join(rootDir, file);
    const options = (await resolveConfig(target)) ?? {};
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await format(content, { ...options, filepath: target }));
  }
  return files.map(({ file }) => file);
}
