/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/checkout/api/ApiError';
import { createPayment, getProductV2, getPurchase, updateLead } from '@/checkout/api/checkoutApi';
import type { PurchaseResponse } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import {
  PaymentInAnotherTabError,
  isPayingHere,
  payPurchaseExclusively,
  purchaseLockName,
} from '@/checkout/purchase/payPurchase';
import { readPurchaseLedger, updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import { storedPurchaseFromServer } from '@/checkout/purchase/storedPurchaseFromServer';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { productPlansFixture } from '../payment/productPlansFixture';
import { fixturePage } from '../../templates/fixturePage';
import { flowWithPix, renderPaymentStep } from '../../templates/payment/paymentPageFixture';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    back: jest.fn(),
    query: {},
    pathname: '/payment',
    asPath: '/payment',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
  getPurchase: jest.fn(),
  updateLead: jest.fn(),
}));

const createPaymentMock = jest.mocked(createPayment);
const getPurchaseMock = jest.mocked(getPurchase);
const PURCHASE = purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_1' });
const year = (new Date().getFullYear() + 2) % 100;

function paymentPage(): CheckoutPageProps {
  return fixturePage({ productFlow: flowWithPix() }, 'payment');
}

/** The API's purchase, paid by a card of 12x on ms-anual. */
function paidPurchase(): PurchaseResponse {
  return {
    purchaseId: PURCHASE,
    status: 'paid',
    paid: {
      paymentId: 'pay_slow',
      method: 'credit-card',
      status: 'approved',
      amount: 114000,
      currency: 'R$',
      planId: 'ms-anual',
      installments: 12,
      cardBrand: 'visa',
      cardLast4: '0259',
      createdAt: '2026-11-29T03:00:00.000Z',
      answer: {
        token: 'tok_slow',
        redirect: '/primeiro-acesso?token=tok_slow',
        paymentProfileIds: ['pp_slow'],
        route: null,
        paymentId: 'pay_slow',
        status: 'approved',
        subscriptionId: 'sub_slow',
      },
    },
    refunds: [],
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  localStorage.clear();
  jest.mocked(getProductV2).mockImplementation(async () => productPlansFixture());
  jest.mocked(updateLead).mockResolvedValue({} as never);
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the purchase ledger', () => {
  it('should keep an entry per purchase, drop fields set to undefined and ignore entries older than a day', () => {
    updatePurchaseLedger('pur_a', { attemptStartedAt: 1 });
    expect(readPurchaseLedger('pur_a')).toMatchObject({ attemptStartedAt: 1 });
    updatePurchaseLedger('pur_a', { attemptStartedAt: undefined });
    expect(readPurchaseLedger('pur_a')).not.toHaveProperty('attemptStartedAt');
    expect(readPurchaseLedger('pur_b')).toBeUndefined();
    localStorage.setItem(
      'trilhaPurchase:pur_old',
      JSON.stringify({ attemptStartedAt: 1, updatedAt: Date.now() - 25 * 3600_000 }),
    );
    expect(readPurchaseLedger('pur_old')).toBeUndefined();
    localStorage.setItem('trilhaPurchase:pur_bad', '{not json');
    expect(readPurchaseLedger('pur_bad')).toBeUndefined();
  });
});

describe('payPurchaseExclusively', () => {
  const held = new Set<string>();
  beforeEach(() => {
    held.clear();
    // A Web Locks stand-in with the semantics the checkout uses: ifAvailable, held until done.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (
          name: string,
          _options: { ifAvailable: boolean },
          callback: (lock: { name: string } | null) => Promise<unknown>,
        ) => {
          if (held.has(name)) return callback(null);
          held.add(name);
          try {
            return await callback({ name });
          } finally {
            held.delete(name);
          }
        },
        query: async () => ({ held: [...held].map((name) => ({ name })) }),
      },
    });
  });
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('should mark the attempt in the ledger while it runs and clear it after, whatever the outcome', async () => {
    let release!: () => void;
    const running = payPurchaseExclusively(
      'pur_x',
      () => new Promise<string>((resolve) => (release = () => resolve('ok'))),
    );
    await waitFor(() => expect(readPurchaseLedger('pur_x')?.attemptStartedAt).toBeDefined());
    expect(isPayingHere('pur_x')).toBe(true);
    expect(held.has(purchaseLockName('pur_x'))).toBe(true);
    release();
    await expect(running).resolves.toBe('ok');
    expect(readPurchaseLedger('pur_x')?.attemptStartedAt).toBeUndefined();
    expect(isPayingHere('pur_x')).toBe(false);
    await expect(
      payPurchaseExclusively('pur_x', async () => {
        throw new Error('declined');
      }),
    ).rejects.toThrow('declined');
    expect(readPurchaseLedger('pur_x')?.attemptStartedAt).toBeUndefined();
  });

  it('should refuse at once, sending nothing, while another tab holds the purchase', async () => {
    held.add(purchaseLockName('pur_y'));
    const work = jest.fn(async () => 'sent');
    await expect(payPurchaseExclusively('pur_y', work)).rejects.toBeInstanceOf(
      PaymentInAnotherTabError,
    );
    expect(work).not.toHaveBeenCalled();
  });
});

