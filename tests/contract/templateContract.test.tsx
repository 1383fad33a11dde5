/**
 * @jest-environment ./tests/environments/jsdomWithFetch.js
 */
/**
 * The contract suite over every registered template (STYLE.md: one suite over every registry
 * entry, so a template is tested the day it is added): each example of each template's
 * `props.schema.json` renders through the real `StepRenderer` and registry, inside the real
 * providers, without the error boundary, the missing-template page or an error report. API
 * calls are answered by msw from the sandbox's own OpenAPI examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import { StepRenderer } from '@/renderer/StepRenderer';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { handlersFromOpenApi } from '@/tests/msw/handlersFromOpenApi';
import { loadSandboxOpenApi } from '@/tests/msw/loadSandboxOpenApi';
import { chainFlow, fixturePage } from '../templates/fixturePage';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    back: jest.fn(),
    query: {},
    pathname: '/',
    asPath: '/',
  }),
}));

const cases = Object.values(templateRegistry)
  .filter((entry) => entry.component !== undefined)
  .flatMap((entry) => {
    const schema = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'templates', entry.id, 'props.schema.json'), 'utf8'),
    ) as { examples?: Record<string, unknown>[] };
    return (schema.examples ?? [{}]).map((example, index) => [entry.id, index, example] as const);
  });

describe('template contract', () => {
  const server = setupServer();
  let events: LogEvent[];
  let unregister: () => void;

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'warn' });
    server.use(
      ...handlersFromOpenApi(await loadSandboxOpenApi(), { baseUrl: window.location.origin }),
    );
  });
  afterAll(() => server.close());

  beforeEach(() => {
    events = [];
    unregister = registerLogSink({ kind: 'error-reporting', send: (event) => events.push(event) });
    window.sessionStorage.clear();
    // A buyer in the middle of a checkout: steps that need a lead (and the success step, a
    // payment of this buyer) otherwise send the buyer back to the first step.
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_contract',
        name: 'Ana Souza',
        email: 'ana@exemplo.com',
        phone: '',
      }),
    );
    window.sessionStorage.setItem(
      'dataPurchase',
      JSON.stringify({
        leadId: 'lead_contract',
        reference: 'pay_contract',
        planId: 'ms-anual',
        planName: 'Plano Anual',
        amount: 114000,
        currency: 'R$',
        method: 'credit-card',
        installments: 12,
      }),
    );
  });
  afterEach(() => unregister());

  it('should cover every template folder that has a component, with its own examples', () => {
    // Read from the folders, not from the registry the cases come from: a template the
    // registry lost, or one without a component or examples, makes this fail.
    const folders = fs
      .readdirSync(path.join(process.cwd(), 'templates'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((id) =>
        fs
          .readdirSync(path.join(process.cwd(), 'templates', id))
          .some((file) => file.endsWith('Template.tsx')),
      )
      .sort();
    expect([...new Set(cases.map(([id]) => id))].sort()).toEqual(folders);
    for (const id of folders) {
      const schema = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), 'templates', id, 'props.schema.json'), 'utf8'),
      ) as { examples?: unknown[] };
      expect({ id, examples: (schema.examples ?? []).length > 0 }).toEqual({ id, examples: true });
    }
  });

  it.each(cases)(
    'should render %s with example %i through the registry without an error',
    async (id, _index, example) => {
      const flow = chainFlow('contract', [
        'lead',
        { templateId: id, id: 'under-test', props: example },
        'success',
      ]);
      const page = fixturePage(
        { productFlow: flow, pathname: templateRegistry[id].route },
        'under-test',
      );
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      const { container } = render(
        <QueryClientProvider client={client}>
          <CheckoutProvider page={page}>
            <StepRenderer />
          </CheckoutProvider>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(container.textContent?.trim()).not.toBe(''));
      // Let queries started on mount settle, so an error they cause is seen too.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The template may show the general message itself for an API answer it cannot use;
      // what must never happen is the error boundary or the missing-template page.
      expect(container.querySelector('[data-step-error]')).toBeNull();
      expect(container.querySelector('[data-missing-template]')).toBeNull();
      expect(events.filter((event) => event.level === 'fatal')).toEqual([]);
    },
  );
});
