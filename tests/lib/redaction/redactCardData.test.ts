import fc from 'fast-check';
import { redactCardData } from '@/lib/redaction/redactCardData';
import {
  at,
  bodyWithCardNumber,
  nest,
  nestingPath,
  showsCardNumber,
  verificationCodeName,
  verificationCodeValue,
  writtenCardNumber,
} from '@/tests/lib/redaction/cardDataArbitraries';

describe('redactCardData (what the sandbox stores)', () => {
  it('should leave no card number however it is written and wherever it sits in a body', () => {
    fc.assert(
      fc.property(bodyWithCardNumber, ({ body, digits }) => {
        const redacted = redactCardData(body);
        expect(showsCardNumber(redacted, digits)).toBe(false);
        // Masked, not dropped (other digits next to it may be masked with it).
        expect(JSON.stringify(redacted)).toContain('****');
        expect(JSON.stringify(redacted)).toContain('"keep":"kept"');
      }),
      { numRuns: 2000 },
    );
  });

  it('should drop a verification code under any spelling of its name, at any depth', () => {
    fc.assert(
      fc.property(verificationCodeName, verificationCodeValue, nestingPath, (name, code, path) => {
        const redacted = redactCardData(nest(path, { [name]: code }));
        const leaf = at(redacted, path) as Record<string, unknown>;
        expect(leaf).toEqual({ keep: 'kept' });
      }),
      { numRuns: 2000 },
    );
  });

  it('should drop a lone 3–4 digit text beside a card number, whatever its name', () => {
    fc.assert(
      fc.property(writtenCardNumber, fc.integer({ min: 100, max: 9999 }), (card, code) => {
        const redacted = redactCardData({ a: card.written, b: String(code), keep: 'kept' });
        expect(redacted).toEqual({ a: `****${card.digits.slice(-4)}`, keep: 'kept' });
      }),
      { numRuns: 500 },
    );
  });

  it('should mask card numbers and drop CVV and expiry under the usual names, at any depth', () => {
    expect(
      redactCardData({
        paymentMethods: [
          {
            type: 'credit-card',
            card: { number: '4111 1111 1111 1111', cvv: '123', expiry: '12/30', holderName: 'ANA' },
          },
        ],
        other: {
          cardNumber: '5555555555554444',
          securityCode: '999',
          expirationMonth: 1,
          expirationYear: 2030,
        },
      }),
    ).toEqual({
      paymentMethods: [{ type: 'credit-card', card: { number: '****1111', holderName: 'ANA' } }],
      other: { cardNumber: '****4444' },
    });
  });

  it('should find the spellings that were stored in clear before (issue 22 item 6)', () => {
    expect(
      redactCardData({
        cardCvv: '123',
        cvvNumber: 456,
        SECURITY_CODE: '789',
        'security-code': '012',
        a: '4111  1111  1111  1111',
        b: '4111_1111_1111_1111',
        c: '4111/1111/1111/1111',
        d: '4111\t1111\t1111\t1111',
        e: '４１１１ １１１１ １１１１ １１１１',
        '5555555555554444': 'key',
        f: 'pagar com 4111 1111 1111 1111 123 obrigado',
      }),
    ).toEqual({
      a: '****1111',
      b: '****1111',
      c: '****1111',
      d: '****1111',
      e: '****1111',
      '****4444': 'key',
      f: 'pagar com ****1111 123 obrigado',
    });
  });

  it('should find card data by its value whatever the field names', () => {
    expect(
      redactCardData({
        metadata: {
          pagamento: { numeroDoCartao: '5555-5555-5555-4444', cod: '321', validade: '11/2029' },
          x1: 4111111111111111,
          PAN_DO_CLIENTE: '378282246310005',
          CVC2: 1234,
          mesVenc: '07',
        },
      }),
    ).toEqual({
      metadata: {
        pagamento: { numeroDoCartao: '****4444' },
        x1: '****1111',
        PAN_DO_CLIENTE: '****0005',
      },
    });
  });

  it('should keep numbers that are not card data', () => {
    const body = {
      address: { number: '42', postalCode: '01310-100', city: 'São Paulo', cidade: 'Recife' },
      phone: { number: '11987654321' },
      amount: 114000,
      installments: 12,
      orderId: '1234567890123456',
      document: '29537995593',
      pix: { expiresAt: '2026-11-23T12:00:00.000Z' },
      sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
    };
    expect(redactCardData(body)).toEqual(body);
  });

  it('should cut off nesting beyond 32 levels instead of overflowing the stack', () => {
    let deep: unknown = { number: '4111111111111111' };
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(JSON.stringify(redactCardData(deep))).toContain('[too deep]');
  });
});
