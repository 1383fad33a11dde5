import type { HttpMethod } from '@/sandbox/router';
import {
  countryValues,
  operationValues,
  planTypeValues,
  priceModeValues,
} from '@/sandbox/domainEnums';
import type { OpenApiExampleValues } from '@/sandbox/openapiExampleValues';
import type { JsonSchema } from '@/sandbox/openapiSchemas';

/** A request the document's examples describe (path parameters, query, headers, body). */
export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A parameter of an operation, with its example value(s). */
export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  schema?: JsonSchema;
  required?: boolean;
  /** Value used by the success examples; absent means the examples leave it out. */
  example?: string;
  /** Per request-example values (by example name), e.g. one Idempotency-Key per example. */
  examples?: Record<string, string>;
}

/** An error answer the document shows, with the request that produces it. */
export interface ErrorExampleSpec {
  status: number;
  name: string;
  summary: string;
  /** Overrides of the success request (params, query, headers merged; body replaced). */
  request: ExampleRequest;
}

/** Everything the OpenAPI document says about one sandbox route. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  summary: string;
  description: string;
  parameters: ParameterSpec[];
  /** Component schema name of the request body, if the operation takes one. */
  requestSchema?: string;
  /** Named request bodies; the first is the main example. */
  requestExamples?: Array<{ name: string; summary: string; body: unknown }>;
  success: { status: number; description: string; schema: string | 'html' };
  errors: ErrorExampleSpec[];
}

const idempotencyParameter = (names: string[]): ParameterSpec => ({
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'One key per payment attempt. A retry or double submit with the same key answers the first answer (same status and body) and charges once; the same key with a different body answers 422 idempotency_key_reused.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  examples: Object.fromEntries(names.map((name) => [name, `example-${name}-attempt-1`])),
});

function path(name: string, description: string, example: string): ParameterSpec {
  return { name, in: 'path', description, required: true, schema: { type: 'string' }, example };
}

function query(
  name: string,
  description: string,
  options: { example?: string; schema?: JsonSchema; required?: boolean } = {},
): ParameterSpec {
  return {
    name,
    in: 'query',
    description,
    schema: options.schema ?? { type: 'string' },
    required: options.required ?? false,
    ...(options.example === undefined ? {} : { example: options.example }),
  };
}

const enumSchema = (values: readonly string[]): JsonSchema => ({ enum: [...values] });

