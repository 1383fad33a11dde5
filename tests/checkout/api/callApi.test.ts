import fs from 'node:fs';
import path from 'node:path';
import type { ApiClient, ApiRequestOptions } from '@/checkout/api/apiClient';
import { callApi, fillPath } from '@/checkout/api/callApi';
import { apiRoutes } from '@/schemas/generated/apiRoutes';

interface SentCall {
  method: string;
  path: string;
  body?: unknown;
  options?: ApiRequestOptions;
}

function recordingClient(sent: SentCall[]): ApiClient {
  return {
    baseURL: 'http://api.test',
    get: async (callPath, options) => {
      sent.push({ method: 'GET', path: callPath, options });
      return {} as never;
    },
    post: async (callPath, body, options) => {
      sent.push({ method: 'POST', path: callPath, body, options });
      return {} as never;
    },
    patch: async (callPath, body, options) => {
      sent.push({ method: 'PATCH', path: callPath, body, options });
      return {} as never;
    },
  };
}

describe('callApi', () => {
  it('should send the method and path the contract lists, with the template as fingerprint', async () => {
    const sent: SentCall[] = [];
    await callApi(
      'updateLead',
      { params: { id: 'lead/1 ?' }, body: { document: '52998224725' } },
      recordingClient(sent),
    );
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/lead/lead%2F1%20%3F',
        body: { document: '52998224725' },
        options: expect.objectContaining({ fingerprint: '/api/v1/lead/{id}' }),
      },
    ]);
  });

  it('should pass the query and drop headers left undefined', async () => {
    const sent: SentCall[] = [];
    await callApi(
      'getProductV2',
      { params: { code: 'MS' }, query: { planTypes: ['yearly'] } },
      recordingClient(sent),
    );
    await callApi(
      'createPayment',
      { body: {} as never, headers: { 'Idempotency-Key': undefined } },
      recordingClient(sent),
    );
    expect(sent[0]?.options?.params).toEqual({ planTypes: ['yearly'] });
    expect(sent[1]?.options?.headers).toBeUndefined();
  });

  it('should refuse a call missing a path parameter rather than send a broken path', () => {
    expect(() => fillPath('/api/v1/lead/{id}', {})).toThrow(
      "/api/v1/lead/{id}: path parameter 'id' is missing",
    );
  });

  it('should list exactly the operations of schemas/api/operations.json', () => {
    const contract = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'schemas/api/operations.json'), 'utf8'),
    ) as { operations: Array<{ operationId: string; method: string; path: string }> };
    expect(apiRoutes).toEqual(
      Object.fromEntries(
        contract.operations.map((operation) => [
          operation.operationId,
          { method: operation.method, path: operation.path },
        ]),
      ),
    );
  });
});
