import { createLead, sendSmsCode, validateSmsCode } from '@/checkout/api/checkoutApi';
import type { CreateLeadRequest } from '@/checkout/api/types';
import { resolveSmsTestCode } from '@/sandbox/smsCodeRecords';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const buyer: CreateLeadRequest = {
  name: 'Ana Pereira',
  email: 'ana.pereira@example.com',
  phone: '(21) 99876-5432',
  business: 'medcof',
  productCode: 'CURSO',
};
const smsBody = { productCode: 'CURSO', business: 'medcof' };

describe('SMS phone verification in the sandbox', () => {
  describe('with the default settings', () => {
    let running: RunningSandbox;

    beforeAll(async () => {
      running = await startSandboxServer({ settings: { logSmsCodes: false } });
    });

    afterAll(async () => {
      await running.dispose();
    });

    it('should send the documented test code 123456 to every lead and accept it', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await sendSmsCode(leadId, smsBody, running.client);
      await expectApiError(
        validateSmsCode(leadId, { ...smsBody, code: '000000' }, running.client),
        { status: 422, code: 'invalid_code', field: 'code' },
      );
      await expect(
        validateSmsCode(leadId, { ...smsBody, code: '123456' }, running.client),
      ).resolves.toEqual({ leadId, valid: true });
    });

    it('should refuse a second code within 30 s with 429 resend_too_soon and Retry-After', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await sendSmsCode(leadId, smsBody, running.client);
      const response = await fetch(`${running.baseUrl}/api/v1/lead/${leadId}/phones/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(smsBody),
      });
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(29);
      expect(retryAfter).toBeLessThanOrEqual(30);
      await expect(response.json()).resolves.toEqual({
        error: {
          code: 'resend_too_soon',
          message: expect.stringMatching(/^A new SMS code can be sent (29|30) s from now\.$/),
        },
      });
    });

    it('should let the demo lead receive codes without a cooldown', async () => {
      const demo = 'lead_demo';
      await sendSmsCode(demo, smsBody, running.client);
      await expect(sendSmsCode(demo, smsBody, running.client)).resolves.toMatchObject({
        leadId: demo,
        sent: true,
      });
    });
  });

  describe('with a short cooldown', () => {
    let running: RunningSandbox;

    beforeAll(async () => {
      running = await startSandboxServer({
        settings: {
          logSmsCodes: false,
          smsResendCooldownMs: 0,
          smsMaxSendsPerHour: 3,
          smsTestCode: null,
        },
      });
    });

    afterAll(async () => {
      await running.dispose();
    });

    it('should send random codes when no test code is set', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await sendSmsCode(leadId, smsBody, running.client);
      const { code } = await running.client.get<{ code: string }>(
        `/api/sandbox/leads/${leadId}/sms-code`,
      );
      expect(code).toMatch(/^\d{6}$/);
      await expect(validateSmsCode(leadId, { ...smsBody, code }, running.client)).resolves.toEqual({
        leadId,
        valid: true,
      });
    });

    it('should cap the codes per lead per hour with 429 too_many_sms', async () => {
      const { leadId } = await createLead(buyer, running.client);
      for (let sent = 0; sent < 3; sent += 1) await sendSmsCode(leadId, smsBody, running.client);
      await expectApiError(sendSmsCode(leadId, smsBody, running.client), {
        status: 429,
        code: 'too_many_sms',
        message: '3 SMS codes were sent to this lead in the last hour; try again later.',
      });
    });

    it('should accept the right code again after a new code follows too many wrong tries', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await sendSmsCode(leadId, smsBody, running.client);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // A malformed code breaks the declared contract (6 digits): 400, before any check.
        await expectApiError(validateSmsCode(leadId, { ...smsBody, code: 'x' }, running.client), {
          status: 400,
          code: 'invalid_format',
        });
      }
      const first = await running.client.get<{ code: string }>(
        `/api/sandbox/leads/${leadId}/sms-code`,
      );
      const wrong = first.code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expectApiError(validateSmsCode(leadId, { ...smsBody, code: wrong }, running.client), {
          code: 'invalid_code',
        });
      }
      await expectApiError(
        validateSmsCode(leadId, { ...smsBody, code: first.code }, running.client),
        {
          status: 422,
          code: 'too_many_attempts',
        },
      );
      await sendSmsCode(leadId, smsBody, running.client);
      const second = await running.client.get<{ code: string }>(
        `/api/sandbox/leads/${leadId}/sms-code`,
      );
      await expect(
        validateSmsCode(leadId, { ...smsBody, code: second.code }, running.client),
      ).resolves.toEqual({ leadId, valid: true });
    });
  });

  describe('resolveSmsTestCode', () => {
    it('should default to 123456, turn random on with "random", and refuse anything else', () => {
      expect(resolveSmsTestCode(undefined)).toBe('123456');
      expect(resolveSmsTestCode(' ')).toBe('123456');
      expect(resolveSmsTestCode('random')).toBeNull();
      expect(resolveSmsTestCode('654321')).toBe('654321');
      expect(() => resolveSmsTestCode('12345')).toThrow(
        "SANDBOX_SMS_CODE must be six digits or 'random'; got '12345'.",
      );
    });
  });
});
