import { purchaseIdHeader } from '@/lib/payment/purchase';
import type { ApiOperationId } from '@/schemas/generated/apiOperations';
import { liveloOpenApiExamples } from '@/sandbox/openapiLivelo';
import type { OperationExamples } from '@/sandbox/openapiExampleTypes';
import type { OpenApiExampleValues } from '@/sandbox/openapiExampleValues';

/**
 * The examples of the OpenAPI document, by operationId, written with values from the catalogue
 * and the seed (`ex`) so they run against whatever brands are served. An operation left out
 * takes the first `examples` entry of its params and body schemas.
 */
export function openApiExamples(
  ex: OpenApiExampleValues,
): Partial<Record<ApiOperationId, OperationExamples>> {
  const code = { code: ex.productCode };
  const lead = { id: ex.leadId };
  const subscription = { id: ex.subscriptionId };
  const buyer = { name: 'Maria Demonstração', email: 'maria.demo@example.com' };
  const card = (number: string) => ({
    number,
    holderName: 'MARIA DEMONSTRACAO',
    expiry: '12/30',
    cvv: '123',
    brand: 'visa',
  });
  const cardMethod = (number: string) => ({
    type: 'credit-card',
    installments: ex.cardInstallments,
    card: card(number),
  });
  const paymentBody = (method: unknown, amount: number) => ({
    ...buyer,
    amount,
    business: ex.business,
    document: '529.982.247-25',
    phone: '(11) 91234-5678',
    sfLeadId: ex.leadId,
    productCode: ex.productCode,
    planId: ex.planId,
    planType: ex.planType,
    seller: 'performance',
    source: 'direto',
    paymentMethods: [method],
  });
  const paymentExamples = [
    {
      name: 'card',
      summary: 'Card payment, approved (test card 4111 1111 1111 1111)',
      body: paymentBody(cardMethod('4111111111111111'), ex.cardAmount),
    },
    ...(ex.offersPix
      ? [
          {
            name: 'pix',
            summary: 'Pix payment: answers a BR Code',
            body: paymentBody({ type: 'pix' }, ex.fullAmount),
          },
        ]
      : []),
    ...(ex.offersBankslip
      ? [
          {
            name: 'bankslip',
            summary: 'Boleto payment: answers a linha digitável',
            body: paymentBody({ type: 'bankslip' }, ex.fullAmount),
          },
        ]
      : []),
    ...(ex.trial
      ? [
          {
            name: 'cardFreeTrial',
            summary:
              'Card payment of a plan with a free trial, by a new buyer: amount 0, the card is verified, nothing is charged and the first charge is scheduled (`trial`)',
            body: {
              name: 'Ana Demonstração',
              email: 'ana.trial.demo@example.com',
              amount: 0,
              business: ex.trial.business,
              productCode: ex.trial.productCode,
              planId: ex.trial.planId,
              planType: ex.trial.planType,
              seller: 'performance',
              source: 'direto',
              paymentMethods: [
                {
                  type: 'credit-card',
                  installments: ex.trial.installments,
                  card: card('4111111111111111'),
                },
              ],
            },
          },
        ]
      : []),
  ];
  const idempotencyKeys = (names: string[]) => ({
    'Idempotency-Key': Object.fromEntries(names.map((name) => [name, `example-${name}-attempt-1`])),
  });
  const renewCommon = {
    business: ex.business,
    planId: ex.planId,
    productCode: ex.productCode,
    seller: 'performance',
    source: 'direto',
  };
  // What the checkout's renew page adds: the invoice document, the journey id, where it was made.
  const renewJourney = (apiVersion: 'v1' | 'v2') => ({
    document: '529.982.247-25',
    sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
    metadata: { sourcePage: `/renew/${ex.subscriptionId}`, stepId: 'renew', apiVersion },
  });
  const franchise = { brand: ex.franchise.brand, country: ex.franchise.country };

  return {
    getProductConfig: {
      parameters: code,
      errors: [
        {
          status: 404,
          name: 'unknownProduct',
          summary: 'Unknown product',
          request: { params: { code: 'NOPE' } },
        },
      ],
    },
    getProductV1: {
      parameters: { ...code, ...(ex.voucher === undefined ? {} : { voucher: ex.voucher }) },
      errors: [
        {
          status: 400,
          name: 'badPlanType',
          summary: 'Unknown plan type',
          request: { query: { planType: 'weekly' } },
        },
      ],
    },
    getProductV2: {
      parameters: { ...code, business: ex.business, planTypes: ex.planType },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Plan not of this product',
          request: { query: { planId: 'no-such-plan' } },
        },
      ],
    },
    getProductTickets: {
      parameters: { ...code, business: ex.business },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Plan not of this product',
          request: { query: { plan: 'no-such-plan' } },
        },
      ],
    },
    getPlanProduct: {
      parameters: { id: ex.planId },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Unknown plan',
          request: { params: { id: 'no-such-plan' } },
        },
      ],
    },
    getSeller: {
      parameters: {
        source: ex.seller.source,
        seller: ex.seller.seller,
        operation: ex.seller.operation,
      },
      errors: [
        {
          status: 404,
          name: 'unknownSeller',
          summary: 'Unknown seller',
          request: { query: { seller: 'nobody' } },
        },
        {
          status: 400,
          name: 'missingSeller',
          summary: 'No seller parameter',
          request: { query: { seller: '' } },
        },
      ],
    },
    getFranchiseRegions: {
      parameters: franchise,
      errors: [
        {
          status: 404,
          name: 'unknownBrand',
          summary: 'Brand without franchises',
          request: { query: { brand: 'nobody' } },
        },
      ],
    },
    getFranchiseCities: {
      parameters: { ...franchise, region: ex.franchise.region },
      errors: [
        {
          status: 400,
          name: 'badCountry',
          summary: 'Unknown country',
          request: { query: { country: 'AR' } },
        },
      ],
    },
    getFranchiseUnits: {
      parameters: { ...franchise, region: ex.franchise.region, city: ex.franchise.city },
      errors: [
        {
          status: 400,
          name: 'missingBrand',
          summary: 'No brand parameter',
          request: { query: { brand: '' } },
        },
      ],
    },
    generateContract: {
      parameters: code,
      requestExamples: [
        {
          name: 'default',
          summary: 'Contract for the demo lead',
          body: { leadId: ex.leadId, planId: ex.planId, business: ex.business },
        },
      ],
      errors: [
        {
          status: 422,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { body: { leadId: 'lead_unknown', planId: ex.planId } },
        },
      ],
    },
    getContract: {
      parameters: { ...code, leadId: ex.leadId },
      errors: [
        {
          status: 404,
          name: 'noContract',
          summary: 'Lead without a contract',
          request: { query: { leadId: 'lead_unknown' } },
        },
      ],
    },
    createLead: {
      requestExamples: [
        {
          name: 'default',
          summary: 'A Brazilian buyer',
          body: {
            name: 'João da Silva',
            email: 'joao.silva@example.com',
            phone: '(11) 98765-4321',
            business: ex.business,
            productCode: ex.productCode,
            source: 'direto',
            seller: 'performance',
          },
        },
      ],
      errors: [
        {
          status: 400,
          name: 'invalidEmail',
          summary: 'Invalid e-mail',
          request: {
            body: {
              name: 'João da Silva',
              email: 'joao',
              phone: '(11) 98765-4321',
              business: ex.business,
              productCode: ex.productCode,
            },
          },
        },
      ],
    },
    updateLead: {
      parameters: lead,
      requestExamples: [
        {
          name: 'default',
          summary: 'Document and address',
          body: {
            birthDate: '1990-05-17',
            document: '529.982.247-25',
            address: {
              postalCode: '01310-100',
              street: 'Avenida Paulista',
              number: '1000',
              complement: 'Sala 1',
              neighbourhood: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              country: 'Brasil',
            },
          },
        },
      ],
      errors: [
        {
          status: 400,
          name: 'invalidDocument',
          summary: 'Invalid CPF',
          request: { body: { document: '111.111.111-11' } },
        },
        {
          status: 404,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { params: { id: 'lead_unknown' } },
        },
      ],
    },
    sendSmsCode: {
      parameters: lead,
      requestExamples: [
        {
          name: 'default',
          summary: 'Send a code',
          body: { productCode: ex.productCode, business: ex.business },
        },
      ],
      errors: [
        {
          status: 404,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { params: { id: 'lead_unknown' } },
        },
      ],
    },
    validateSmsCode: {
      parameters: lead,
      requestExamples: [
        {
          name: 'default',
          summary: 'The right code',
          body: { code: '123456', business: ex.business, productCode: ex.productCode },
        },
      ],
      errors: [
        {
          status: 400,
          name: 'malformedCode',
          summary: 'Not 6 digits',
          request: { body: { code: '12ab', business: ex.business, productCode: ex.productCode } },
        },
      ],
    },
    createPayment: {
      parameters: idempotencyKeys(paymentExamples.map((item) => item.name)),
      requestExamples: paymentExamples,
      errors: [
        {
          status: 402,
          name: 'declined',
          summary: 'Declined card (test card 4000 0000 0000 0002)',
          request: { body: paymentBody(cardMethod('4000000000000002'), ex.cardAmount) },
        },
        {
          status: 422,
          name: 'amountMismatch',
          summary: 'Amount differs from the plan',
          request: { body: paymentBody(cardMethod('4111111111111111'), ex.cardAmount + 1) },
        },
        {
          status: 409,
          name: 'alreadyPaid',
          summary:
            'The purchase named by Purchase-Id is already paid: nothing is charged, and `purchase.paid` is the receipt (with the answer its payment got)',
          request: { headers: { [purchaseIdHeader]: ex.paidPurchaseId } },
        },
        {
          status: 409,
          name: 'paymentInProgress',
          summary:
            'Another attempt of the purchase named by Purchase-Id is being worked on: nothing is charged; wait for its outcome (GET /api/v2/purchase/{purchaseId})',
          request: { headers: { [purchaseIdHeader]: ex.inProgressPurchaseId } },
        },
      ],
    },
    getPurchase: {
      parameters: {
        purchaseId: {
          default: ex.paidPurchaseId,
          inProgress: ex.inProgressPurchaseId,
          open: 'pur_example_open_purchase',
        },
      },
      requestExamples: [
        {
          name: 'default',
          summary: 'A purchase paid by card: the receipt, with the answer its payment got',
          body: undefined,
        },
        {
          name: 'inProgress',
          summary: 'A purchase whose attempt is being worked on',
          body: undefined,
        },
        { name: 'open', summary: 'A purchase no attempt named: open and empty', body: undefined },
      ],
      errors: [
        {
          status: 400,
          name: 'invalidPurchaseId',
          summary: 'Not a purchase id (8 to 128 letters, digits, _ or -)',
          request: { params: { purchaseId: 'pur 1' } },
        },
      ],
    },
    getPaymentStatus: {
      parameters: { paymentId: ex.pixPaymentId },
      errors: [
        {
          status: 404,
          name: 'unknownPayment',
          summary: 'Unknown payment',
          request: { params: { paymentId: 'pay_unknown' } },
        },
      ],
    },
    createPaymentV1: {
      requestExamples: [
        {
          name: 'default',
          summary: 'A pass-through body',
          body: {
            ...buyer,
            amount: ex.fullAmount,
            productCode: ex.productCode,
            planId: ex.planId,
            paymentMethod: 'pix',
          },
        },
      ],
      errors: [
        {
          status: 400,
          name: 'notAnObject',
          summary: 'Body is not an object',
          request: { body: ['not', 'an', 'object'] },
        },
      ],
    },
    renewSubscriptionV1: {
      parameters: subscription,
      requestExamples: [
        {
          name: 'default',
          summary: 'Renew with the card on file',
          body: {
            ...renewCommon,
            paymentMethod: 'default-credit-card',
            numberInstallments: 1,
            ...renewJourney('v1'),
          },
        },
      ],
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
      ],
    },
    renewSubscriptionV2: {
      parameters: subscription,
      requestExamples: [
        {
          name: 'default',
          summary: 'Renew with a card',
          body: {
            ...renewCommon,
            ...renewJourney('v2'),
            amount: ex.cardAmount,
            paymentMethods: [
              {
                ...cardMethod('5555555555554444'),
                card: { ...card('5555555555554444'), brand: 'mastercard' },
              },
            ],
          },
        },
      ],
      errors: [
        {
          status: 422,
          name: 'amountMismatch',
          summary: 'Amount differs from the plan',
          request: {
            body: {
              ...renewCommon,
              amount: ex.cardAmount + 1,
              paymentMethods: [cardMethod('4111111111111111')],
            },
          },
        },
      ],
    },
    verifyCard: {
      parameters: subscription,
      requestExamples: [
        { name: 'default', summary: 'An approved card', body: card('4111111111111111') },
      ],
      errors: [
        {
          status: 402,
          name: 'declined',
          summary: 'Declined card',
          request: { body: card('4000000000000002') },
        },
      ],
    },
    getInvoice: {
      parameters: { id: ex.account.invoiceId },
      errors: [
        {
          status: 404,
          name: 'unknownInvoice',
          summary: 'Unknown invoice',
          request: { params: { id: 'inv_unknown' } },
        },
      ],
    },
    getSubscription: {
      parameters: { id: ex.account.renewSubscriptionId },
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
      ],
    },
    getUpgradeQuote: {
      parameters: { id: ex.account.upgradeSubscriptionId, planId: ex.account.upgradePlanId },
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
        {
          status: 400,
          name: 'missingPlan',
          summary: 'No target plan',
          request: { query: { planId: '' } },
        },
      ],
    },
    getRecovery: {
      parameters: { id: ex.account.recoveryId },
      errors: [
        {
          status: 404,
          name: 'unknownRecovery',
          summary: 'Unknown recovery',
          request: { params: { id: 'rec_unknown' } },
        },
      ],
    },
    sandboxGetSmsCode: {
      parameters: lead,
      errors: [
        {
          status: 404,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { params: { id: 'lead_unknown' } },
        },
      ],
    },
    sandboxPayPix: {
      parameters: { paymentId: ex.pixPaymentId },
      errors: [
        {
          status: 409,
          name: 'notPix',
          summary: 'Not a Pix payment',
          request: { params: { paymentId: ex.bankslipPaymentId } },
        },
      ],
    },
    sandboxApproveReviewedPayment: {
      parameters: { paymentId: ex.reviewPaymentId },
      errors: [
        {
          status: 409,
          name: 'notHeld',
          summary: 'Not a card payment held for review',
          request: { params: { paymentId: ex.pixPaymentId } },
        },
      ],
    },
    sandboxCopyAccountRecord: {
      requestExamples: [
        {
          name: 'invoice',
          summary: 'An open invoice for a buyer of the test',
          body: { from: ex.account.invoiceId, email: 'ana.caminhante@example.com' },
        },
        {
          name: 'subscription',
          summary: 'A subscription to renew whose card on file is held for review',
          body: {
            from: ex.account.renewSubscriptionId,
            cardOnFile: { brand: 'visa', last4: '3063' },
          },
        },
      ],
      errors: [
        {
          status: 422,
          name: 'unknownSeed',
          summary: 'No seeded record with that id',
          request: { body: { from: 'inv_unknown' } },
        },
      ],
    },
    sandboxBoletoPage: {
      parameters: { paymentId: ex.bankslipPaymentId },
      errors: [
        {
          status: 404,
          name: 'unknownPayment',
          summary: 'Unknown payment',
          request: { params: { paymentId: 'pay_unknown' } },
        },
      ],
    },
    ...liveloOpenApiExamples(ex),
  };
}
