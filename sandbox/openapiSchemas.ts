import {
  cardBrandValues,
  operationValues,
  paymentMethodValues,
  planTypeValues,
  referrerValues,
} from '@/sandbox/domainEnums';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

/** A `$ref` to a component schema of the OpenAPI document. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

const text: JsonSchema = { type: 'string' };
const nullableText: JsonSchema = { type: ['string', 'null'] };
const minorUnits: JsonSchema = {
  type: 'integer',
  minimum: 0,
  description: 'Minor units (centavos).',
};
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/** A closed object schema: every listed property required unless named in `optional`. */
function closed(
  properties: Record<string, JsonSchema>,
  optional: string[] = [],
  description?: string,
): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    additionalProperties: false,
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
  };
}

const card = closed(
  {
    number: {
      type: 'string',
      description: '15 or 16 digits passing the Luhn check. Never stored or logged.',
    },
    holderName: { type: 'string', maxLength: 80 },
    expiry: { type: 'string', pattern: '^\\d{2}/\\d{2}$', description: 'MM/AA.' },
    cvv: {
      type: 'string',
      pattern: '^\\d{3,4}$',
      description: '3 digits; 4 for American Express.',
    },
    brand: { enum: [...cardBrandValues] },
  },
  [],
  'Card data typed in the payment form; the sandbox keeps the brand and the last four digits only.',
);

const paymentMethodInput: JsonSchema = {
  description: 'How the buyer pays: exactly one entry.',
  oneOf: [
    closed({
      type: { const: 'credit-card' },
      installments: { type: 'integer', minimum: 1 },
      card: { $ref: '#/components/schemas/CardInput' },
    }),
    closed({ type: { const: 'pix' } }),
    closed({ type: { enum: ['bankslip', 'bank-slip'] } }),
  ],
};

const pixDetails = closed({
  brCode: { type: 'string', description: 'BR Code "copia e cola" payload (EMV fields, CRC16).' },
  expiresAt: dateTime,
});

const bankslipDetails = closed({
  digitableLine: { type: 'string', description: 'Linha digitável, 47 digits, formatted.' },
  barcode: { type: 'string', pattern: '^\\d{44}$' },
  dueDate: { type: 'string', format: 'date' },
  url: { type: 'string', description: 'Printable boleto page.' },
});

const address = closed(
  {
    postalCode: text,
    street: text,
    number: text,
    complement: text,
    neighbourhood: text,
    city: text,
    state: text,
    country: text,
  },
  ['complement', 'neighbourhood'],
);

const installment = closed({
  id: { type: 'integer', minimum: 1, description: 'Number of installments.' },
  value: minorUnits,
  standardValue: minorUnits,
  tax: { type: 'number' },
  totalValue: minorUnits,
});

const commonRenewFields: Record<string, JsonSchema> = {
  business: text,
  captchaToken: text,
  document: { type: 'string', description: 'CPF or CNPJ.' },
  planId: text,
  productCode: text,
  seller: text,
  source: text,
  sessionId: text,
  metadata: { type: 'object' },
};

