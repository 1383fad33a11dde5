import { accountPaymentKinds } from '@/checkout/account/accountPaymentKinds';

describe('accountPaymentKinds', () => {
  it('should map the step methods to account kinds once each, in order', () => {
    expect(accountPaymentKinds(['bank-slip', 'credit-card', 'bankslip', 'pix'], true)).toEqual([
      'bankslip',
      'credit-card',
      'pix',
    ]);
  });

  it('should leave Pix out without a pix outcome, and methods account payments do not take', () => {
    expect(accountPaymentKinds(['pix', 'mpesa', 'credit-card'], false)).toEqual(['credit-card']);
  });
});
