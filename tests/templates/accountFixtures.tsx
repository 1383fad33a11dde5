/**
 * Test data and a render helper for the account templates (invoice, renewal, recovery,
 * upgrade, card verification, processing): records shaped like the sandbox's seeded ones, and
 * a page on a given step of a chained flow with route parameters and query.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import type {
  Invoice,
  Recovery,
  SubscriptionSummary,
  UpgradeQuote,
} from '@/checkout/api/accountTypes';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansFixture } from '../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from './fixturePage';
import type { ChainStep } from './fixturePage';

/** The annual plan of the MS catalogue, as the product calls answer it. */
export function annualPlan() {
  const plan = productPlansFixture().plans.find((item) => item.id === 'ms-anual');
  if (!plan) throw new Error('fixture catalogue has no ms-anual plan');
  return plan;
}

/** An open invoice of R$119,00, payable by card (1x to 3x), Pix or boleto. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceId: 'inv_demo_open',
    operation: 'invoice',
    status: 'open',
    description: 'Mensalidade de dezembro do Plano Mensal',
    productCode: 'MS',
    planId: 'ms-mensal',
    amount: 11900,
    currency: 'R$',
    dueDate: '2026-12-05',
    paidAt: null,
    buyer: { name: 'Maria Demonstração', email: 'maria.demo@example.com' },
    paymentMethods: ['credit-card', 'pix', 'bankslip'],
    installments: [
      { id: 1, value: 11900, standardValue: 11900, tax: 0, totalValue: 11900 },
      { id: 2, value: 5950, standardValue: 5950, tax: 0, totalValue: 11900 },
      { id: 3, value: 3967, standardValue: 3967, tax: 0, totalValue: 11900 },
    ],
    ...overrides,
  };
}

/** A subscription on the annual plan with a Mastercard on file. */
export function subscriptionFixture(
  overrides: Partial<SubscriptionSummary> = {},
): SubscriptionSummary {
  return {
    subscriptionId: 'sub_demo_renew',
    status: 'active',
    productCode: 'MS',
    currentPlan: {
      id: 'ms-anual',
      name: 'Plano Anual',
      type: 'yearly',
      amount: 114000,
      currency: 'R$',
    },
    expiresAt: '2026-12-08T12:00:00.000Z',
    cardOnFile: { brand: 'mastercard', last4: '4444' },
    renewalPlan: annualPlan(),
    buyer: { name: 'Maria Demonstração', email: 'maria.demo@example.com' },
    ...overrides,
  };
}

/** A monthly subscription 10 days into its period, moving to the annual plan. */
export function upgradeFixture(overrides: Partial<UpgradeQuote> = {}): UpgradeQuote {
  return {
    subscriptionId: 'sub_demo_upgrade',
    productCode: 'MS',
    currentPlan: {
      id: 'ms-mensal',
      name: 'Plano Mensal',
      type: 'recurrency',
      amount: 11900,
      currency: 'R$',
    },
    targetPlan: {
      id: 'ms-anual',
      name: 'Plano Anual',
      type: 'yearly',
      amount: 114000,
      currency: 'R$',
    },
    periodStart: '2026-11-13T12:00:00.000Z',
    periodEnd: '2026-12-13T12:00:00.000Z',
    periodDays: 30,
    daysLeft: 20,
    credit: 7933,
    amountDue: 106067,
    paymentMethods: ['credit-card', 'pix'],
    installments: [
      { id: 1, value: 106067, standardValue: 106067, tax: 0, totalValue: 106067 },
      { id: 12, value: 8839, standardValue: 8839, tax: 0, totalValue: 106067 },
    ],
    ...overrides,
  };
}

/** A purchase declined on a Visa ending 0002. */
export function recoveryFixture(overrides: Partial<Recovery> = {}): Recovery {
  return {
    recoveryId: 'rec_demo_declined',
    status: 'open',
    reason: 'declined',
    productCode: 'MS',
    planId: 'ms-anual',
    buyer: {
      name: 'Maria Demonstração',
      email: 'maria.demo@example.com',
      phone: '(11) 91234-5678',
    },
    lastAttempt: { method: 'credit-card', cardBrand: 'visa', cardLast4: '0002' },
    ...overrides,
  };
}

/** The page of `stepId` in a flow chained from `chain`, with route params and query. */
export function accountPage(
  chain: readonly ChainStep[],
  stepId: string,
  extra: {
    routeParams?: Record<string, string>;
    query?: Record<string, string>;
    pathname?: string;
  } = {},
): CheckoutPageProps {
  const query: Record<string, string> = { product: 'MS', ...extra.query };
  // The journey's flow is the one the link names (the navigation keeps it in every URL).
  const flow = chainFlow(query.flowId ?? 'account', chain);
  return fixturePage(
    {
      productFlow: flow,
      allCheckoutFlowsByProductCode: { MS: [flow] },
      routeParams: extra.routeParams ?? {},
      query,
      rawQuery: new URLSearchParams(query).toString(),
      ...(extra.pathname ? { pathname: extra.pathname } : {}),
    },
    stepId,
  );
}

/** Renders a template element inside the providers a page has. */
export function renderWithPage(page: CheckoutPageProps, element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>{element}</CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** An API answer with an HTTP status and an error code, as the client rejects with. */
export function apiError(status: number, code: string, url = '/api/v1/payment'): ApiError {
  return new ApiError({
    kind: status >= 500 ? 'server' : 'client',
    status,
    body: { error: { code, message: code } },
    method: 'POST',
    url,
  });
}

/** A valid expiry two years ahead, typed as the buyer types it (digits only). */
export function expiryDigits(): string {
  return `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
}
