import {
  getInvoice,
  getRecovery,
  getSubscription,
  getUpgradeQuote,
  payAccount,
} from '@/checkout/api/accountApi';
import { createPayment, createPaymentV1, getPaymentStatus } from '@/checkout/api/checkoutApi';
import type { CardInput } from '@/checkout/api/types';
import { resetSandboxData } from '@/sandbox/demoRecords';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

// The fixture catalogue has no MS product: the account seed falls back to CURSO's plans
// (curso-anual for invoices, renewals and recoveries; curso-mensal for the upgrade).
const card: CardInput = {
  number: '4111111111111111',
  holderName: 'MARIA DEMO',
  expiry: '10/30',
  cvv: '123',
  brand: 'visa',
};
const declined: CardInput = { ...card, number: '4000000000000002' };

describe('accountHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  describe('contract', () => {
    it('should answer 400 for an account payment that breaks its schema and pass other v1 bodies through', async () => {
      await expectApiError(
        createPaymentV1(
          { operation: 'invoice', amount: 11900, paymentMethods: [{ type: 'pix' }] },
          'key-invoice-no-id',
          running.client,
        ),
        { status: 400, field: 'invoiceId' },
      );
      await expectApiError(
        createPaymentV1(
          {
            operation: 'upgrade',
            subscriptionId: 'sub_demo_upgrade',
            amount: -1,
            paymentMethods: [],
          },
          'key-upgrade-malformed',
          running.client,
        ),
        { status: 400 },
      );
      await expect(
        createPaymentV1({ operation: 'sale', amount: 100 }, 'key-pass-through', running.client),
      ).resolves.toMatchObject({ status: 'received' });
    });

    it('should answer 400 for an upgrade quote without a target plan', async () => {
      await expectApiError(getUpgradeQuote('sub_demo_upgrade', '', running.client), {
        status: 400,
        field: 'planId',
      });
    });
  });

  describe('invoices', () => {
    it('should answer an open invoice with its amount, due date and ways of paying', async () => {
      const invoice = await getInvoice('inv_demo_sale', running.client);
      expect(invoice).toMatchObject({
        invoiceId: 'inv_demo_sale',
        operation: 'sale-invoice',
        status: 'open',
        amount: 38000,
        currency: 'R$',
        productCode: 'CURSO',
        paymentMethods: ['credit-card', 'pix', 'bankslip'],
        buyer: { name: 'Maria Demonstração', email: 'maria.demo@example.com' },
      });
      expect(invoice.installments.map((option) => [option.id, option.totalValue])).toEqual([
        [1, 38000],
        [2, 38000],
        [3, 38000],
      ]);
      expect(invoice.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('should answer 404 for an unknown invoice and show the seeded paid one as paid', async () => {
      await expectApiError(getInvoice('inv_unknown', running.client), {
        status: 404,
        code: 'invoice_not_found',
      });
      await expect(getInvoice('inv_demo_paid', running.client)).resolves.toMatchObject({
        status: 'paid',
      });
    });

    it('should charge an invoice by card once per key, mark it paid, and refuse to charge it again', async () => {
      await expectApiError(
        payAccount(
          {
            operation: 'invoice',
            invoiceId: 'inv_demo_open',
            amount: 11900,
            business: 'medcof',
            productCode: 'CURSO',
            paymentMethods: [{ type: 'credit-card', installments: 1, card: declined }],
          },
          'key-invoice-declined',
          running.client,
        ),
        { status: 402, code: 'card_declined' },
      );
      await expectApiError(
        payAccount(
          {
            operation: 'invoice',
            invoiceId: 'inv_demo_open',
            amount: 100,
            business: 'medcof',
            productCode: 'CURSO',
            paymentMethods: [{ type: 'pix' }],
          },
          'key-invoice-wrong-amount',
          running.client,
        ),
        { status: 422, code: 'amount_mismatch', field: 'amount' },
      );
      const body = {
        operation: 'invoice' as const,
        invoiceId: 'inv_demo_open',
        amount: 11900,
        business: 'medcof',
        productCode: 'CURSO',
        paymentMethods: [{ type: 'credit-card' as const, installments: 3, card }],
      };
      const first = await payAccount(body, 'key-invoice-1', running.client);
      expect(first).toMatchObject({
        status: 'approved',
        route: null,
        invoiceId: 'inv_demo_open',
        // The buyer has an account already: the product's site takes them to its login.
        redirect: '/login',
      });
      await expect(payAccount(body, 'key-invoice-1', running.client)).resolves.toEqual(first);
      await expect(getInvoice('inv_demo_open', running.client)).resolves.toMatchObject({
        status: 'paid',
      });
      await expectApiError(payAccount(body, 'key-invoice-2', running.client), {
        status: 409,
        code: 'invoice_already_paid',
      });
    });

    it('should leave a Pix invoice open until the Pix is paid', async () => {
      const answer = await payAccount(
        {
          operation: 'first-invoice-payment',
          invoiceId: 'inv_demo_first',
          amount: 11900,
          business: 'medcof',
          productCode: 'CURSO',
          paymentMethods: [{ type: 'pix' }],
        },
        'key-invoice-pix',
        running.client,
      );
      expect(answer).toMatchObject({
        status: 'pending',
        route: 'pix',
        pix: { brCode: expect.stringContaining('br.gov.bcb.pix') },
      });
      await expect(getInvoice('inv_demo_first', running.client)).resolves.toMatchObject({
        status: 'open',
      });
      await running.client.post(`/api/sandbox/pix/${answer.paymentId}/pay`);
      await expect(getInvoice('inv_demo_first', running.client)).resolves.toMatchObject({
        status: 'paid',
      });
    });
  });

  describe('subscriptions', () => {
    it('should answer a subscription with its card on file, paid period and renewal plan', async () => {
      const subscription = await getSubscription('sub_demo_renew', {}, running.client);
      expect(subscription).toMatchObject({
        subscriptionId: 'sub_demo_renew',
        currentPlan: { id: 'curso-anual', type: 'yearly', amount: 114000 },
        cardOnFile: { brand: 'mastercard', last4: '4444' },
        renewalPlan: { id: 'curso-anual', appliedVoucher: null },
      });
      const daysLeft = (Date.parse(subscription.expiresAt) - Date.now()) / 86_400_000;
      expect(Math.round(daysLeft)).toBe(15);
      await expect(
        getSubscription('sub_demo_renew', { planId: 'curso-semestral' }, running.client),
      ).resolves.toMatchObject({ renewalPlan: { id: 'curso-semestral' } });
      await expectApiError(getSubscription('sub_unknown', {}, running.client), {
        status: 404,
        code: 'subscription_not_found',
      });
    });

    it('should move the subscription of an upgrade paid by Pix once the Pix is paid', async () => {
      resetSandboxData(running.sandbox.context());
      const quote = await getUpgradeQuote('sub_demo_upgrade', 'curso-semestral', running.client);
      const answer = await payAccount(
        {
          operation: 'upgrade',
          subscriptionId: 'sub_demo_upgrade',
          planId: 'curso-semestral',
          amount: quote.amountDue,
          business: 'medcof',
          productCode: 'CURSO',
          paymentMethods: [{ type: 'pix' }],
        },
        'key-upgrade-pix',
        running.client,
      );
      expect(answer).toMatchObject({ status: 'pending', route: 'pix', redirect: '/login' });
      await expect(getSubscription('sub_demo_upgrade', {}, running.client)).resolves.toMatchObject({
        status: 'active',
        currentPlan: { id: 'curso-mensal' },
      });
      await running.client.post(`/api/sandbox/pix/${answer.paymentId}/pay`);
      await expect(getSubscription('sub_demo_upgrade', {}, running.client)).resolves.toMatchObject({
        status: 'active',
        currentPlan: { id: 'curso-semestral' },
      });
      resetSandboxData(running.sandbox.context());
    });

    it('should quote an upgrade with the unused days credited, and move the subscription once paid', async () => {
      const quote = await getUpgradeQuote('sub_demo_upgrade', 'curso-anual', running.client);
      expect(quote).toMatchObject({
        currentPlan: { id: 'curso-mensal', amount: 12900 },
        targetPlan: { id: 'curso-anual', amount: 114000 },
        periodDays: 30,
        daysLeft: 20,
        credit: 8600,
        amountDue: 105400,
      });
      expect(quote.installments.map((option) => option.id)).toEqual([1, 6, 12]);
      await expectApiError(getUpgradeQuote('sub_demo_upgrade', 'curso-mensal', running.client), {
        status: 422,
        code: 'same_plan',
      });

      const answer = await payAccount(
        {
          operation: 'upgrade',
          subscriptionId: 'sub_demo_upgrade',
          planId: 'curso-anual',
          amount: 105400,
          business: 'medcof',
          productCode: 'CURSO',
          paymentMethods: [{ type: 'credit-card', installments: 12, card }],
        },
        'key-upgrade-1',
        running.client,
      );
      expect(answer).toMatchObject({ status: 'approved', subscriptionId: 'sub_demo_upgrade' });
      await expect(getSubscription('sub_demo_upgrade', {}, running.client)).resolves.toMatchObject({
        currentPlan: { id: 'curso-anual' },
      });
    });
  });

  describe('recoveries', () => {
    it('should answer a declined purchase with its buyer and last attempt, and turn recovered once paid', async () => {
      await expect(getRecovery('rec_demo_declined', running.client)).resolves.toEqual({
        recoveryId: 'rec_demo_declined',
        status: 'open',
        reason: 'declined',
        productCode: 'CURSO',
        planId: 'curso-anual',
        buyer: {
          name: 'Maria Demonstração',
          email: 'maria.demo@example.com',
          phone: '(11) 91234-5678',
        },
        lastAttempt: { method: 'credit-card', cardBrand: 'visa', cardLast4: '0002' },
      });
      await createPayment(
        {
          name: 'Maria Demonstração',
          email: 'maria.demo@example.com',
          amount: 114000,
          business: 'medcof',
          productCode: 'CURSO',
          planId: 'curso-anual',
          paymentMethods: [{ type: 'credit-card', installments: 1, card }],
        },
        'key-recovery-1',
        running.client,
      );
      await expect(getRecovery('rec_demo_declined', running.client)).resolves.toMatchObject({
        status: 'recovered',
      });
      // Another buyer's abandoned purchase of the same plan stays open.
      await expect(getRecovery('rec_demo_abandoned', running.client)).resolves.toMatchObject({
        status: 'open',
        buyer: { email: 'joao.demo@example.com' },
      });
      await expectApiError(getRecovery('rec_unknown', running.client), {
        status: 404,
        code: 'recovery_not_found',
      });
    });
  });

  it('should keep a pending payment for the processing screen', async () => {
    await expect(getPaymentStatus('pay_demo_parsing', running.client)).resolves.toMatchObject({
      status: 'pending',
    });
  });
});
