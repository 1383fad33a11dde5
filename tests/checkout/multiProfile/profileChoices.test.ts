import { profileChoices, profilesLabel } from '@/checkout/multiProfile/profileChoices';
import { productPlansFixture } from '../payment/productPlansFixture';

const product = productPlansFixture('falamais', 'WUP');
const profilePlans = [
  { profiles: 3, planId: 'wup-anual-3-perfis' },
  { profiles: 1, planId: 'wup-anual' },
  { profiles: 2, planId: 'wup-anual-2-perfis' },
  { profiles: 4, planId: 'wup-anual-4-perfis' },
];

describe('profileChoices', () => {
  it('should offer the choices fewest profiles first, with price per profile and installments', () => {
    const choices = profileChoices(product, profilePlans);
    expect(choices.map((choice) => choice.profiles)).toEqual([1, 2, 3, 4]);
    expect(choices[1]).toMatchObject({
      profiles: 2,
      total: 190800,
      perProfile: 95400,
      installments: { id: 12, value: 15900 },
      perProfileInstallment: 7950,
      monthlyDifference: 6400,
    });
    expect(choices[0]).not.toHaveProperty('monthlyDifference');
  });

  it('should leave out choices above maxProfiles and plans the product does not have', () => {
    const choices = profileChoices(
      product,
      [...profilePlans, { profiles: 5, planId: 'no-such-plan' }],
      3,
    );
    expect(choices.map((choice) => choice.plan.id)).toEqual([
      'wup-anual',
      'wup-anual-2-perfis',
      'wup-anual-3-perfis',
    ]);
    expect(profileChoices(product, [{ profiles: 2, planId: 'gone' }])).toEqual([]);
  });

  it('should read profile counts in Portuguese', () => {
    expect(profilesLabel(1)).toBe('1 perfil');
    expect(profilesLabel(3)).toBe('3 perfis');
  });
});
