/**
 * The browserless half of the journey walker (tests/e2e/journeys.e2e.ts): the paths it walks
 * come from the configuration and the journey model, every one has a driver, and the filter and
 * the money reader do what they say. A template or an outcome without a driver fails here,
 * naming it, before any browser runs.
 */
import { filterMatches, planJourneys, templateAt } from '@/tests/e2e/journeyPlan';
import { missingDrivers, parseMoney } from '@/tests/e2e/journeyWalker';

describe('the journey walker, without a browser', () => {
  const plan = planJourneys();

  it('should plan every path of every configured flow, with a driver for each step', () => {
    expect(plan.problems).toEqual([]);
    const flows = new Set(
      plan.journeys.map((journey) => `${journey.product.code}/${journey.flow.id}`),
    );
    for (const product of new Set(plan.journeys.map((journey) => journey.product))) {
      for (const flow of product.flows) expect(flows).toContain(`${product.code}/${flow.id}`);
    }
    const missing = plan.journeys.flatMap((journey) =>
      missingDrivers(journey).map((what) => `${journey.product.code}/${journey.flow.id}: ${what}`),
    );
    expect(missing).toEqual([]);
  });

  it('should find a missing driver and name it', () => {
    const journey = plan.journeys[0]!;
    const unknown = {
      ...journey,
      path: {
        ...journey.path,
        hops: [
          journey.path.hops[0]!,
          { stepId: 'quiz', templateId: 'quiz', outcome: 'next', outcomeTitle: 'answered' },
          ...journey.path.hops.slice(1),
        ],
      },
    };
    expect(missingDrivers(unknown)).toContain("template 'quiz' outcome 'next' (step 'quiz')");
  });

  it('should filter products and flows', () => {
    expect(filterMatches(undefined, 'MS', 'default')).toBe(true);
    expect(filterMatches('', 'MS', 'default')).toBe(true);
    expect(filterMatches('MS', 'MS', 'upsell')).toBe(true);
    expect(filterMatches('ms/default', 'MS', 'default')).toBe(true);
    expect(filterMatches('MS/default', 'MS', 'upsell')).toBe(false);
    expect(filterMatches('WUP, MS/upsell', 'MS', 'upsell')).toBe(true);
    expect(filterMatches('WUP', 'WUPMZ', 'default')).toBe(false);
    expect(planJourneys('MS/default').journeys.every((j) => j.flow.id === 'default')).toBe(true);
  });

  it('should read amounts as the checkout writes them', () => {
    expect(parseMoney('R$1.140,00')).toBe(114000);
    expect(parseMoney('12x de R$95,00')).toBe(9500);
    expect(parseMoney('R$497,00 à vista')).toBe(49700);
    expect(parseMoney('12\u00a0000,00\u00a0MT')).toBe(1200000);
    expect(parseMoney('57000 pontos')).toBeUndefined();
  });

  it('should tell a static route from a dynamic one', () => {
    expect(templateAt('/payment/upsell')).toBe('upsell-payment');
    expect(templateAt('/payment/upgrade')).toBe('upgrade-payment');
    expect(templateAt('/payment/inv_1')).toBe('invoice-payment');
    expect(templateAt('/nowhere')).toBeUndefined();
  });
});
