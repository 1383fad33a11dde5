import type { ApiOperationId } from '@/schemas/generated/apiOperations';
import { liveloAuthorization, liveloTestCode } from '@/sandbox/liveloRecords';
import type { OpenApiExampleValues } from '@/sandbox/openapiExampleValues';
import type { OperationExamples } from '@/sandbox/openapiExampleTypes';

/** The OpenAPI examples of the Livelo operations (test CPFs of sandbox/README.md). */
export function liveloOpenApiExamples(
  ex: OpenApiExampleValues,
): Partial<Record<ApiOperationId, OperationExamples>> {
  const richCpf = '529.982.247-25';
  const product = { productCode: ex.productCode };
  return {
    liveloAccount: {
      requestExamples: [
        {
          name: 'default',
          summary: 'Test CPF with 100000 points',
          body: { cpf: richCpf, ...product, planId: ex.planId },
        },
      ],
      errors: [
        {
          status: 423,
          name: 'blocked',
          summary: 'Blocked account',
          request: { body: { cpf: '390.533.447-05', ...product } },
        },
        {
          status: 503,
          name: 'unavailable',
          summary: 'Livelo down',
          request: { body: { cpf: '123.456.789-09', ...product } },
        },
      ],
    },
    liveloSendCode: {
      requestExamples: [
        { name: 'default', summary: 'By SMS', body: { cpf: richCpf, device: 'sms' } },
      ],
    },
    liveloValidateCode: {
      requestExamples: [
        { name: 'default', summary: 'The test code', body: { cpf: richCpf, code: liveloTestCode } },
      ],
      errors: [
        {
          status: 422,
          name: 'wrongCode',
          summary: 'Wrong code',
          request: { body: { cpf: '111.444.777-35', code: '000000' } },
        },
      ],
    },
    liveloRedeem: {
      requestExamples: [
        {
          name: 'default',
          summary: 'Mixed: points and card',
          body: {
            cpf: richCpf,
            authorization: liveloAuthorization('52998224725'),
            ...product,
            planId: ex.planId,
            type: 'mixed',
            card: {
              number: '4111111111111111',
              holderName: 'MARIA DEMONSTRACAO',
              expiry: '12/30',
              cvv: '123',
              brand: 'visa',
            },
            leadId: ex.leadId,
          },
        },
      ],
      errors: [
        {
          status: 401,
          name: 'notAuthorized',
          summary: 'Authorization of another CPF',
          request: {
            body: { cpf: '111.444.777-35', authorization: 'lva_x', ...product, type: 'points' },
          },
        },
      ],
    },
  };
}