/** The component schemas of the OpenAPI document (mirror checkout/api/types.ts). */
export const openApiSchemas: Record<string, JsonSchema> = {
  ErrorBody: closed({
    error: closed({ code: text, message: text, field: text }, ['field']),
  }),
  Installment: installment,
  PlanPrice: closed({
    productCyclePrice: minorUnits,
    productFullPrice: minorUnits,
    productStandardCycle: minorUnits,
    productStandardPrice: minorUnits,
  }),
  AppliedVoucher: closed({ code: text, discount: minorUnits, description: text }),
  Plan: closed(
    {
      id: text,
      code: text,
      name: text,
      type: { enum: [...planTypeValues] },
      currency: { enum: ['R$', 'MT'] },
      amount: minorUnits,
      standardAmount: minorUnits,
      installments: { type: 'array', items: schemaRef('Installment') },
      paymentMethods: { type: 'array', items: { enum: [...paymentMethodValues] } },
      price: schemaRef('PlanPrice'),
      trialDays: { type: 'integer', minimum: 0 },
      appliedVoucher: { oneOf: [schemaRef('AppliedVoucher'), { type: 'null' }] },
      trialUsed: { type: 'boolean', const: true },
    },
    ['trialDays', 'trialUsed'],
  ),
  ProductPlans: closed({
    code: text,
    business: text,
    title: nullableText,
    planIds: {
      type: 'object',
      additionalProperties: false,
      properties: { anualProductId: text, monthlyProductId: text },
    },
    plans: { type: 'array', items: schemaRef('Plan') },
  }),
  ProductConfig: {
    type: 'object',
    description:
      'The product config file (brands/<brand>/products/<CODE>.json) minus `$schema`; its full schema is https://trilha.dev/schemas/product-config.schema.json.',
    required: ['code', 'title', 'gtm', 'designSystemId', 'hasAddressForm', 'checkoutFlow'],
    properties: {
      code: text,
      title: text,
      business: text,
      gtm: text,
      designSystemId: text,
      hasAddressForm: { type: 'boolean' },
      checkoutFlow: {
        type: 'object',
        required: ['flows'],
        properties: { flows: { type: 'array' } },
      },
    },
  },
  Ticket: closed({
    id: text,
    planId: text,
    name: text,
    currency: { enum: ['R$', 'MT'] },
    amount: minorUnits,
    installments: { type: 'array', items: schemaRef('Installment') },
    available: { type: 'boolean' },
  }),
  TicketsResponse: closed({
    productCode: text,
    business: text,
    tickets: { type: 'array', items: schemaRef('Ticket') },
  }),
  PlanProductResponse: closed({ productCode: text }),
  Seller: closed({ name: text, isLiveEnabled: { type: 'boolean' }, account: text }),
  FranchiseRegion: closed({ region: text, brand: text, country: { enum: ['BR', 'MZ'] } }),
  FranchiseCity: closed({ city: text, brand: text, country: { enum: ['BR', 'MZ'] }, region: text }),
  FranchiseUnit: closed({ salesforceId: text, name: text }),
  FranchiseRegionList: { type: 'array', items: schemaRef('FranchiseRegion') },
  FranchiseCityList: { type: 'array', items: schemaRef('FranchiseCity') },
  FranchiseUnitList: { type: 'array', items: schemaRef('FranchiseUnit') },
  GenerateContractRequest: closed({ leadId: text, planId: text, business: text }, ['business']),
  Contract: closed({
    contractId: text,
    productCode: text,
    leadId: text,
    planId: text,
    business: nullableText,
    version: text,
    text,
    createdAt: dateTime,
  }),
  CreateLeadRequest: closed(
    {
      name: { type: 'string', description: 'First and last name, letters only.' },
      email: { type: 'string', minLength: 7, maxLength: 80 },
      phone: {
        type: 'string',
        description: "Brazilian mobile `(11) 91234-5678`, or '+' and country code.",
      },
      business: text,
      productCode: text,
      source: text,
      seller: text,
      planType: { enum: [...planTypeValues] },
    },
    ['source', 'seller', 'planType'],
  ),
  Address: address,
  UpdateLeadRequest: {
    ...closed(
      {
        birthDate: { type: 'string', format: 'date' },
        document: { type: 'string', description: 'CPF or CNPJ, with or without punctuation.' },
        relationAccount: text,
        referrer: {
          type: 'string',
          description:
            "How the buyer found the product ('how did you find us'): a referrer id of spec §3.",
          enum: [...referrerValues],
        },
        business: text,
        address: schemaRef('Address'),
      },
      ['birthDate', 'document', 'relationAccount', 'referrer', 'business', 'address'],
    ),
    minProperties: 1,
  },
  Lead: closed({
    leadId: text,
    name: text,
    email: text,
    phone: text,
    business: nullableText,
    productCode: nullableText,
    birthDate: nullableText,
    document: nullableText,
    relationAccount: nullableText,
    referrer: nullableText,
    address: { oneOf: [schemaRef('Address'), { type: 'null' }] },
    phoneVerified: { type: 'boolean' },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  SendSmsRequest: closed({ productCode: text, business: text }),
  SendSmsResponse: closed({
    leadId: text,
    sent: { const: true },
    phone: text,
    expiresAt: dateTime,
  }),
  ValidateSmsRequest: closed({
    code: { type: 'string', pattern: '^\\d{6}$' },
    business: text,
    productCode: text,
  }),
  ValidateSmsResponse: closed({ leadId: text, valid: { const: true } }),
  CardInput: card,
  PaymentMethodInput: paymentMethodInput,
  PaymentRequest: closed(
    {
      name: text,
      email: text,
      amount: {
        ...minorUnits,
        description:
          "Minor units: the chosen installment's totalValue (card) or the plan amount (Pix, boleto), after the voucher.",
      },
      business: text,
      captchaToken: text,
      document: text,
      operation: { enum: [...operationValues] },
      type: text,
      voucher: text,
      paymentMethods: {
        type: 'array',
        minItems: 1,
        maxItems: 1,
        items: schemaRef('PaymentMethodInput'),
      },
      phone: text,
      sfLeadId: text,
      plan: text,
      planType: { enum: [...planTypeValues] },
      productCode: text,
      seller: text,
      source: text,
      planId: text,
    },
    [
      'captchaToken',
      'document',
      'operation',
      'type',
      'voucher',
      'phone',
      'sfLeadId',
      'plan',
      'planType',
      'seller',
      'source',
    ],
  ),
  PixDetails: pixDetails,
  BankslipDetails: bankslipDetails,
  PaymentResponse: closed(
    {
      token: text,
      redirect: text,
      paymentProfileIds: { type: 'array', items: text },
      route: { enum: ['pix', 'bankslip', null] },
      paymentId: text,
      status: { enum: ['approved', 'pending'] },
      subscriptionId: text,
      pix: schemaRef('PixDetails'),
      bankslip: schemaRef('BankslipDetails'),
    },
    ['pix', 'bankslip'],
  ),
  PaymentStatusResponse: closed({
    paymentId: text,
    status: { enum: ['approved', 'pending', 'declined', 'failed', 'expired'] },
    method: text,
  }),
  PaymentV1Request: {
    type: 'object',
    description: 'Passed through and stored with card data redacted.',
  },
  PaymentV1Response: closed(
    {
      paymentId: text,
      status: {
        enum: ['received', 'approved', 'pending'],
        description: '`received` for a passed-through body; an invoice or upgrade payment is charged.',
      },
      token: text,
      redirect: text,
      paymentProfileIds: { type: 'array', items: text },
      route: { enum: ['pix', 'bankslip', null] },
      invoiceId: text,
      subscriptionId: text,
      pix: schemaRef('PixDetails'),
      bankslip: schemaRef('BankslipDetails'),
    },
    ['invoiceId', 'subscriptionId', 'pix', 'bankslip'],
  ),
  RenewV1Request: closed(
    {
      ...commonRenewFields,
      numberInstallments: { type: 'integer', minimum: 1 },
      paymentMethod: { enum: ['credit-card', 'default-credit-card', 'pix', 'bankslip'] },
    },
    ['captchaToken', 'document', 'seller', 'source', 'sessionId', 'metadata', 'numberInstallments'],
  ),
  RenewV2Request: closed(
    {
      ...commonRenewFields,
      amount: minorUnits,
      type: text,
      paymentMethods: {
        type: 'array',
        minItems: 1,
        maxItems: 1,
        items: schemaRef('PaymentMethodInput'),
      },
    },
    ['captchaToken', 'document', 'seller', 'source', 'sessionId', 'metadata', 'type'],
  ),
  RenewResponse: closed({
    subscriptionId: text,
    status: { enum: ['active', 'pending'] },
    planId: text,
    renewCount: { type: 'integer', minimum: 1 },
    payment: closed(
      {
        paymentId: text,
        status: { enum: ['approved', 'pending'] },
        method: text,
        pix: schemaRef('PixDetails'),
        bankslip: schemaRef('BankslipDetails'),
      },
      ['pix', 'bankslip'],
    ),
  }),
  VerifyCardResponse: closed({
    subscriptionId: text,
    verified: { const: true },
    brand: { enum: [...cardBrandValues] },
    last4: { type: 'string', pattern: '^\\d{4}$' },
  }),
  SandboxSmsCode: closed({
    leadId: text,
    code: { type: 'string', pattern: '^\\d{6}$' },
    expiresAt: dateTime,
  }),
  SandboxPixPaid: closed({
    paymentId: text,
    status: { const: 'approved' },
    method: { const: 'pix' },
  }),
  SandboxTestCards: closed({
    cards: {
      type: 'array',
      items: closed({
        number: text,
        brand: { enum: [...cardBrandValues] },
        outcome: {
          enum: ['approved', 'declined', 'insufficient_funds', 'processor_error', 'slow'],
        },
        description: text,
      }),
    },
  }),
  SandboxReset: closed({ reset: { const: true } }),
};
