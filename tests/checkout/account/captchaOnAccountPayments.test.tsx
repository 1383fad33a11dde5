/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { payAccountWithCaptcha } from '@/checkout/account/payAccountWithCaptcha';
import { renewV1WithCaptcha, renewV2WithCaptcha } from '@/templates/renew/renewWithCaptcha';
import { getSubscription, payAccount } from '@/checkout/api/accountApi';
import {
  createPayment,
  renewSubscriptionV1,
  renewSubscriptionV2,
} from '@/checkout/api/checkoutApi';
import type { AccountPaymentRequest } from '@/checkout/api/accountTypes';
import type { PaymentRequest, RenewResponse } from '@/checkout/api/types';
import type { CaptchaAction } from '@/platform/captcha/CaptchaProvider';
import { createPaymentWithCaptcha } from '@/checkout/payment/createPaymentWithCaptcha';
import { RenewTemplate } from '@/templates/renew/RenewTemplate';
import { accountPage, renderWithPage, subscriptionFixture } from '../../templates/accountFixtures';

// A fake captcha provider stands in for the configured one (reCAPTCHA in production).
const asked: CaptchaAction[] = [];
jest.mock('@/platform/captcha/configuredCaptchaProvider', () => ({
  configuredCaptchaProvider: () => ({
    id: 'fake',
    getToken: (action: CaptchaAction) => {
      asked.push(action);
      return Promise.resolve(`token-${action}-${asked.length}`);
    },
  }),
}));
const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/renew/[id]',
    asPath: '/renew/sub_demo_renew',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({
  getSubscription: jest.fn(),
  payAccount: jest.fn(),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  renewSubscriptionV1: jest.fn(),
  renewSubscriptionV2: jest.fn(),
}));

const renewed: RenewResponse = {
  subscriptionId: 'sub_demo_renew',
  status: 'active',
  planId: 'ms-anual',
  renewCount: 1,
  payment: { paymentId: 'pay_9', status: 'approved', method: 'default-credit-card' },
};

beforeEach(() => {
  jest.clearAllMocks();
  asked.length = 0;
  jest.mocked(renewSubscriptionV1).mockResolvedValue(renewed);
  jest.mocked(renewSubscriptionV2).mockResolvedValue(renewed);
  push.mockResolvedValue(true);
});

describe('captchaToken on renewals, invoices, upgrades and recoveries', () => {
  it('should send the provider token on a v1 renewal from the renew page', async () => {
    jest.mocked(getSubscription).mockResolvedValue(subscriptionFixture());
    const page = accountPage(['renew', 'subscription-welcome'], 'renew', {
      routeParams: { id: 'sub_demo_renew' },
      query: { flowId: 'renew' },
    });
    const { user } = renderWithPage(
      page,
      <RenewTemplate step={page.step} props={{ apiVersion: 'v1' }} />,
    );
    await user.type(await screen.findByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    const [id, body, key] = jest.mocked(renewSubscriptionV1).mock.calls[0]!;
    expect(id).toBe('sub_demo_renew');
    expect(body).toMatchObject({
      paymentMethod: 'default-credit-card',
      captchaToken: 'token-renew-1',
    });
    expect(body).not.toHaveProperty('subscriptionId');
    expect(key).toBeTruthy();
    expect(asked).toEqual(['renew']);
  });

  it('should send the token on a v2 renewal, the same one again for a retry of the attempt', async () => {
    const body = {
      subscriptionId: 'sub_1',
      planId: 'ms-anual',
      amount: 9500,
      business: 'medcof' as const,
      productCode: 'MS',
      paymentMethods: [{ type: 'pix' as const }],
    };
    await renewV2WithCaptcha(body, 'key-1');
    await renewV2WithCaptcha(body, 'key-1');
    const calls = jest.mocked(renewSubscriptionV2).mock.calls;
    expect(calls[0]).toEqual([
      'sub_1',
      {
        planId: 'ms-anual',
        amount: 9500,
        business: 'medcof',
        productCode: 'MS',
        paymentMethods: [{ type: 'pix' }],
        captchaToken: 'token-renew-1',
      },
      'key-1',
    ]);
    expect(calls[1]![1]).toHaveProperty('captchaToken', 'token-renew-1');
    await renewV1WithCaptcha(
      {
        subscriptionId: 'sub_1',
        business: 'medcof',
        paymentMethod: 'default-credit-card',
        planId: 'ms-anual',
        productCode: 'MS',
      },
      'key-2',
    );
    expect(jest.mocked(renewSubscriptionV1).mock.calls[0]![1]).toHaveProperty(
      'captchaToken',
      'token-renew-2',
    );
  });

  it('should send the token on an invoice or upgrade payment and on a recovery payment', async () => {
    await payAccountWithCaptcha({ operation: 'invoice' } as AccountPaymentRequest, 'key-3');
    expect(jest.mocked(payAccount).mock.calls[0]![0]).toHaveProperty(
      'captchaToken',
      'token-payment-1',
    );
    await createPaymentWithCaptcha({ planId: 'ms-anual' } as PaymentRequest, 'key-4');
    expect(jest.mocked(createPayment).mock.calls[0]![0]).toHaveProperty(
      'captchaToken',
      'token-payment-2',
    );
  });
});
