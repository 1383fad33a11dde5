/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { fixturePage } from '../fixturePage';
import { renderPaymentStep } from './paymentPageFixture';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/payment',
    asPath: '/payment',
  }),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));
const getProductMock = jest.mocked(getProductV2);

/** The payment step as the server sends it: the plans it fetched without the buyer's lead. */
function seededPaymentPage(): CheckoutPageProps {
  const base = fixturePage({}, 'payment');
  return {
    ...base,
    serverData: {
      productPlans: {
        query: productPlansQuery(base),
        plans: productPlansFixture(),
        fetchedAt: Date.now(),
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the payment step of a buyer with a lead, plans rendered by the server', () => {
  beforeEach(() => {
    getProductMock.mockReset();
    getProductMock.mockResolvedValue(productPlansFixture());
    window.sessionStorage.clear();
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_77',
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98765-4321',
      }),
    );
  });

  it('should show the form and make no plans call (no API client) while the buyer only looks', async () => {
    renderPaymentStep(seededPaymentPage());
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    await settle();
    expect(getProductMock).not.toHaveBeenCalled();
  });

  it("should ask with the buyer's lead as soon as they start on the form", async () => {
    const { user } = renderPaymentStep(seededPaymentPage());
    await user.click(await screen.findByLabelText('Número do cartão'));
    await waitFor(() =>
      expect(getProductMock).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ leadId: 'lead_77' }),
      ),
    );
  });
});
