import { redactCardData } from '@/sandbox/redactCardData';

describe('redactCardData', () => {
  it('should replace card numbers with their last four digits and drop CVV and expiry at any depth', () => {
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
      paymentMethods: [{ type: 'credit-card', card: { last4: '1111', holderName: 'ANA' } }],
      other: { last4: '4444' },
    });
  });

  it('should keep short numbers such as a street number or a phone', () => {
    expect(redactCardData({ address: { number: '42' }, phone: { number: '11987654321' } })).toEqual(
      {
        address: { number: '42' },
        phone: { number: '11987654321' },
      },
    );
  });

  it('should mask a card number typed into a free-text field', () => {
    expect(redactCardData({ note: 'pay with 4111 1111 1111 1111 please' })).toEqual({
      note: 'pay with ****1111 please',
    });
  });
});
