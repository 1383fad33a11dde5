import { redactCardData } from '@/sandbox/redactCardData';

describe('redactCardData', () => {
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
      address: { number: '42', postalCode: '01310-100' },
      phone: { number: '11987654321' },
      amount: 114000,
      installments: 12,
      orderId: '1234567890123456',
      document: '29537995593',
      pix: { expiresAt: '2026-11-23T12:00:00.000Z' },
    };
    expect(redactCardData(body)).toEqual(body);
  });

  it('should mask a card number typed into a free-text field', () => {
    expect(redactCardData({ note: 'pay with 4111 1111 1111 1111 please' })).toEqual({
      note: 'pay with ****1111 please',
    });
  });

  it('should cut off nesting beyond 32 levels instead of overflowing the stack', () => {
    let deep: unknown = { number: '4111111111111111' };
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(JSON.stringify(redactCardData(deep))).toContain('[too deep]');
  });
});
