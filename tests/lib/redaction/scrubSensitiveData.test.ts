import fc from 'fast-check';
import {
  scrubCardData,
  scrubPersonalData,
  scrubPersonalText,
  scrubText,
  scrubUrl,
} from '@/lib/redaction/scrubSensitiveData';
import {
  at,
  bodyWithCardNumber,
  cardNumberInText,
  nest,
  nestingPath,
  showsCardNumber,
  verificationCodeName,
  verificationCodeValue,
} from '@/tests/lib/redaction/cardDataArbitraries';

/** Field and parameter names of personal data, in any case and separators. */
const personalName = fc
  .tuple(
    fc.constantFrom(
      'email',
      'e_mail',
      'phone',
      'telefone',
      'celular',
      'name',
      'nome',
      'full_name',
      'holder_name',
      'cpf',
      'cnpj',
      'document',
      'first name',
      'last-name',
    ),
    fc.constantFrom('lower', 'upper', 'camel'),
  )
  .map(([name, style]) =>
    style === 'upper'
      ? name.toUpperCase()
      : style === 'camel'
        ? name.replace(/[_ -](\w)/g, (_, letter: string) => letter.toUpperCase())
        : name,
  );

/** A CPF (11 digits), formatted or not. */
const cpf = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }), fc.boolean())
  .map(([digits, formatted]) => {
    const text = digits.join('');
    return formatted
      ? `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`
      : text;
  });

/** A phone as people write it: +55 11 98765-4321, (11) 98765-4321, +258 84 000 0001. */
const phone = fc
  .tuple(
    fc.integer({ min: 11, max: 99 }),
    fc.integer({ min: 10000000, max: 99999999 }),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([area, number, style]) => {
    const text = String(number);
    if (style === 0) return `+55 ${area} 9${text.slice(0, 4)}-${text.slice(4)}`;
    if (style === 1) return `(${area}) 9${text.slice(0, 4)}-${text.slice(4)}`;
    return `+258 84 ${text.slice(0, 3)} ${text.slice(3, 7)}`;
  });

