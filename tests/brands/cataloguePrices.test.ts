import { formatMoney } from '@/checkout/format/formatMoney';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { pricePlan } from '@/sandbox/planPricing';
import type { Plan } from '@/schemas/generated/types';
import { loadBrandFolders, validateErrors } from './brandFiles';

const folders = loadBrandFolders();
const plans = new Map<string, { brandId: string; productCode: string; plan: Plan }>();
for (const folder of folders) {
  for (const product of folder.catalogue?.products ?? []) {
    for (const plan of product.plans)
      plans.set(plan.id, { brandId: folder.id, productCode: product.code, plan });
  }
}

function planById(id: string): Plan {
  const found = plans.get(id);
  if (found === undefined) throw new Error(`no catalogue plan '${id}'`);
  return found.plan;
}

/** What the buyer reads for the longest installment option, as the sandbox API prices it. */
function longestInstallmentLabel(planId: string, voucher?: string): string {
  const priced = pricePlan(planById(planId), voucher);
  const longest = priced.installments.reduce((a, b) => (b.id > a.id ? b : a));
  return installmentLabel(longest, priced.currency);
}

// Where each price and copy of spec §9 is claimed: plan, voucher, and what the buyer reads.
const INSTALLMENT_CLAIMS: Array<{
  claim: string;
  planId: string;
  voucher?: string;
  label: string;
}> = [
  { claim: '12x of R$95,00', planId: 'enem-anual', label: '12x de R$95,00' },
  { claim: '12x of R$95,00', planId: 'wup-anual', label: '12x de R$95,00' },
  { claim: '12x of R$95,00', planId: 'impulso-anual', label: '12x de R$95,00' },
  { claim: '12x of R$95,00', planId: 'conquer-anual', label: '12x de R$95,00' },
  { claim: '12x of R$95,00', planId: 'eumilitar-anual', label: '12x de R$95,00' },
  {
    claim: 'Black Friday 12x of R$85,00',
    planId: 'enem-anual',
    voucher: 'BLACKFRIDAY',
    label: '12x de R$85,00',
  },
  {
    claim: 'Black Friday 12x of R$85,00',
    planId: 'eumilitar-blackfriday-anual',
    voucher: 'blackfriday',
    label: '12x de R$85,00',
  },
  {
    claim: 'partner40 12x of R$61,00',
    planId: 'enem-anual',
    voucher: 'PARTNER40',
    label: '12x de R$61,00',
  },
  {
    claim: 'partner40 12x of R$61,00',
    planId: 'impulso-anual',
    voucher: 'partner40',
    label: '12x de R$61,00',
  },
  {
    claim: 'partner40 12x of R$61,00',
    planId: 'eumilitar-anual',
    voucher: 'PARTNER40',
    label: '12x de R$61,00',
  },
  { claim: 'annual 18720, 1560 per cycle', planId: 'carreira-anual', label: '12x de R$15,60' },
  { claim: 'annual 18720, 1560 per cycle', planId: 'aurora-anual', label: '12x de R$15,60' },
];

describe('catalogue prices of spec §9', () => {
  it.each(INSTALLMENT_CLAIMS)(
    'should show $claim on $planId as $label',
    ({ planId, voucher, label }) => {
      expect(longestInstallmentLabel(planId, voucher)).toBe(label);
    },
  );

  it('should make the Black Friday voucher worth R$120,00 wherever it is offered', () => {
    const blackFriday = [...plans.values()].flatMap(({ plan }) =>
      (plan.vouchers ?? []).filter((voucher) => voucher.code === 'BLACKFRIDAY'),
    );
    expect(blackFriday.length).toBeGreaterThanOrEqual(3);
    for (const voucher of blackFriday) expect(formatMoney(voucher.discount, 'R$')).toBe('R$120,00');
  });

  it.each(['carreira-anual', 'aurora-anual'])(
    'should price %s at 18720 a year, 1560 per cycle',
    (planId) => {
      const plan = planById(planId);
      expect(plan.amount).toBe(18720);
      expect(plan.price.productFullPrice).toBe(18720);
      expect(plan.price.productCyclePrice).toBe(1560);
      expect(plan.installments.find((option) => option.id === 12)).toMatchObject({
        value: 1560,
        totalValue: 18720,
      });
    },
  );

  it.each([
    { planId: 'enem-anual', days: 7 },
    { planId: 'wup-mensal', days: 7 },
    { planId: 'eumilitar-anual', days: 7 },
    { planId: 'carreira-mensal', days: 90 },
    { planId: 'live-mensal', days: 90 },
    { planId: 'destiny-mensal', days: 90 },
  ])('should give $planId a free trial of $days days', ({ planId, days }) => {
    expect(planById(planId).trialDays).toBe(days);
  });

  it('should name the 3-month trials so buyers see them', () => {
    const threeMonths = [...plans.values()].filter(({ plan }) => plan.trialDays === 90);
    for (const { plan } of threeMonths) expect(plan.name).toContain('3 meses grátis');
  });
});

describe('catalogue consistency', () => {
  it('should make every installment of every plan add up to its total (validate)', () => {
    expect(plans.size).toBeGreaterThan(10);
    expect(validateErrors('installment-mismatch')).toEqual([]);
  });

  it('should price the Mozambique variants in MT, without installments (validate)', () => {
    const mozambique = folders.filter((folder) => folder.brand?.language === 'pt-MZ');
    expect(mozambique.length).toBeGreaterThanOrEqual(2);
    expect(validateErrors('currency-mismatch', 'mozambique-rule')).toEqual([]);
  });

  it('should show a Mozambique price as buyers there read it', () => {
    expect(formatMoney(planById('conquermz-anual').amount, 'MT')).toBe('9600,00\u00a0MT');
  });
});