/** The documentation of every sandbox route, with examples built from `ex`. */
export function openApiOperations(ex: OpenApiExampleValues): OperationSpec[] {
  const code = path('code', 'Product code, e.g. MS.', ex.productCode);
  const leadPath = path('id', 'Lead id.', ex.leadId);
  const subscriptionPath = path('id', 'Subscription id.', ex.subscriptionId);
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
  ];
  const renewCommon = {
    business: ex.business,
    planId: ex.planId,
    productCode: ex.productCode,
    seller: 'performance',
    source: 'direto',
  };
  const franchiseBrand = query('brand', 'Franchise brand (business key).', {
    example: ex.franchise.brand,
    required: true,
  });
  const franchiseCountry = query('country', 'Country.', {
    example: ex.franchise.country,
    schema: enumSchema(countryValues),
    required: true,
  });

  return [
    {
      operationId: 'getProductConfig',
      method: 'GET',
      path: '/api/v1/product/{code}/config',
      tags: ['product'],
      summary: 'Product config',
      description:
        'The product config file of brands/<brand>/products/<CODE>.json minus `$schema`: gtm, title, designSystemId, hasAddressForm, checkoutFlow.',
      parameters: [
        code,
        query('planId', 'A plan of the product (the `oferta` query); 404 when it is not one.'),
      ],
      success: { status: 200, description: 'The product config.', schema: 'ProductConfig' },
      errors: [
        {
          status: 404,
          name: 'unknownProduct',
          summary: 'Unknown product',
          request: { params: { code: 'NOPE' } },
        },
      ],
    },
    {
      operationId: 'getProductV1',
      method: 'GET',
      path: '/api/v1/product/{code}',
      tags: ['product'],
      summary: 'Product with its plans (v1)',
      description:
        'Plans from the catalogue, filtered by planType, productId or plan; a voucher the plan accepts is applied to amount, installments and price.',
      parameters: [
        code,
        query('planType', 'Only plans of this type.', { schema: enumSchema(planTypeValues) }),
        query('productId', 'Only this plan (id or code).'),
        query('operation', 'Operation type.', { schema: enumSchema(operationValues) }),
        query(
          'voucher',
          'Voucher code to apply.',
          ex.voucher === undefined ? {} : { example: ex.voucher },
        ),
        query('email', 'Buyer e-mail.'),
        query('plan', 'Only this plan (id or code).'),
        query('referer', 'Referring page.'),
        query('business', 'Business key.'),
        query('route', 'Route (pix, bankslip, livelo, vip).'),
        query('leadId', 'Lead id.'),
      ],
      success: { status: 200, description: 'The product and its plans.', schema: 'ProductPlans' },
      errors: [
        {
          status: 400,
          name: 'badPlanType',
          summary: 'Unknown plan type',
          request: { query: { planType: 'weekly' } },
        },
      ],
    },
    {
      operationId: 'getProductV2',
      method: 'GET',
      path: '/api/v2/product/{code}',
      tags: ['product'],
      summary: 'Product with its plans (v2)',
      description:
        'As v1, with planTypes and plans as comma-separated lists, planId, and priceMode=min for the cheapest plan only.',
      parameters: [
        code,
        query('business', 'Business key.', { example: ex.business }),
        query('planTypes', 'Comma-separated plan types.', { example: ex.planType }),
        query('plans', 'Comma-separated plan ids or codes.'),
        query('leadId', 'Lead id.'),
        query('operation', 'Operation type.', { schema: enumSchema(operationValues) }),
        query('voucher', 'Voucher code to apply.'),
        query('accountId', 'Account id.'),
        query('priceMode', 'min answers the cheapest plan only.', {
          schema: enumSchema(priceModeValues),
        }),
        query('seller', 'Seller.'),
        query('source', 'Source.'),
        query('email', 'Buyer e-mail.'),
        query('planId', 'Only this plan.'),
        query('enrollmentSubscriptionId', 'Subscription being enrolled.'),
      ],
      success: { status: 200, description: 'The product and its plans.', schema: 'ProductPlans' },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Plan not of this product',
          request: { query: { planId: 'no-such-plan' } },
        },
      ],
    },
    {
      operationId: 'getProductTickets',
      method: 'GET',
      path: '/api/v1/product/{code}/tickets',
      tags: ['product'],
      summary: 'Ticket lots of an event product',
      description: "The product's plans as ticket lots.",
      parameters: [
        code,
        query('business', 'Business key.', { example: ex.business }),
        query('plan', 'Only this plan (id or code).'),
      ],
      success: { status: 200, description: 'The tickets.', schema: 'TicketsResponse' },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Plan not of this product',
          request: { query: { plan: 'no-such-plan' } },
        },
      ],
    },
    {
      operationId: 'getPlanProduct',
      method: 'GET',
      path: '/api/v1/plan/{id}/product',
      tags: ['product'],
      summary: 'Product of a plan',
      description: 'The product code a plan id (the `oferta` query) belongs to (spec §8).',
      parameters: [path('id', 'Plan id or code.', ex.planId)],
      success: { status: 200, description: 'The product code.', schema: 'PlanProductResponse' },
      errors: [
        {
          status: 404,
          name: 'unknownPlan',
          summary: 'Unknown plan',
          request: { params: { id: 'no-such-plan' } },
        },
      ],
    },
    {
      operationId: 'getSeller',
      method: 'GET',
      path: '/api/v1/seller/{source}',
      tags: ['seller'],
      summary: 'Seller lookup',
      description: 'The seller (attendant) of a source: name, whether Live is enabled, account.',
      parameters: [
        path('source', 'Source: the last dash-part of the source query value.', ex.seller.source),
        query('seller', 'Seller id.', { example: ex.seller.seller, required: true }),
        query('operation', 'BR or MZ.', {
          example: ex.seller.operation,
          schema: enumSchema(countryValues),
        }),
        query('product', 'Product code.'),
      ],
      success: { status: 200, description: 'The seller.', schema: 'Seller' },
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
    {
      operationId: 'getFranchiseRegions',
      method: 'GET',
      path: '/api/v1/franchises/regions',
      tags: ['franchises'],
      summary: 'Franchise regions',
      description:
        'Regions with franchise units of a brand. Brand conquer-franquias answers the fixed data of spec §7.',
      parameters: [franchiseBrand, franchiseCountry],
      success: { status: 200, description: 'The regions.', schema: 'FranchiseRegionList' },
      errors: [
        {
          status: 404,
          name: 'unknownBrand',
          summary: 'Brand without franchises',
          request: { query: { brand: 'nobody' } },
        },
      ],
    },
    {
      operationId: 'getFranchiseCities',
      method: 'GET',
      path: '/api/v1/franchises/cities',
      tags: ['franchises'],
      summary: 'Franchise cities',
      description: 'Cities with franchise units of a brand, optionally in one region.',
      parameters: [
        franchiseBrand,
        franchiseCountry,
        query('region', 'Region (state).', { example: ex.franchise.region }),
      ],
      success: { status: 200, description: 'The cities.', schema: 'FranchiseCityList' },
      errors: [
        {
          status: 400,
          name: 'badCountry',
          summary: 'Unknown country',
          request: { query: { country: 'AR' } },
        },
      ],
    },
    {
      operationId: 'getFranchiseUnits',
      method: 'GET',
      path: '/api/v1/franchises/units',
      tags: ['franchises'],
      summary: 'Franchise units',
      description: 'Franchise units of a brand, optionally in one region and city.',
      parameters: [
        franchiseBrand,
        franchiseCountry,
        query('region', 'Region (state).', { example: ex.franchise.region }),
        query('city', 'City.', { example: ex.franchise.city }),
      ],
      success: { status: 200, description: 'The units.', schema: 'FranchiseUnitList' },
      errors: [
        {
          status: 400,
          name: 'missingBrand',
          summary: 'No brand parameter',
          request: { query: { brand: '' } },
        },
      ],
    },
    {
      operationId: 'generateContract',
      method: 'POST',
      path: '/api/v1/product/{code}/contract/generate',
      tags: ['contract'],
      summary: 'Generate a contract',
      description: 'Generates and stores the contract of a lead for a plan of the product.',
      parameters: [code],
      requestSchema: 'GenerateContractRequest',
      requestExamples: [
        {
          name: 'default',
          summary: 'Contract for the demo lead',
          body: { leadId: ex.leadId, planId: ex.planId, business: ex.business },
        },
      ],
      success: { status: 201, description: 'The generated contract.', schema: 'Contract' },
      errors: [
        {
          status: 422,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { body: { leadId: 'lead_unknown', planId: ex.planId } },
        },
      ],
    },
    {
      operationId: 'getContract',
      method: 'GET',
      path: '/api/v1/product/{code}/contract',
      tags: ['contract'],
      summary: 'A generated contract',
      description: "The contract with contractId, or the lead's latest contract for the product.",
      parameters: [
        code,
        query('leadId', 'Lead id.', { example: ex.leadId }),
        query('contractId', 'Contract id.'),
      ],
      success: { status: 200, description: 'The contract.', schema: 'Contract' },
      errors: [
        {
          status: 404,
          name: 'noContract',
          summary: 'Lead without a contract',
          request: { query: { leadId: 'lead_unknown' } },
        },
      ],
    },
    {
      operationId: 'createLead',
      method: 'POST',
      path: '/api/v1/lead',
      tags: ['lead'],
      summary: 'Create a lead',
      description: 'Stores the buyer typed on the lead step.',
      parameters: [],
      requestSchema: 'CreateLeadRequest',
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
      success: { status: 201, description: 'The lead.', schema: 'Lead' },
      errors: [
        {
          status: 422,
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
    {
      operationId: 'updateLead',
      method: 'PATCH',
      path: '/api/v1/lead/{id}',
      tags: ['lead'],
      summary: 'Update a lead',
      description:
        'Adds birth date, document (CPF or CNPJ), relation account, business or billing address.',
      parameters: [leadPath],
      requestSchema: 'UpdateLeadRequest',
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
      success: { status: 200, description: 'The updated lead.', schema: 'Lead' },
      errors: [
        {
          status: 422,
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
    {
      operationId: 'sendSmsCode',
      method: 'POST',
      path: '/api/v1/lead/{id}/phones/send-sms',
      tags: ['lead'],
      summary: 'Send an SMS code',
      description:
        'Sends a 6-digit code to the lead phone. The sandbox sends 123456 (SANDBOX_SMS_CODE), logs it and shows it at GET /api/sandbox/leads/{id}/sms-code. A new code within 30 s of the last answers 429 resend_too_soon, a 6th code in an hour 429 too_many_sms, both with Retry-After (the demo lead is exempt).',
      parameters: [leadPath],
      requestSchema: 'SendSmsRequest',
      requestExamples: [
        {
          name: 'default',
          summary: 'Send a code',
          body: { productCode: ex.productCode, business: ex.business },
        },
      ],
      success: { status: 202, description: 'The code was sent.', schema: 'SendSmsResponse' },
      errors: [
        {
          status: 404,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { params: { id: 'lead_unknown' } },
        },
      ],
    },
    {
      operationId: 'validateSmsCode',
      method: 'POST',
      path: '/api/v1/lead/{id}/phones/validate',
      tags: ['lead'],
      summary: 'Validate an SMS code',
      description:
        'Checks the last code sent; a wrong code answers 422 invalid_code, after 5 wrong tries 422 too_many_attempts.',
      parameters: [leadPath],
      requestSchema: 'ValidateSmsRequest',
      requestExamples: [
        {
          name: 'default',
          summary: 'The right code',
          body: { code: '123456', business: ex.business, productCode: ex.productCode },
        },
      ],
      success: {
        status: 200,
        description: 'The phone is verified.',
        schema: 'ValidateSmsResponse',
      },
      errors: [
        {
          status: 422,
          name: 'malformedCode',
          summary: 'Not 6 digits',
          request: { body: { code: '12ab', business: ex.business, productCode: ex.productCode } },
        },
      ],
    },
    {
      operationId: 'createPayment',
      method: 'POST',
      path: '/api/v2/payment',
      tags: ['payment'],
      summary: 'Pay (card, Pix or boleto)',
      description:
        'Charges the plan. The amount must equal the chosen installment total (card) or the plan amount (Pix, boleto), after the voucher. The card outcome depends on the test card (see sandbox/README.md). Card data is never stored: brand and last four digits only.',
      parameters: [idempotencyParameter(paymentExamples.map((item) => item.name))],
      requestSchema: 'PaymentRequest',
      requestExamples: paymentExamples,
      success: {
        status: 201,
        description: 'Approved (card) or pending (Pix, boleto).',
        schema: 'PaymentResponse',
      },
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
      ],
    },
    {
      operationId: 'getPaymentStatus',
      method: 'GET',
      path: '/api/v2/payment/{paymentId}',
      tags: ['payment'],
      summary: 'Payment status',
      description: 'Polled by the Pix page until the status is approved (or expired).',
      parameters: [path('paymentId', 'Payment id.', ex.pixPaymentId)],
      success: { status: 200, description: 'The status.', schema: 'PaymentStatusResponse' },
      errors: [
        {
          status: 404,
          name: 'unknownPayment',
          summary: 'Unknown payment',
          request: { params: { paymentId: 'pay_unknown' } },
        },
      ],
    },
    {
      operationId: 'createPaymentV1',
      method: 'POST',
      path: '/api/v1/payment',
      tags: ['payment'],
      summary: 'Pay (v1, pass-through)',
      description: 'The body is passed through and stored with any card data redacted.',
      parameters: [],
      requestSchema: 'PaymentV1Request',
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
      success: { status: 201, description: 'Received.', schema: 'PaymentV1Response' },
      errors: [
        {
          status: 400,
          name: 'notAnObject',
          summary: 'Body is not an object',
          request: { body: ['not', 'an', 'object'] },
        },
      ],
    },
    {
      operationId: 'renewSubscriptionV1',
      method: 'POST',
      path: '/api/v1/subscription/{id}/renew',
      tags: ['subscription'],
      summary: 'Renew a subscription (v1)',
      description:
        'Renews with the card on file (credit-card, default-credit-card), Pix or boleto.',
      parameters: [subscriptionPath],
      requestSchema: 'RenewV1Request',
      requestExamples: [
        {
          name: 'default',
          summary: 'Renew with the card on file',
          body: {
            ...renewCommon,
            paymentMethod: 'default-credit-card',
            numberInstallments: 1,
            sessionId: 'session-demo',
          },
        },
      ],
      success: { status: 200, description: 'Renewed.', schema: 'RenewResponse' },
      errors: [
        {
          status: 404,
          name: 'unknownSubscription',
          summary: 'Unknown subscription',
          request: { params: { id: 'sub_unknown' } },
        },
      ],
    },
    {
      operationId: 'renewSubscriptionV2',
      method: 'POST',
      path: '/api/v2/subscription/{id}/renew',
      tags: ['subscription'],
      summary: 'Renew a subscription (v2)',
      description: 'Renews with a payment method, like POST /api/v2/payment.',
      parameters: [subscriptionPath],
      requestSchema: 'RenewV2Request',
      requestExamples: [
        {
          name: 'default',
          summary: 'Renew with a card',
          body: {
            ...renewCommon,
            amount: ex.cardAmount,
            paymentMethods: [cardMethod('5555555555554444')].map((method) => ({
              ...method,
              card: { ...method.card, brand: 'mastercard' },
            })),
          },
        },
      ],
      success: { status: 200, description: 'Renewed.', schema: 'RenewResponse' },
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
    {
      operationId: 'verifyCard',
      method: 'POST',
      path: '/api/v2/subscription/{id}/custom-sale/verify-card',
      tags: ['subscription'],
      summary: 'Verify a card',
      description:
        'Authorises a card without charging and keeps it on file (brand and last four digits).',
      parameters: [subscriptionPath],
      requestSchema: 'CardInput',
      requestExamples: [
        { name: 'default', summary: 'An approved card', body: card('4111111111111111') },
      ],
      success: { status: 200, description: 'Verified.', schema: 'VerifyCardResponse' },
      errors: [
        {
          status: 402,
          name: 'declined',
          summary: 'Declined card',
          request: { body: card('4000000000000002') },
        },
      ],
    },
    {
      operationId: 'sandboxGetSmsCode',
      method: 'GET',
      path: '/api/sandbox/leads/{id}/sms-code',
      tags: ['sandbox'],
      summary: 'Sandbox only: the last SMS code of a lead',
      description: 'What a buyer would read on the phone.',
      parameters: [leadPath],
      success: { status: 200, description: 'The code.', schema: 'SandboxSmsCode' },
      errors: [
        {
          status: 404,
          name: 'unknownLead',
          summary: 'Unknown lead',
          request: { params: { id: 'lead_unknown' } },
        },
      ],
    },
    {
      operationId: 'sandboxPayPix',
      method: 'POST',
      path: '/api/sandbox/pix/{paymentId}/pay',
      tags: ['sandbox'],
      summary: 'Sandbox only: mark a Pix paid',
      description:
        'What the bank does when the buyer pays the BR Code; the status poll then answers approved.',
      parameters: [path('paymentId', 'Payment id of a Pix payment.', ex.pixPaymentId)],
      success: { status: 200, description: 'Paid.', schema: 'SandboxPixPaid' },
      errors: [
        {
          status: 409,
          name: 'notPix',
          summary: 'Not a Pix payment',
          request: { params: { paymentId: ex.bankslipPaymentId } },
        },
      ],
    },
    {
      operationId: 'sandboxBoletoPage',
      method: 'GET',
      path: '/api/sandbox/boleto/{paymentId}',
      tags: ['sandbox'],
      summary: 'Sandbox only: printable boleto',
      description: 'An HTML page with the linha digitável and the barcode (Interleaved 2 of 5).',
      parameters: [path('paymentId', 'Payment id of a boleto payment.', ex.bankslipPaymentId)],
      success: { status: 200, description: 'The boleto page.', schema: 'html' },
      errors: [
        {
          status: 404,
          name: 'unknownPayment',
          summary: 'Unknown payment',
          request: { params: { paymentId: 'pay_unknown' } },
        },
      ],
    },
    {
      operationId: 'sandboxTestCards',
      method: 'GET',
      path: '/api/sandbox/test-cards',
      tags: ['sandbox'],
      summary: 'Sandbox only: the test cards',
      description: 'Card numbers and the outcome the simulated acquirer gives them.',
      parameters: [],
      success: { status: 200, description: 'The test cards.', schema: 'SandboxTestCards' },
      errors: [],
    },
    {
      operationId: 'sandboxReset',
      method: 'POST',
      path: '/api/sandbox/reset',
      tags: ['sandbox'],
      summary: 'Sandbox only: delete all data',
      description:
        'Deletes leads, payments, subscriptions, contracts and codes, then recreates the demo records.',
      parameters: [],
      success: { status: 200, description: 'Reset.', schema: 'SandboxReset' },
      errors: [],
    },
  ];
}
