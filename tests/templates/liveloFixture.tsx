/**
 * Shared fixtures of the Livelo template tests: the WUP-like livelo flow, a stored Livelo
 * session, an API error as the sandbox answers it, and a render helper.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/checkout/api/ApiError';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { ResolvedFlow, ResolvedStep } from '@/checkout/checkoutPageProps';
import type { StoredLivelo } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { chainFlow, fixturePage } from './fixturePage';

const error = { error: 'livelo-error' };

/** lead → the five Livelo steps → success, each Livelo step with an `error` outcome. */
export const liveloFlow: ResolvedFlow = chainFlow('livelo', [
  'lead',
  { templateId: 'livelo-cpf', nextStepIds: error },
  { templateId: 'livelo-payment-method', nextStepIds: error },
  { templateId: 'livelo-select-device', nextStepIds: error },
  { templateId: 'livelo-code', nextStepIds: error },
  { templateId: 'livelo-payment', nextStepIds: error },
  'success',
  'livelo-error',
]);

/** A Livelo session as the CPF step stores it (100000 points, WUP's annual plan). */
export function storedLivelo(overrides: Partial<StoredLivelo> = {}): StoredLivelo {
  return {
    cpf: '529.982.247-25',
    mode: 'livelo',
    account: {
      balance: 100000,
      maskedPhone: '(11) *****-4321',
      maskedEmail: 'ma***@example.com',
      planId: 'wup-anual',
      options: [
        { type: 'points', amountPoints: 57000, amountCash: 0, available: true },
        { type: 'mixed', amountPoints: 28500, amountCash: 57000, available: true },
        { type: 'cash', amountPoints: 0, amountCash: 114000, available: true },
      ],
    },
    ...overrides,
  };
}

/** A rejected call as the API client makes it, with the sandbox's error body. */
export function apiError(status: number, code: string): ApiError {
  return new ApiError({
    kind: status >= 500 ? 'server' : 'client',
    status,
    body: { error: { code, message: code } },
    method: 'POST',
    url: '/api/v1/livelo',
  });
}

/** Renders a Livelo template as the step `stepId` of `flow`, with the real providers. */
export function renderLiveloStep<P>(
  Component: ComponentType<TemplateComponentProps<P>>,
  props: P,
  stepId: string,
  options: { flow?: ResolvedFlow; query?: Record<string, string> } = {},
) {
  const flow = options.flow ?? liveloFlow;
  const page = fixturePage(
    { productFlow: flow, query: { product: 'WUP', route: 'livelo', ...options.query } },
    stepId,
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const step: ResolvedStep = page.step;
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <Component step={step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user, page };
}
