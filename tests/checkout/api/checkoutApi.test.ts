import { setupServer } from 'msw/node';
import { createApiClient } from '@/checkout/api/apiClient';
import * as checkoutApi from '@/checkout/api/checkoutApi';
import type { CardInput } from '@/checkout/api/types';
import type { OpenApiDocument } from '@/sandbox/openapi';
import { handlersFromOpenApi } from '@/tests/msw/handlersFromOpenApi';
import { loadSandboxOpenApi } from '@/tests/msw/loadSandboxOpenApi';

const baseUrl = 'http://checkout-api.test';
const card: CardInput = {
  number: '4111111111111111',
  holderName: 'ANA LIMA',
  expiry: '12/30',
  cvv: '123',
  brand: 'visa',
};

describe('checkoutApi', () => {
  const server = setupServer();
  const client = createApiClient({ baseURL: baseUrl });
  const requests: Array<{
    method: string;
    url: string;
    idempotencyKey: string | null;
    purchaseId: string | null;
  }> = [];
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = await loadSandboxOpenApi();
    server.listen({ onUnhandledRequest: 'error' });
    server.use(...handlersFromOpenApi(document, { baseUrl }));
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        url: url.pathname + url.search,
        idempotencyKey: request.headers.get('idempotency-key'),
        purchaseId: request.headers.get('purchase-id'),
      });
    });
  });

  afterAll(() => server.close());

  beforeEach(() => {
    requests.length = 0;
  });

  it('should call every documented path with the documented method', async () => {
    const body = { business: 'medcof', productCode: 'CURSO', planId: 'curso-anual' };
    const calls: Array<[string, () => Promise<unknown>]> = [
      [
        'GET /api/v1/product/CURSO/config?planId=curso-anual',
        () => checkoutApi.getProductConfig('CURSO', { planId: 'curso-anual' }, client),
      ],
      [
        'GET /api/v1/product/CURSO?planType=yearly',
        () => checkoutApi.getProductV1('CURSO', { planType: 'yearly' }, client),
      ],
      [
        'GET /api/v2/product/CURSO?planTypes=yearly%2Cmonthly&priceMode=min',
        () =>
          checkoutApi.getProductV2(
            'CURSO',
            { planTypes: ['yearly', 'monthly'], priceMode: 'min' },
            client,
          ),
      ],
      [
        'GET /api/v1/product/CURSO/tickets',
        () => checkoutApi.getProductTickets('CURSO', {}, client),
      ],
      [
        'GET /api/v1/plan/curso-anual/product',
        () => checkoutApi.getPlanProduct('curso-anual', client),
      ],
      [
        'GET /api/v1/seller/whatsapp?seller=ana.souza&operation=BR',
        () => checkoutApi.getSeller('whatsapp', { seller: 'ana.souza', operation: 'BR' }, client),
      ],
      [
        'GET /api/v1/franchises/regions?brand=conquer&country=BR',
        () => checkoutApi.getFranchiseRegions({ brand: 'conquer', country: 'BR' }, client),
      ],
      [
        'GET /api/v1/franchises/cities?brand=conquer&country=BR',
        () => checkoutApi.getFranchiseCities({ brand: 'conquer', country: 'BR' }, client),
      ],
      [
        'GET /api/v1/franchises/units?brand=conquer&country=BR&city=Campinas',
        () =>
          checkoutApi.getFranchiseUnits(
            { brand: 'conquer', country: 'BR', city: 'Campinas' },
            client,
          ),
      ],
      [
        'POST /api/v1/product/CURSO/contract/generate',
        () =>
          checkoutApi.generateContract(
            'CURSO',
            { leadId: 'lead_demo', planId: 'curso-anual' },
            client,
          ),
      ],
      [
        'GET /api/v1/product/CURSO/contract?leadId=lead_demo',
        () => checkoutApi.getContract('CURSO', { leadId: 'lead_demo' }, client),
      ],
      [
        'POST /api/v1/lead',
        () =>
          checkoutApi.createLead(
            { name: 'Ana Lima', email: 'ana@example.com', phone: '(11) 91234-5678', ...body },
            client,
          ),
      ],
      [
        'PATCH /api/v1/lead/lead%20demo',
        () => checkoutApi.updateLead('lead demo', { document: '52998224725' }, client),
      ],
      [
        'POST /api/v1/lead/lead_demo/phones/send-sms',
        () => checkoutApi.sendSmsCode('lead_demo', body, client),
      ],
      [
        'POST /api/v1/lead/lead_demo/phones/validate',
        () => checkoutApi.validateSmsCode('lead_demo', { ...body, code: '123456' }, client),
      ],
      [
        'POST /api/v2/payment',
        () =>
          checkoutApi.createPayment(
            {
              name: 'Ana Lima',
              email: 'ana@example.com',
              amount: 1,
              paymentMethods: [{ type: 'pix' }],
              ...body,
            },
            'attempt-1',
            client,
          ),
      ],
      [
        'GET /api/v2/payment/pay_demo_pix',
        () => checkoutApi.getPaymentStatus('pay_demo_pix', client),
      ],
      [
        'GET /api/v2/purchase/pur_demo_paid_purchase',
        () => checkoutApi.getPurchase('pur_demo_paid_purchase', client),
      ],
      [
        'POST /api/v1/payment',
        () => checkoutApi.createPaymentV1({ any: 'thing' }, undefined, client),
      ],
      [
        'POST /api/v1/subscription/sub_demo/renew',
        () =>
          checkoutApi.renewSubscriptionV1(
            'sub_demo',
            { ...body, paymentMethod: 'pix' },
            undefined,
            client,
          ),
      ],
      [
        'POST /api/v2/subscription/sub_demo/renew',
        () =>
          checkoutApi.renewSubscriptionV2(
            'sub_demo',
            { ...body, amount: 1, paymentMethods: [{ type: 'pix' }] },
            'renew-1',
            client,
          ),
      ],
      [
        'POST /api/v2/subscription/sub_demo/custom-sale/verify-card',
        () => checkoutApi.verifyCard('sub_demo', card, client),
      ],
    ];
    for (const [, call] of calls) await call();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      calls.map(([expected]) => expected),
    );
    const exported = Object.keys(checkoutApi).filter(
      (name) => typeof (checkoutApi as Record<string, unknown>)[name] === 'function',
    );
    expect(exported).toHaveLength(calls.length);
  });

  it('should send the attempt Idempotency-Key with a payment, and none when a call has no key', async () => {
    await checkoutApi.createPayment(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        amount: 1,
        business: 'medcof',
        productCode: 'CURSO',
        planId: 'curso-anual',
        paymentMethods: [{ type: 'pix' }],
      },
      'attempt-42',
      client,
    );
    await checkoutApi.createPaymentV1({}, undefined, client);
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['attempt-42', null]);
    expect(requests.map((request) => request.purchaseId)).toEqual([null, null]);
  });

  it('should send the purchase an attempt pays with its key', async () => {
    await checkoutApi.createPayment(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        amount: 1,
        business: 'medcof',
        productCode: 'CURSO',
        planId: 'curso-anual',
        paymentMethods: [{ type: 'pix' }],
      },
      { idempotencyKey: 'attempt-43', purchaseId: 'pur_demo_open_purchase' },
      client,
    );
    expect(requests).toEqual([
      expect.objectContaining({
        idempotencyKey: 'attempt-43',
        purchaseId: 'pur_demo_open_purchase',
      }),
    ]);
  });

  it('should resolve with the documented answer', async () => {
    const example =
      document.paths['/api/v1/plan/{id}/product']?.get?.responses['200']?.content?.[
        'application/json'
      ]?.example;
    await expect(checkoutApi.getPlanProduct('curso-anual', client)).resolves.toEqual(example);
  });
});
