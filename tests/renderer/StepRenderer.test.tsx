/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { StepRenderer, missingTemplateMessage } from '@/renderer/StepRenderer';
import { whenLogsWritten } from '@/platform/logger';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import { fixturePage } from '../templates/fixturePage';

jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

jest.mock('@/schemas/generated/templateComponents', () => {
  const entry = (id: string, component: unknown) => ({ id, needs: [], component });
  return {
    templateComponents: {
      lead: entry(
        'lead',
        ({ step, props }: { step: { id: string }; props: { title?: string } }) => (
          <p>
            lead template {step.id} {props.title}
          </p>
        ),
      ),
      payment: entry('payment', () => {
        throw new Error('boom in payment');
      }),
      success: entry('success', undefined),
    },
  };
});

const GENERAL = 'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde';

describe('StepRenderer', () => {
  let events: LogEvent[];
  let unregister: () => void;

  beforeEach(() => {
    events = [];
    unregister = registerLogSink({ kind: 'error-reporting', send: (e) => events.push(e) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });

  it('should render the template the step names with its props', () => {
    const page = fixturePage();
    page.step.props = { title: 'Olá' };
    render(
      <CheckoutProvider page={page}>
        <StepRenderer />
      </CheckoutProvider>,
    );
    expect(screen.getByText('lead template lead Olá')).toBeInTheDocument();
  });

  it('should show the general message and report a fatal error when a template throws', async () => {
    render(
      <CheckoutProvider page={fixturePage({}, 'payment')}>
        <StepRenderer retryHref="/lead?product=MS" />
      </CheckoutProvider>,
    );
    expect(screen.getByText(GENERAL).closest('[data-step-error="payment"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      '/lead?product=MS',
    );
    await whenLogsWritten();
    const fatal = events.find((e) => e.level === 'fatal');
    expect(fatal?.message).toContain("STEP_RENDER_FAILED: step 'payment' (payment) threw");
  });

  it('should name the template, the step and the known templates when a component is missing', async () => {
    const page = fixturePage({}, 'success');
    render(
      <CheckoutProvider page={page}>
        <StepRenderer />
      </CheckoutProvider>,
    );
    expect(screen.getByText(GENERAL)).toBeInTheDocument();
    expect(missingTemplateMessage(page.step)).toBe(
      "TEMPLATE_COMPONENT_MISSING: step 'success' uses template 'success', which has no component; templates with a component: lead, payment",
    );
    await whenLogsWritten();
    expect(events.map((e) => e.message)).toContain(missingTemplateMessage(page.step));
  });
});

describe('StepRenderer outside production', () => {
  it('should print the missing-template error on the page for ops in the test environment', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = fixturePage({ environment: 'test' }, 'success');
    render(
      <CheckoutProvider page={page}>
        <StepRenderer />
      </CheckoutProvider>,
    );
    expect(screen.getByText(/TEMPLATE_COMPONENT_MISSING: step 'success'/)).toBeInTheDocument();
  });

  it('should keep the detail off the page in production', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CheckoutProvider page={fixturePage({ environment: 'production' }, 'success')}>
        <StepRenderer />
      </CheckoutProvider>,
    );
    expect(screen.queryByText(/TEMPLATE_COMPONENT_MISSING/)).not.toBeInTheDocument();
  });
});
