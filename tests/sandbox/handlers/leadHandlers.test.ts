import { createLead, sendSmsCode, updateLead, validateSmsCode } from '@/checkout/api/checkoutApi';
import type { CreateLeadRequest, UpdateLeadRequest } from '@/checkout/api/types';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const buyer: CreateLeadRequest = {
  name: 'João da Silva',
  email: 'Joao.Silva@Example.com',
  phone: '(11) 98765-4321',
  business: 'medcof',
  productCode: 'CURSO',
};

describe('leadHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  describe('POST /api/v1/lead', () => {
    it('should create a lead and answer it with its id', async () => {
      const lead = await createLead(buyer, running.client);
      expect(lead).toEqual({
        leadId: expect.stringMatching(/^lead_[0-9a-f]{20}$/),
        name: 'João da Silva',
        email: 'joao.silva@example.com',
        phone: '(11) 98765-4321',
        business: 'medcof',
        productCode: 'CURSO',
        birthDate: null,
        document: null,
        relationAccount: null,
        referrer: null,
        address: null,
        testLocation: null,
        phoneVerified: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('should accept a foreign phone starting with +', async () => {
      await expect(
        createLead({ ...buyer, phone: '+258 84 123 4567' }, running.client),
      ).resolves.toHaveProperty('phone', '+258 84 123 4567');
    });

    // Shapes the contract declares (schemas/api) answer 400; what only the data can refuse, 422.
    it.each([
      [
        'name',
        { name: 'João' },
        400,
        'invalid_format',
        "'name' is refused by the 'name' field rule: 'Preencha com nome e sobrenome.'.",
      ],
      [
        'name',
        { name: 'João 3º' },
        400,
        'invalid_format',
        "'name' is refused by the 'name' field rule: 'Insira apenas letras'.",
      ],
      [
        'email',
        { email: 'joao@x' },
        400,
        'invalid_format',
        "'email' is refused by the 'email' field rule: 'Insira um email válido.'.",
      ],
      [
        'email',
        { email: 'joão@example.com' },
        400,
        'invalid_format',
        "'email' is refused by the 'email' field rule: 'Insira um email válido.'.",
      ],
      [
        'phone',
        { phone: '(11) 8765-4321' },
        400,
        'invalid_format',
        expect.stringContaining("'phone' is refused by the 'phone' field rule: 'Insira o DDD"),
      ],
      ['phone', { phone: '+123' }, 400, 'invalid_format', expect.stringContaining("'phone'")],
      [
        'productCode',
        { productCode: 'NOPE' },
        422,
        'product_not_found',
        "'productCode' names product 'NOPE', which is not in any catalogue.",
      ],
      [
        'business',
        { business: 'Not Kebab' },
        400,
        'invalid_format',
        "'business' must be a kebab-case business key.",
      ],
    ])('should refuse %s when it is invalid', async (field, change, status, code, message) => {
      const error = await expectApiError(createLead({ ...buyer, ...change }, running.client), {
        status,
        code,
        field,
      });
      expect((error.body as { error: { message: string } }).error.message).toEqual(message);
    });

    it('should answer 400 required for a missing field', async () => {
      const withoutEmail: Partial<CreateLeadRequest> = { ...buyer };
      delete withoutEmail.email;
      await expectApiError(createLead(withoutEmail as CreateLeadRequest, running.client), {
        status: 400,
        code: 'required',
        field: 'email',
        message: "'email' is required.",
      });
    });

    it('should answer 400 for a body that is not JSON or not an object', async () => {
      const response = await fetch(`${running.baseUrl}/api/v1/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({
        error: { code: 'invalid_json', message: 'Request body is not valid JSON.' },
      });
      await expectApiError(running.client.post('/api/v1/lead', ['a']), {
        status: 400,
        code: 'invalid_body',
      });
      await expectApiError(running.client.post('/api/v1/lead'), {
        status: 400,
        code: 'missing_body',
      });
    });
  });

  describe('PATCH /api/v1/lead/{id}', () => {
    it('should add birth date, document (digits only), relation account, business and address', async () => {
      const { leadId } = await createLead(buyer, running.client);
      const address = {
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 1',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
      };
      const lead = await updateLead(
        leadId,
        {
          birthDate: '1990-05-17',
          document: '529.982.247-25',
          relationAccount: 'ACC-1',
          business: 'conquer',
          address,
        },
        running.client,
      );
      expect(lead).toMatchObject({
        leadId,
        birthDate: '1990-05-17',
        document: '52998224725',
        relationAccount: 'ACC-1',
        business: 'conquer',
        address,
      });
      const again = await updateLead(leadId, { document: '11.222.333/0001-81' }, running.client);
      expect(again).toMatchObject({ document: '11222333000181', birthDate: '1990-05-17' });
      const answered = await updateLead(leadId, { referrer: 'instagram' }, running.client);
      expect(answered).toMatchObject({ referrer: 'instagram', relationAccount: 'ACC-1' });
      await expect(
        updateLead(leadId, { referrer: 'tv' as never }, running.client),
      ).rejects.toMatchObject({
        status: 400,
        body: { error: { field: 'referrer' } },
      });
    });

    it('should store a card number typed into the address masked', async () => {
      const { leadId } = await createLead(buyer, running.client);
      const lead = await updateLead(
        leadId,
        {
          address: {
            postalCode: '01310-100',
            street: 'Avenida Paulista',
            number: '1000',
            complement: 'cartao 4111/1111/1111/1111',
            city: 'São Paulo',
            state: 'SP',
            country: 'Brasil',
          },
        },
        running.client,
      );
      expect(lead.address?.complement).toBe('cartao ****1111');
      const row = running.sandbox
        .context()
        .db.prepare('SELECT address_json FROM leads WHERE id = ?')
        .get(leadId) as { address_json: string };
      expect(row.address_json).not.toContain('4111/1111');
    });

    it("should store the exam city of a military-exam buyer and keep the lead's other fields", async () => {
      const { leadId } = await createLead(buyer, running.client);
      await updateLead(leadId, { relationAccount: 'ACC-9' }, running.client);
      const lead = await updateLead(
        leadId,
        { testLocation: { city: 'Guaratinguetá', state: 'SP' } },
        running.client,
      );
      expect(lead).toMatchObject({
        testLocation: { city: 'Guaratinguetá', state: 'SP' },
        relationAccount: 'ACC-9',
      });
      const later = await updateLead(leadId, { business: 'eumilitar' }, running.client);
      expect(later.testLocation).toEqual({ city: 'Guaratinguetá', state: 'SP' });
      await expect(
        updateLead(
          leadId,
          { testLocation: { city: 'Guaratinguetá', state: 'XX' as never } },
          running.client,
        ),
      ).rejects.toMatchObject({ status: 400, body: { error: { field: 'testLocation.state' } } });
    });

    it.each([
      [
        'document',
        { document: '111.111.111-11' },
        400,
        'invalid_format',
        "'document' is refused by the 'document' field rule: 'Insira um CPF válido.'.",
      ],
      [
        'document',
        { document: '11.222.333/0001-80' },
        400,
        'invalid_format',
        "'document' is refused by the 'document' field rule: 'Insira um CNPJ válido.'.",
      ],
      [
        'document',
        { document: '1234' },
        400,
        'invalid_format',
        "'document' is refused by the 'document' field rule: 'Revise este campo.'.",
      ],
      [
        'birthDate',
        { birthDate: '17/05/1990' },
        400,
        'invalid_format',
        "'birthDate' must be a date YYYY-MM-DD.",
      ],
      [
        'birthDate',
        { birthDate: '1990-02-30' },
        422,
        'invalid_date',
        "'birthDate' is not a calendar date.",
      ],
      [
        'birthDate',
        { birthDate: '2999-01-01' },
        422,
        'invalid_date',
        "'birthDate' must be between 1900-01-01 and today.",
      ],
      [
        'address.city',
        {
          address: {
            postalCode: '01310-100',
            street: 'Rua A',
            number: '1',
            state: 'SP',
            country: 'Brasil',
          },
        },
        400,
        'required',
        "'address.city' is required.",
      ],
    ])('should refuse %s when it is invalid', async (field, change, status, code, message) => {
      const { leadId } = await createLead(buyer, running.client);
      await expectApiError(updateLead(leadId, change as UpdateLeadRequest, running.client), {
        status,
        code,
        field,
        message,
      });
    });

    it('should answer 400 for an empty update and 404 for an unknown lead', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await expectApiError(updateLead(leadId, {}, running.client), {
        status: 400,
        code: 'empty_body',
      });
      await expectApiError(
        updateLead('lead_unknown', { document: '529.982.247-25' }, running.client),
        {
          status: 404,
          code: 'lead_not_found',
          field: 'id',
        },
      );
    });
  });

  describe('SMS verification', () => {
    const smsBody = { productCode: 'CURSO', business: 'medcof' };

    it('should send a 6-digit code, log it, show it on the sandbox endpoint and verify the phone with it', async () => {
      const { leadId } = await createLead(buyer, running.client);
      const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
      const sent = await sendSmsCode(leadId, smsBody, running.client);
      expect(sent).toEqual({
        leadId,
        sent: true,
        phone: '*******4321',
        expiresAt: expect.any(String),
      });
      const { code } = await running.client.get<{ code: string }>(
        `/api/sandbox/leads/${leadId}/sms-code`,
      );
      expect(code).toMatch(/^\d{6}$/);
      expect(info).toHaveBeenCalledWith(
        expect.stringContaining(`SMS code for lead ${leadId}: ${code}`),
      );
      info.mockRestore();

      const wrong = code === '000000' ? '111111' : '000000';
      await expectApiError(validateSmsCode(leadId, { ...smsBody, code: wrong }, running.client), {
        status: 422,
        code: 'invalid_code',
        field: 'code',
        message: "'code' does not match the code sent by SMS.",
      });
      await expect(validateSmsCode(leadId, { ...smsBody, code }, running.client)).resolves.toEqual({
        leadId,
        valid: true,
      });
      const lead = await updateLead(leadId, { relationAccount: 'x' }, running.client);
      expect(lead.phoneVerified).toBe(true);
    });

    it('should refuse a malformed code, a lead without a code, and a code tried too often', async () => {
      const { leadId } = await createLead(buyer, running.client);
      await expectApiError(validateSmsCode(leadId, { ...smsBody, code: '12ab' }, running.client), {
        status: 400,
        code: 'invalid_format',
        message: "'code' must be the 6-digit code sent by SMS.",
      });
      await expectApiError(
        validateSmsCode(leadId, { ...smsBody, code: '123456' }, running.client),
        { status: 422, code: 'code_not_sent' },
      );
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
      await sendSmsCode(leadId, smsBody, running.client);
      jest.restoreAllMocks();
      const { code } = await running.client.get<{ code: string }>(
        `/api/sandbox/leads/${leadId}/sms-code`,
      );
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expectApiError(validateSmsCode(leadId, { ...smsBody, code: wrong }, running.client), {
          code: 'invalid_code',
        });
      }
      await expectApiError(validateSmsCode(leadId, { ...smsBody, code }, running.client), {
        status: 422,
        code: 'too_many_attempts',
      });
    });

    it('should answer 404 for an unknown lead', async () => {
      await expectApiError(sendSmsCode('lead_unknown', smsBody, running.client), {
        status: 404,
        code: 'lead_not_found',
      });
    });
  });
});