const email = fc.emailAddress().filter((address) => !/[&#?=\s]/.test(address));

/** A piece of personal data and how it shows once encoded in a URL. */
const personalValue = fc.oneof(email, cpf, phone);

describe('scrubSensitiveData', () => {
  describe('card data (logs and error reports)', () => {
    it('should leave no card number in a text however it is written', () => {
      fc.assert(
        fc.property(cardNumberInText, ({ written, digits }) => {
          expect(showsCardNumber(scrubText(written), digits)).toBe(false);
        }),
        { numRuns: 2000 },
      );
    });

    it('should leave no card number anywhere in a value, keys included', () => {
      fc.assert(
        fc.property(bodyWithCardNumber, ({ body, digits }) => {
          expect(showsCardNumber(scrubCardData(body), digits)).toBe(false);
          expect(showsCardNumber(scrubPersonalData(body), digits)).toBe(false);
        }),
        { numRuns: 2000 },
      );
    });

    it('should redact a verification code under any spelling of its name', () => {
      fc.assert(
        fc.property(
          verificationCodeName,
          verificationCodeValue,
          nestingPath,
          (name, code, path) => {
            const leaf = at(scrubCardData(nest(path, { [name]: code })), path) as Record<
              string,
              unknown
            >;
            expect(leaf).toEqual({ [name]: '[redacted]', keep: 'kept' });
          },
        ),
        { numRuns: 2000 },
      );
    });

    it.each([
      ['card 4242424242424242 declined', 'card [card] declined'],
      ['4242 4242 4242 4242', '[card]'],
      ['4242  4242\t4242_4242', '[card]'],
      ['４２４２/４２４２/４２４２/４２４２', '[card]'],
      ['amex 3782-822463-10005', 'amex [card]'],
      ['order 123456 of 2026', 'order 123456 of 2026'],
      ['cpf 123.456.789-09 invalid', 'cpf [document] invalid'],
      ['cpf 12345678909', 'cpf [document]'],
      ['cnpj 12.345.678/0001-95 and 12345678000195', 'cnpj [document] and [card]'],
      // Digits glued to letters (a hexadecimal id) are a card number only if they pass Luhn.
      ['event e0f1234567890123ab', 'event e0f1234567890123ab'],
      ['pan4111111111111111', 'pan[card]'],
    ])('should scrub %p', (input, expected) => {
      expect(scrubText(input)).toBe(expected);
    });

    it('should redact document-named keys (CPF, CNPJ) as well as card fields, keeping the rest', () => {
      expect(
        scrubCardData({ document: '12345678909', cpf: '123.456.789-09', cnpj: 1, name: 'Ana' }),
      ).toEqual({
        document: '[redacted]',
        cpf: '[redacted]',
        cnpj: '[redacted]',
        name: 'Ana',
      });
      expect(
        scrubCardData({
          extra: {
            card: {
              number: '4111111111111111',
              cardCvv: '123',
              expiry: '12/30',
              holderName: 'Ana',
            },
          },
          status: 402,
        }),
      ).toEqual({
        extra: {
          card: {
            number: '[redacted]',
            cardCvv: '[redacted]',
            expiry: '[redacted]',
            holderName: 'Ana',
          },
        },
        status: 402,
      });
    });
  });

  describe('personal data (telemetry)', () => {
    it('should leave no e-mail, document or phone in a URL, under any parameter name', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(
            'https://checkout.example.com/lead',
            '/api/v2/product/MS',
            'http://localhost:3000/payment',
          ),
          fc.oneof(personalName, fc.constantFrom('q', 'utm_content', 'ref', 'x')),
          personalValue,
          fc.boolean(),
          (base, name, value, encode) => {
            const written = encode ? encodeURIComponent(value) : value;
            const url = `${base}?product=MS&${name}=${written}&flowId=default#top`;
            const scrubbed = scrubUrl(url);
            expect(scrubbed).not.toContain(written);
            expect(decodeURIComponent(scrubbed)).not.toContain(value);
            expect(scrubbed.startsWith(`${base}?product=MS&`)).toBe(true);
            expect(scrubbed.endsWith('&flowId=default#top')).toBe(true);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it("should scrub an e-mail written raw whose local part holds '%' (found by the property above)", () => {
      expect(scrubUrl('/lead?product=MS&q=%2c@a.aa&flowId=default')).toBe(
        '/lead?product=MS&q=%5Bemail%5D&flowId=default',
      );
    });

    it('should redact the values of parameters named like personal data, names included', () => {
      fc.assert(
        fc.property(
          personalName,
          fc.stringMatching(/^[A-Za-zÀ-ú]{2,12}( [A-Za-zÀ-ú]{2,12})?$/),
          (name, value) => {
            const scrubbed = scrubUrl(`/lead?product=MS&${name}=${encodeURIComponent(value)}`);
            expect(scrubbed).toBe(`/lead?product=MS&${name}=[redacted]`);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('should scrub e-mails, documents and phones from texts, and URLs inside them', () => {
      fc.assert(
        fc.property(
          personalValue,
          fc.constantFrom('', 'navigated to /lead?email=', 'GET https://x.example/a?email='),
          (value, prefix) => {
            expect(scrubPersonalText(`${prefix}${value} ok`)).not.toContain(value);
            expect(
              JSON.stringify(scrubPersonalData({ message: `${prefix}${value} ok` })),
            ).not.toContain(value);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('should keep what is not personal', () => {
      expect(
        scrubUrl(
          'https://checkout.example.com/payment?product=MS&flowId=default&seller=ana.souza&voucher=BLACKFRIDAY',
        ),
      ).toBe(
        'https://checkout.example.com/payment?product=MS&flowId=default&seller=ana.souza&voucher=BLACKFRIDAY',
      );
      expect(
        scrubPersonalData({
          'http.method': 'GET',
          'http.status_code': 200,
          'http.url': '/api/v1/lead/lead_1',
        }),
      ).toEqual({
        'http.method': 'GET',
        'http.status_code': 200,
        'http.url': '/api/v1/lead/lead_1',
      });
    });

    it('should scrub the documentFetch span of a link carrying e-mail, CPF and phone', () => {
      const url =
        'http://localhost:3000/lead?product=MS&email=maria%40example.com&cpf=529.982.247-25&phone=%2B5511987654321&name=Maria+Silva';
      expect(scrubPersonalData({ 'http.url': url, 'http.user_agent': 'Chrome' })).toEqual({
        'http.url':
          'http://localhost:3000/lead?product=MS&email=[redacted]&cpf=[redacted]&phone=[redacted]&name=[redacted]',
        'http.user_agent': 'Chrome',
      });
    });
  });
});
