import { liveloAuthorization, liveloTestCode } from '@/sandbox/liveloRecords';
import type { OpenApiExampleValues } from '@/sandbox/openapiExampleValues';
import type { OperationSpec } from '@/sandbox/openapiOperations';
import type { JsonSchema } from '@/sandbox/openapiSchemas';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };

function closed(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
  };
}

const cpf: JsonSchema = {
  type: 'string',
  description: 'CPF of the Livelo account, 000.000.000-00 or 11 digits.',
};

/** Component schemas of the simulated Livelo program. */
export const liveloOpenApiSchemas: Record<string, JsonSchema> = {
  LiveloAccountRequest: closed({ cpf, productCode: text, planId: text }, ['planId']),
  LiveloOption: closed({
    type: { enum: ['points', 'mixed', 'cash'] },
    amountPoints: count,
    amountCash: { ...count, description: 'Minor units (centavos).' },
    available: { type: 'boolean' },
  }),
  LiveloAccount: closed({
    balance: count,
    maskedPhone: text,
    maskedEmail: text,
    planId: text,
    options: { type: 'array', items: { $ref: '#/components/schemas/LiveloOption' } },
  }),
  LiveloSendCodeRequest: closed({ cpf, device: { enum: ['sms', 'email'] } }),
  LiveloCodeSent: closed({
    device: { enum: ['sms', 'email'] },
    sentTo: text,
    resendAfterSeconds: count,
  }),
  LiveloValidateCodeRequest: closed({ cpf, code: text }),
  LiveloAuthorization: closed({ authorization: text }),
  LiveloRedeemRequest: closed(
    {
      cpf,
      authorization: text,
      productCode: text,
      planId: text,
      type: { enum: ['points', 'mixed', 'cash'] },
      card: { $ref: '#/components/schemas/CardInput' },
      leadId: text,
    },
    ['planId', 'card', 'leadId'],
  ),
  LiveloRedemption: closed({
    paymentId: text,
    token: text,
    type: { enum: ['points', 'mixed', 'cash'] },
    amountPoints: count,
    amountCash: count,
    balanceAfter: count,
  }),
};

/** The documented Livelo operations (sandbox/handlers/liveloHandlers.ts). */
export function liveloOpenApiOperations(ex: OpenApiExampleValues): OperationSpec[] {
  const richCpf = '529.982.247-25';
  const card = {
    number: '4111111111111111',
    holderName: 'MARIA DEMONSTRACAO',
    expiry: '12/30',
    cvv: '123',
    brand: 'visa',
  };
  return [
    {
      operationId: 'liveloAccount',
      method: 'POST',
      path: '/api/v1/livelo/account',
      tags: ['livelo'],
      summary: 'Livelo balance and price options of a CPF',
      description:
        'The balance, masked contacts and the ways to pay the plan (points, mixed, cash) with whether the balance covers each.',
      parameters: [],
      requestSchema: 'LiveloAccountRequest',
      requestExamples: [
        {
          name: 'default',
          summary: 'Test CPF with 100000 points',
          body: { cpf: richCpf, productCode: ex.productCode, planId: ex.planId },
        },
      ],
      success: { status: 200, description: 'The account.', schema: 'LiveloAccount' },
      errors: [
        {
          status: 423,
          name: 'blocked',
          summary: 'Blocked account',
          request: { body: { cpf: '390.533.447-05', productCode: ex.productCode } },
        },
        {
          status: 503,
          name: 'unavailable',
          summary: 'Livelo down',
          request: { body: { cpf: '123.456.789-09', productCode: ex.productCode } },
        },
      ],
    },
    {
      operationId: 'liveloSendCode',
      method: 'POST',
      path: '/api/v1/livelo/code',
      tags: ['livelo'],
      summary: 'Send a Livelo one-time code',
      description: `Sends the code (always ${liveloTestCode} in the sandbox) by SMS or e-mail; once per 30 s.`,
      parameters: [],
      requestSchema: 'LiveloSendCodeRequest',
      requestExamples: [
        { name: 'default', summary: 'By SMS', body: { cpf: richCpf, device: 'sms' } },
      ],
      success: { status: 201, description: 'Sent.', schema: 'LiveloCodeSent' },
      errors: [],
    },
    {
      operationId: 'liveloValidateCode',
      method: 'POST',
      path: '/api/v1/livelo/code/validate',
      tags: ['livelo'],
      summary: 'Check a Livelo one-time code',
      description:
        'The right code gives an authorization to redeem; a wrong one answers 422 with the attempts left, and 423 after 3.',
      parameters: [],
      requestSchema: 'LiveloValidateCodeRequest',
      requestExamples: [
        { name: 'default', summary: 'The test code', body: { cpf: richCpf, code: liveloTestCode } },
      ],
      success: { status: 200, description: 'Verified.', schema: 'LiveloAuthorization' },
      errors: [
        {
          status: 422,
          name: 'wrongCode',
          summary: 'Wrong code',
          request: { body: { cpf: '111.444.777-35', code: '000000' } },
        },
      ],
    },
    {
      operationId: 'liveloRedeem',
      method: 'POST',
      path: '/api/v1/livelo/redeem',
      tags: ['livelo'],
      summary: 'Pay with Livelo points',
      description:
        'Redeems the points of the chosen option; the cash part of mixed is paid by card.',
      parameters: [],
      requestSchema: 'LiveloRedeemRequest',
      requestExamples: [
        {
          name: 'default',
          summary: 'Mixed: points and card',
          body: {
            cpf: richCpf,
            authorization: liveloAuthorization('52998224725'),
            productCode: ex.productCode,
            planId: ex.planId,
            type: 'mixed',
            card,
            leadId: ex.leadId,
          },
        },
      ],
      success: { status: 201, description: 'Paid.', schema: 'LiveloRedemption' },
      errors: [
        {
          status: 401,
          name: 'notAuthorized',
          summary: 'Authorization of another CPF',
          request: {
            body: {
              cpf: '111.444.777-35',
              authorization: 'lva_x',
              productCode: ex.productCode,
              type: 'points',
            },
          },
        },
      ],
    },
  ];
}
