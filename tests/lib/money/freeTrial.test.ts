import { freeTrialApplies, hasFreeTrial } from '@/lib/money/freeTrial';

describe('freeTrialApplies', () => {
  const trialPlan = { trialDays: 7 };

  it('should start a trial only with a card that can be charged when it ends', () => {
    expect(freeTrialApplies(trialPlan, 'credit-card')).toBe(true);
    expect(freeTrialApplies(trialPlan, 'default-credit-card')).toBe(true);
    for (const method of [
      'pix',
      'bankslip',
      'm-pesa',
      'cash',
      'pix-in-person',
      'credit-card-in-person',
    ])
      expect({ method, applies: freeTrialApplies(trialPlan, method) }).toEqual({
        method,
        applies: false,
      });
  });

  it('should start none for a plan without trial days or a buyer who already had the product', () => {
    expect(freeTrialApplies({}, 'credit-card')).toBe(false);
    expect(freeTrialApplies({ trialDays: 0 }, 'credit-card')).toBe(false);
    expect(freeTrialApplies({ trialDays: 7, trialUsed: true }, 'credit-card')).toBe(false);
    expect(hasFreeTrial({ trialDays: 90 })).toBe(true);
    expect(hasFreeTrial({ trialDays: 90, trialUsed: true })).toBe(false);
  });
});
