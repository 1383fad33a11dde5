import { setupServer } from 'msw/node';
import { createApiClient } from '@/checkout/api/apiClient';
import {
  createLead,
  createPayment,
  getFranchiseCities,
  getPaymentStatus,
  getPlanProduct,
  getProductConfig,
  getProductV2,
  getSeller,
  validateSmsCode,
} from '@/checkout/api/checkoutApi';
import type { CreateLeadRequest, PaymentRequest } from '@/checkout/api/types';
import type { OpenApiDocument, OpenApiMedia } from '@/sandbox/openapi';
import { handlersFromOpenApi } from '@/tests/msw/handlersFromOpenApi';
import { loadSandboxOpenApi } from '@/tests/msw/loadSandboxOpenApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';

const baseUrl = 'http://sandbox.msw.test';

function successExample(
  document: OpenApiDocument,
  path: string,
  method: string,
  name = 'default',
): unknown {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const media = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1].content?.[
    'application/json'
  ] as OpenApiMedia;
  return media.examples ? media.examples[name]?.value : media.example;
}

function requestExample<T>(
  document: OpenApiDocument,
  path: string,
  method: string,
  name = 'default',
): T {
  const media = document.paths[path]?.[method]?.requestBody?.content['application/json'];
  return (media?.examples ? media.examples[name]?.value : media?.example) as T;
}

describe('handlersFromOpenApi', () => {
  const server = setupServer();
  let document: OpenApiDocument;
  const client = createApiClient({ baseURL: baseUrl });

  beforeAll(async () => {
    document = await loadSandboxOpenApi();
    server.listen({ onUnhandledRequest: 'error' });
  });

  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('should answer the API client with the documented examples', async () => {
    server.use(...handlersFromOpenApi(document, { baseUrl }));
    await expect(getProductConfig('CURSO', {}, client)).resolves.toEqual(
      successExample(document, '/api/v1/product/{code}/config', 'get'),
    );
    await expect(getProductV2('CURSO', { planTypes: ['yearly'] }, client)).resolves.toEqual(
      successExample(document, '/api/v2/product/{code}', 'get'),
    );
    await expect(getPlanProduct('curso-anual', client)).resolves.toEqual({ productCode: 'CURSO' });
    await expect(getSeller('whatsapp', { seller: 'ana.souza' }, client)).resolves.toEqual({
      name: 'Ana Souza',
      isLiveEnabled: true,
      account: '0015g00000TRLBR001',
    });
    await expect(
      getFranchiseCities({ brand: 'conquer-franquias', country: 'BR' }, client),
    ).resolves.toEqual([
      { city: 'Curitiba', brand: 'conquer-franquias', country: 'BR', region: 'PR' },
    ]);
    const lead = await createLead(
      requestExample<CreateLeadRequest>(document, '/api/v1/lead', 'post'),
      client,
    );
    expect(lead).toEqual(successExample(document, '/api/v1/lead', 'post'));
    await expect(
      validateSmsCode(
        lead.leadId,
        { code: '123456', business: 'medcof', productCode: 'CURSO' },
        client,
      ),
    ).resolves.toHaveProperty('valid', true);
    const card = await createPayment(
      requestExample<PaymentRequest>(document, '/api/v2/payment', 'post', 'card'),
      'key-1',
      client,
    );
    expect(card).toEqual(successExample(document, '/api/v2/payment', 'post', 'card'));
    expect(card.status).toBe('approved');
  });

  it('should answer a chosen success example, e.g. a Pix payment with its BR Code', async () => {
    server.use(...handlersFromOpenApi(document, { baseUrl, answers: { createPayment: 'pix' } }));
    const pix = await createPayment(
      requestExample<PaymentRequest>(document, '/api/v2/payment', 'post', 'pix'),
      'key-2',
      client,
    );
    expect(pix.route).toBe('pix');
    expect(pix.pix?.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    await expect(getPaymentStatus('pay_demo_pix', client)).resolves.toMatchObject({
      paymentId: 'pay_demo_pix',
      method: 'pix',
    });
  });

  it('should answer a chosen error example, which the client rejects as a typed ApiError', async () => {
    server.use(
      ...handlersFromOpenApi(document, {
        baseUrl,
        answers: { createPayment: '402:declined', getProductConfig: '404:unknownProduct' },
      }),
    );
    await expectApiError(
      createPayment(
        requestExample<PaymentRequest>(document, '/api/v2/payment', 'post', 'card'),
        'key-3',
        client,
      ),
      {
        kind: 'client',
        status: 402,
        code: 'card_declined',
      },
    );
    await expectApiError(getProductConfig('NOPE', {}, client), {
      kind: 'client',
      status: 404,
      code: 'product_not_found',
    });
  });

  it('should refuse an answer the document does not have', () => {
    expect(() =>
      handlersFromOpenApi(document, { baseUrl, answers: { createPayment: '418:teapot' } }),
    ).toThrow("The OpenAPI document has no example '418:teapot' for operation createPayment.");
  });
});