describe('storedPurchaseFromServer', () => {
  it('should make the receipt the paying page would have stored, with no card data', () => {
    const stored = storedPurchaseFromServer(paidPurchase().paid!, {
      leadId: 'lead_1',
      productCode: 'MS',
      productName: 'Revalida',
      planName: (id) => (id === 'ms-anual' ? 'Plano Anual' : undefined),
    });
    expect(stored).toEqual({
      leadId: 'lead_1',
      productCode: 'MS',
      reference: 'pay_slow',
      productName: 'Revalida',
      planId: 'ms-anual',
      planName: 'Plano Anual',
      amount: 114000,
      currency: 'R$',
      method: 'credit-card',
      paid: true,
      installments: 12,
      redirect: '/primeiro-acesso?token=tok_slow',
      cardOnFile: { paymentProfileId: 'pp_slow', brand: 'visa', last4: '0259' },
    });
  });
});

describe('the payment form and its purchase', () => {
  it('should ask the API after a reload mid-payment, say it is confirming, then show the receipt', async () => {
    updatePurchaseLedger(PURCHASE, { attemptStartedAt: Date.now() - 2000 });
    let answer: (purchase: PurchaseResponse) => void = () => undefined;
    getPurchaseMock
      .mockResolvedValueOnce({ purchaseId: PURCHASE, status: 'in_progress', refunds: [] })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPaymentStep(paymentPage());

    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando seu pagamento…' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await waitFor(() => expect(getPurchaseMock).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(getPurchaseMock).toHaveBeenCalledWith(PURCHASE);
    await act(async () => answer(paidPurchase()));

    expect(
      await screen.findByRole('heading', { name: 'Pagamento já confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('R$1.140,00', { exact: false })).toBeInTheDocument();
    expect(readSession('dataPurchase')).toMatchObject({ reference: 'pay_slow', paid: true });
    expect(readPurchaseLedger(PURCHASE)).toMatchObject({ paid: { reference: 'pay_slow' } });
    expect(createPaymentMock).not.toHaveBeenCalled();
  });

  it('should offer the form again, saying nothing was charged, once the attempt is known to have failed', async () => {
    updatePurchaseLedger(PURCHASE, { attemptStartedAt: Date.now() - 2000 });
    getPurchaseMock.mockResolvedValue({ purchaseId: PURCHASE, status: 'open', refunds: [] });
    renderPaymentStep(paymentPage());
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    expect(
      screen.getByText('O pagamento anterior não foi concluído e nada foi cobrado.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(readPurchaseLedger(PURCHASE)?.attemptStartedAt).toBeUndefined();
  });

  it('should show the receipt another tab recorded, as soon as that tab records it', async () => {
    renderPaymentStep(paymentPage());
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    const receipt = storedPurchaseFromServer(paidPurchase().paid!, {
      leadId: 'lead_1',
      productCode: 'MS',
      planName: () => 'Plano Anual',
    });
    // What the other tab writes; this tab hears the storage event.
    act(() => {
      localStorage.setItem(
        `trilhaPurchase:${PURCHASE}`,
        JSON.stringify({ paid: receipt, updatedAt: Date.now() }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: `trilhaPurchase:${PURCHASE}` }));
    });
    expect(
      await screen.findByRole('heading', { name: 'Pagamento já confirmado' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(readSession('dataPurchase')).toMatchObject({ reference: 'pay_slow' });
  });

  it('should show the receipt the API sends with a 409 already_paid, not a failure', async () => {
    createPaymentMock.mockRejectedValue(
      new ApiError({
        kind: 'client',
        status: 409,
        body: { error: { code: 'already_paid', message: 'paid' }, purchase: paidPurchase() },
        method: 'POST',
        url: '/api/v2/payment',
      }),
    );
    const { user } = renderPaymentStep(paymentPage(), { paymentMethods: ['credit-card'] });
    await user.type(await screen.findByLabelText('Nome impresso no cartão'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), `12${year}`);
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '737');
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(createPaymentMock).toHaveBeenCalled());

    expect(
      await screen.findByRole('heading', { name: 'Pagamento já confirmado' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Não conseguimos processar a transação. Faça uma nova tentativa.'),
    ).not.toBeInTheDocument();
    expect(createPaymentMock.mock.calls[0]![1]).toMatchObject({ purchaseId: PURCHASE });
  });

  it('should say a Pix of the purchase waits before offering another method', async () => {
    updatePurchaseLedger(PURCHASE, {
      pix: {
        paymentId: 'pay_pix',
        amount: 114000,
        currency: 'R$',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    });
    renderPaymentStep(paymentPage());
    expect(
      await screen.findByText(/Você já gerou um código Pix de R\$1\.140,00 para este pedido/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar ao código Pix' })).toBeInTheDocument();
  });

  it('should say a payment is under way in another tab, with no form', async () => {
    // Another tab's attempt: in the ledger, and its Web Lock held.
    updatePurchaseLedger(PURCHASE, { attemptStartedAt: Date.now() });
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: jest.fn(),
        query: async () => ({ held: [{ name: purchaseLockName(PURCHASE) }] }),
      },
    });
    getPurchaseMock.mockResolvedValue({ purchaseId: PURCHASE, status: 'in_progress', refunds: [] });
    try {
      renderPaymentStep(paymentPage());
      expect(
        await screen.findByRole('heading', { name: 'Pagamento em andamento em outra aba' }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});
