/**
 * Issue 24 item 3: the preview's API client answers every state-changing call from the API
 * contract's examples and sends only reads of real records to the API.
 */
import type { ApiClient } from '@/checkout/api/apiClient';
import { apiExamples, previewSession } from '@/studio/server/apiExamples';
import { createPreviewApiClient } from '@/studio/preview/previewApiClient';

function recordingClient(): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const record = (method: string) => (path: string) => {
    calls.push(`${method} ${path}`);
    return Promise.resolve({ real: true } as never);
  };
  return { baseURL: '', calls, get: record('GET'), post: record('POST'), patch: record('PATCH') };
}

describe('the studio preview API client', () => {
  it('should answer a Pix payment with the Pix example and never call the API', async () => {
    const real = recordingClient();
    const client = createPreviewApiClient(real, apiExamples());
    const answer = await client.post<{
      route: string;
      pix?: { brCode: string };
      paymentId: string;
    }>('/api/v2/payment', { paymentMethods: [{ type: 'pix' }], amount: 9500 });
    expect(answer).toMatchObject({ route: 'pix', pix: { brCode: expect.any(String) } });
    // The status of that made-up payment is an example too: the sandbox does not know it.
    await expect(client.get(`/api/v2/payment/${answer.paymentId}`)).resolves.toMatchObject({
      status: 'pending',
    });
    const card = await client.post<{ route: unknown }>('/api/v2/payment', {
      paymentMethods: [{ type: 'credit-card' }],
    });
    expect(card.route).toBeNull();
    await client.patch('/api/v1/lead/lead_demo', { name: 'Ana' });
    await client.post('/api/v1/lead', { name: 'Ana' });
    expect(real.calls).toEqual([]);
  });

  it('should send reads of real records to the API', async () => {
    const real = recordingClient();
    const client = createPreviewApiClient(real, apiExamples(), [previewSession().pix.paymentId]);
    await client.get('/api/v2/product/MS?business=medcof');
    await expect(
      client.get(`/api/v2/payment/${previewSession().pix.paymentId}`),
    ).resolves.toMatchObject({
      status: 'pending',
    });
    expect(real.calls).toEqual(['GET /api/v2/product/MS?business=medcof']);
  });

  it('should refuse a call the contract does not have, without sending it', async () => {
    const real = recordingClient();
    const client = createPreviewApiClient(real, apiExamples());
    await expect(client.post('/api/v9/nothing', {})).rejects.toMatchObject({ status: 501 });
    expect(real.calls).toEqual([]);
  });

  it('should give the Pix and success steps an example Pix code and purchase', () => {
    expect(previewSession()).toMatchObject({
      pix: { paymentId: 'pay_demo_pix', brCode: expect.any(String), amount: 9500 },
      purchase: { planName: 'Anual', amount: 9500, method: 'credit-card', paid: true },
    });
  });

  it('should give the Livelo steps the example account, code and authorization (they said the session expired)', () => {
    expect(previewSession().livelo).toMatchObject({
      cpf: '529.982.247-25',
      account: { planId: 'ms-anual', options: [{ type: 'mixed' }] },
      type: 'mixed',
      device: 'sms',
      authorization: expect.any(String),
    });
  });
});
