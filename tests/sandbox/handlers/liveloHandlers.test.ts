import {
  getLiveloAccount,
  redeemLivelo,
  sendLiveloCode,
  validateLiveloCode,
} from '@/checkout/livelo/liveloApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const card = {
  number: '4111111111111111',
  holderName: 'MARIA SOUZA',
  expiry: '12/30',
  cvv: '123',
  brand: 'visa' as const,
};

describe('liveloHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer({ settings: { logSmsCodes: false } });
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should price the annual plan in points, mixed and cash against the balance', async () => {
    const account = await getLiveloAccount(
      { cpf: '111.444.777-35', productCode: 'CURSO' },
      running.client,
    );
    expect(account).toEqual({
      balance: 30000,
      maskedPhone: '(21) *****-5432',
      maskedEmail: 'jo***@example.com',
      planId: 'curso-anual',
      options: [
        { type: 'points', amountPoints: 57000, amountCash: 0, available: false },
        { type: 'mixed', amountPoints: 28500, amountCash: 57000, available: true },
        { type: 'cash', amountPoints: 0, amountCash: 114000, available: true },
      ],
    });
  });

  it('should answer 423 for a blocked account, 503 when down and 422 for a bad CPF', async () => {
    const ask = (cpf: string) => getLiveloAccount({ cpf, productCode: 'CURSO' }, running.client);
    await expectApiError(ask('390.533.447-05'), { status: 423, code: 'livelo_account_blocked' });
    await expectApiError(ask('123.456.789-09'), { status: 503, code: 'livelo_unavailable' });
    await expectApiError(ask('529.982.247-26'), { status: 422, code: 'invalid_cpf' });
  });

  it('should hold a second code for 30 s and lock after three wrong codes', async () => {
    const cpf = '935.411.347-80';
    await expect(sendLiveloCode({ cpf, device: 'email' }, running.client)).resolves.toEqual({
      device: 'email',
      sentTo: 'an***@example.com',
      resendAfterSeconds: 30,
    });
    await expectApiError(sendLiveloCode({ cpf, device: 'sms' }, running.client), {
      status: 429,
      code: 'livelo_code_cooldown',
    });
    const wrong = () => validateLiveloCode({ cpf, code: '000000' }, running.client);
    await expectApiError(wrong(), { status: 422, code: 'livelo_code_invalid' });
    await expectApiError(wrong(), { status: 422, code: 'livelo_code_invalid' });
    await expectApiError(wrong(), { status: 423, code: 'livelo_code_locked' });
    await expectApiError(validateLiveloCode({ cpf, code: '654321' }, running.client), {
      status: 423,
      code: 'livelo_code_locked',
    });
  });

  it('should redeem with the authorization of a verified code, charging the card for mixed', async () => {
    const cpf = '529.982.247-25';
    const { authorization } = await validateLiveloCode({ cpf, code: '654321' }, running.client);
    const base = { cpf, authorization, productCode: 'CURSO' };
    await expectApiError(redeemLivelo({ ...base, type: 'mixed' }, running.client), {
      status: 422,
      code: 'missing_field',
    });
    await expectApiError(
      redeemLivelo(
        { ...base, type: 'mixed', card: { ...card, number: '4000000000000002' } },
        running.client,
      ),
      { status: 402, code: 'card_declined' },
    );
    await expect(
      redeemLivelo({ ...base, type: 'mixed', card }, running.client),
    ).resolves.toMatchObject({
      type: 'mixed',
      amountPoints: 28500,
      amountCash: 57000,
      balanceAfter: 71500,
      token: expect.stringMatching(/^tok_/),
    });
    await expectApiError(
      redeemLivelo({ ...base, cpf: '111.444.777-35', type: 'points' }, running.client),
      { status: 401, code: 'livelo_not_authorized' },
    );
  });

  it('should store a payments row for every redemption, the card of the mixed option redacted (issue 35)', async () => {
    const cpf = '529.982.247-25';
    const { authorization } = await validateLiveloCode({ cpf, code: '654321' }, running.client);
    const base = { cpf, authorization, productCode: 'CURSO' };
    const mixed = await redeemLivelo(
      {
        ...base,
        type: 'mixed',
        card: { ...card, number: '5555 5555 5555 4444', cvv: '987', brand: 'mastercard' },
      },
      running.client,
    );
    const points = await redeemLivelo({ ...base, type: 'points' }, running.client);
    const rowOf = (id: string) =>
      running.sandbox.context().db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as
        | Record<string, unknown>
        | undefined;
    const mixedRow = rowOf(mixed.paymentId);
    expect(mixedRow).toMatchObject({
      method: 'livelo',
      status: 'approved',
      amount: 57000,
      product_code: 'CURSO',
      card_brand: 'mastercard',
      card_last4: '4444',
      token: mixed.token,
    });
    const stored = String(mixedRow?.request_json);
    expect(stored).not.toMatch(/5555 ?5555|987|12\/30|654321/);
    expect(JSON.parse(stored)).toMatchObject({
      type: 'mixed',
      productCode: 'CURSO',
      card: { number: '****4444', holderName: 'MARIA SOUZA' },
    });
    expect(rowOf(points.paymentId)).toMatchObject({
      method: 'livelo',
      status: 'approved',
      amount: 0,
      card_last4: null,
    });
  });
});
