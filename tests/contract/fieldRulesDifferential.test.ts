import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { cardCvvLength } from '@/lib/validation/cardCvvLength';
import { validateAddress } from '@/lib/validation/validateAddress';
import { validateCardCvv } from '@/lib/validation/validateCardCvv';
import { validateCardExpireDate } from '@/lib/validation/validateCardExpireDate';
import { validateCardNumber } from '@/lib/validation/validateCardNumber';
import { validateCep } from '@/lib/validation/validateCep';
import { validateCity } from '@/lib/validation/validateCity';
import { validateComplement } from '@/lib/validation/validateComplement';
import { validateCountry } from '@/lib/validation/validateCountry';
import { validateEmail } from '@/lib/validation/validateEmail';
import { validateMozambicanPostalCode } from '@/lib/validation/validateMozambicanPostalCode';
import { validateName } from '@/lib/validation/validateName';
import { normalizeName as capitaliseName } from '@/checkout/format/normalizeName';
import { validateNeighbourhood } from '@/lib/validation/validateNeighbourhood';
import { validateNumber } from '@/lib/validation/validateNumber';
import { validatePhone } from '@/lib/validation/validatePhone';
import { validateRegistry } from '@/lib/validation/validateRegistry';
import { detectCardBrand } from '@/lib/card/detectCardBrand';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';
import { fixtureBrandsDir } from '@/tests/sandbox/startSandboxServer';

// The differential test of issue 23: for every buyer field, generated inputs and the known edge
// cases go through the form's validator and through the real API (the sandbox's router, the
// generated contract validators and the handlers); form-valid ⇔ API-accepted, and fast-check
// prints the first input on which they disagree.

/** The last evening of November 2026 in São Paulo: already December in UTC. */
const now = new Date('2026-11-30T23:30:00-03:00');
const runs = { numRuns: 150 };

let sandbox: Sandbox;
let dataDir: string;
let leadId: string;
let keyCounter = 0;

interface Answer {
  status: number;
  body?: { error?: { field?: string } };
}

/** Whether the API refused the request because of the field at `fieldPath`. */
function refuses(answer: Answer, fieldPath: string): boolean {
  return (
    (answer.status === 400 || answer.status === 422) && answer.body?.error?.field === fieldPath
  );
}

async function invoke(method: string, url: string, body: unknown): Promise<Answer> {
  keyCounter += 1;
  return (await sandbox.router.invoke({
    method,
    url,
    headers: { 'idempotency-key': `differential-${keyCounter}` },
    body,
  })) as Answer;
}

const buyer = {
  name: 'João da Silva',
  email: 'joao.silva@example.com',
  phone: '(11) 98765-4321',
  business: 'medcof',
  productCode: 'CURSO',
};

const address = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 1',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

const card = {
  number: '4111 1111 1111 1111',
  holderName: 'JOAO DA SILVA',
  expiry: '12/30',
  cvv: '737',
  brand: 'visa',
};

function cardPayment(change: Partial<typeof card>): unknown {
  return {
    name: buyer.name,
    email: buyer.email,
    amount: 114000,
    business: 'medcof',
    productCode: 'CURSO',
    planId: 'curso-anual',
    planType: 'yearly',
    seller: 'performance',
    source: 'direto',
    paymentMethods: [{ type: 'credit-card', installments: 12, card: { ...card, ...change } }],
  };
}

/** Text of the characters buyers type, wrong ones included, mixed with any string. */
function typed(characters: string, maxLength = 60): fc.Arbitrary<string> {
  const unit = fc.constantFrom(...[...characters]);
  return fc.oneof(
    fc.string({ unit, maxLength }),
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );
}

const letters = "abcdeJMÁÉãçéíóúŁłØßŉǰİe\u0301\u030C ’'-.3";
const digits = '0123456789';

/** Asserts form-valid ⇔ API-accepted over the edge cases and generated inputs. */
async function expectAgreement(
  edgeCases: readonly string[],
  generated: fc.Arbitrary<string>,
  formAccepts: (value: string) => boolean,
  apiAccepts: (value: string) => Promise<boolean>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.constantFrom(...edgeCases), generated), async (value) => {
      expect({ value, api: await apiAccepts(value) }).toEqual({ value, api: formAccepts(value) });
    }),
    { ...runs, examples: edgeCases.map((value) => [value]) },
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-differential-'));
  sandbox = createSandbox({
    dataDir,
    brandsDir: fixtureBrandsDir,
    validators: generatedConfigValidators,
    now: () => now,
    settings: { slowMs: 0, paymentAttempts: { perLead: 0, perAddress: 0, windowMs: 60_000 } },
  });
  const lead = await invoke('POST', '/api/v1/lead', buyer);
  leadId = (lead.body as unknown as { id: string }).id;
});

afterAll(() => {
  sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('form-valid ⇔ API-accepted, field by field', () => {
  const leadField = (field: 'name' | 'email' | 'phone') => async (value: string) =>
    !refuses(await invoke('POST', '/api/v1/lead', { ...buyer, [field]: value }), field);

  // The lead step sends the name as capitalised by the form (LeadTemplate: `normalizeName` of
  // checkout/format), never the raw value: the API must accept what the form SENDS for every
  // name the form accepts ('ß' upper-cases to 'SS', 'ŉ' and 'ǰ' to two code points).
  it('name, as the form sends it', async () => {
    await expectAgreement(
      [
        'Maria D’Ávila',
        'Jose\u0301 Silva',
        'Łukasz Nowak',
        'Ana',
        `${'a'.repeat(41)} b`,
        `Ana ${'b'.repeat(130)}`,
        `ß${'a'.repeat(39)} Silva`,
        `ŉ${'a'.repeat(39)} Silva`,
        `ǰ${'a'.repeat(39)} Silva`,
        `j\u030C${'a'.repeat(39)} Silva`,
        `İ${'A'.repeat(39)} Silva`,
        `Ana ß${'b'.repeat(114)}`,
      ],
      typed(letters),
      (value) => validateName(value) === undefined,
      async (value) => leadField('name')(capitaliseName(value)),
    );
  });

  it('e-mail', async () => {
    await expectAgreement(
      [
        'ab@cd.ef',
        'joão@example.com',
        'a@b.co',
        'x..y@example.com',
        `${'a'.repeat(70)}@example.com`,
      ],
      typed('abcXYZ019._%+-@é '),
      (value) => validateEmail(value) === undefined,
      leadField('email'),
    );
  });

  it('phone: Brazilian mobiles, "+" numbers and +258', async () => {
    await expectAgreement(
      [
        '(11) 98765-4321',
        '11987654321',
        '(11)98765-4321',
        '+258 21 123 456',
        '+258 10 457 3569',
        '+258 84 123 4567',
        '+1 (212) 555.0100',
        '+12345',
      ],
      fc.oneof(
        typed(`${digits}+() -.`, 24),
        fc.stringMatching(/^\+258 ?[0-9]{2} ?[0-9]{3} ?[0-9]{3,4}$/),
      ),
      (value) => validatePhone(value) === undefined,
      leadField('phone'),
    );
  });

  const leadDocument = async (value: string): Promise<boolean> =>
    !refuses(await invoke('PATCH', `/api/v1/lead/${leadId}`, { document: value }), 'document');

  it('CPF', async () => {
    await expectAgreement(
      ['529.982.247-25', '52998224725', '111.111.111-11', '529.982.247-2'],
      fc.oneof(fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/), typed(`${digits}.-/ `, 16)),
      (value) => validateRegistry(value) === undefined,
      leadDocument,
    );
  });

  it('CNPJ, alphanumeric included', async () => {
    await expectAgreement(
      [
        '12ABC34501DE35',
        '12.ABC.345/01DE-35',
        '12abc34501de35',
        '11.222.333/0001-81',
        '11222333000181',
        '11.222.333/0001-80',
      ],
      fc.oneof(
        fc.stringMatching(/^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/),
        typed(`${digits}ABZ./- `, 20),
      ),
      (value) => validateRegistry(value) === undefined,
      leadDocument,
    );
  });

  const addressField = (field: keyof typeof address) => async (value: string) =>
    !refuses(
      await invoke('PATCH', `/api/v1/lead/${leadId}`, { address: { ...address, [field]: value } }),
      `address.${field}`,
    );
  const addressText = `${letters}${digits}º,/`;

  it('CEP and Mozambican postal code', async () => {
    await expectAgreement(
      ['01310-100', '01310100', '1100', '0131-0100', '01310 100'],
      typed(`${digits}- `, 12),
      (value) =>
        validateCep(value) === undefined || validateMozambicanPostalCode(value) === undefined,
      addressField('postalCode'),
    );
  });

  it.each([
    ['street', validateAddress],
    ['complement', validateComplement],
    ['neighbourhood', validateNeighbourhood],
    ['city', validateCity],
    ['country', validateCountry],
    ['number', validateNumber],
  ] as const)('address line %s', async (field, validate) => {
    await expectAgreement(
      ['Av. Paulista, 1000', 'R. D’Ávila', 'Moçambique', ' ', '', 'a'.repeat(121), 'S/N'],
      typed(addressText, 130),
      (value) => validate(value) === undefined,
      addressField(field),
    );
  });

  const cardField =
    (
      field: 'number' | 'expiry' | 'cvv',
      extra: (value: string) => Partial<typeof card> = () => ({}),
    ) =>
    async (value: string) =>
      !refuses(
        await invoke('POST', '/api/v2/payment', cardPayment({ [field]: value, ...extra(value) })),
        `paymentMethods[0].card.${field}`,
      );

  it('card number', async () => {
    await expectAgreement(
      [
        '4111 1111 1111 1111',
        '4111-1111-1111-1111',
        '378282246310005',
        '3095 0000 0000 0008',
        '39000000000000',
        '4111 1111 1111 1112',
      ],
      fc.oneof(typed(`${digits} -`, 24), fc.stringMatching(/^[3-6]\d{13,16}$/)),
      (value) => validateCardNumber(value) === undefined,
      cardField('number', (value) => ({ brand: detectCardBrand(value) ?? 'visa' })),
    );
  });

  it('card expiry, on the last evening of a month in São Paulo', async () => {
    await expectAgreement(
      ['11/26', '10/26', '12/36', '01/37', '11/2026', '13/30', '1230', ' 12/30 '],
      fc.oneof(fc.stringMatching(/^\d{2}\/(\d{2}|\d{4})$/), typed(`${digits}/ `, 8)),
      (value) => validateCardExpireDate(value, now) === undefined,
      cardField('expiry'),
    );
  });

  it('CVV', async () => {
    await expectAgreement(
      ['737', '7370', '73', ' 737', '7a7'],
      typed(`${digits} a`, 6),
      (value) => validateCardCvv(value, cardCvvLength('visa')) === undefined,
      cardField('cvv'),
    );
  });
});
