/**
 * The browserless half of the journey walker's adversarial moves (tests/e2e/purchaseMoves.e2e.ts):
 * every template whose outcomes move money says which purchase it charges, every step that
 * charges one is found from the model and can be paid through the API the way its page pays,
 * and every template gets its browser walks. A new template that charges and is not declared
 * fails here, naming it, before any server or browser runs.
 */
import { journeyDrivers } from '@/tests/e2e/journeyDrivers';
import { planJourneys } from '@/tests/e2e/journeyPlan';
import { templateSessions } from '@/tests/e2e/purchaseApi';
import { browserMoves, moveName } from '@/tests/e2e/purchaseBrowserMoves';
import { hopPurchase, purchaseSteps, undeclaredMoneyTemplates } from '@/tests/e2e/purchaseMovePlan';
import type { JourneyHop } from '@/lib/journey/journeyModel';

describe("the journey walker's adversarial moves, without a browser", () => {
  const steps = purchaseSteps(planJourneys());

  it('should know what every template that moves money charges', () => {
    expect(undeclaredMoneyTemplates()).toEqual([]);
  });

  it('should name a template that moves money and says nothing of it', () => {
    const manifest = {
      quiz: { journey: { outcomes: { next: { gives: [] } } } },
      'gift-card': { journey: { outcomes: { redeemed: { gives: ['receipt' as const] } } } },
    };
    expect(undeclaredMoneyTemplates(manifest)).toEqual(['gift-card']);
  });

  it('should find every step that charges a purchase, each paid the way its page pays', () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => !templateSessions[step.templateId]).map((s) => s.key)).toEqual(
      [],
    );
    // One purchase step per flow and step; a Pix step after a payment step shows its code.
    expect(new Set(steps.map((step) => step.key)).size).toBe(steps.length);
    for (const step of steps) expect(step.outcomes.size).toBeGreaterThan(0);
  });

  it('should name the purchase of a hop as its page does', () => {
    const hop = (templateId: string, outcome: string | null): JourneyHop => ({
      stepId: templateId,
      templateId,
      outcome,
      outcomeTitle: '',
    });
    const afterLead = [hop('lead', 'next'), hop('pix', 'paid'), hop('success', null)];
    expect(hopPurchase(afterLead, 1)).toBe('main');
    const afterRecord = [hop('recovery', 'pix'), hop('pix', 'paid'), hop('success', null)];
    expect(hopPurchase(afterRecord, 1)).toBe('record');
    const upsell = [hop('upsell-payment', 'decline'), hop('upsell-payment', 'approved')];
    expect(hopPurchase(upsell, 0)).toBeUndefined();
    expect(hopPurchase(upsell, 1)).toBe('upsell');
  });

  it('should walk each template that charges in the browser: reload, second tab, Back after each outcome', () => {
    const walks = browserMoves(steps);
    const names = walks.map((move) => `${move.step.templateId}: ${moveName(move)}`);
    for (const templateId of new Set(steps.map((step) => step.templateId))) {
      const outcomes = new Set(
        steps
          .filter((step) => step.templateId === templateId)
          .flatMap((step) => [...step.outcomes.keys()]),
      );
      for (const outcome of outcomes)
        expect(names).toContain(`${templateId}: Back after ${outcome}`);
      if (journeyDrivers[templateId]?.card || templateId === 'pix') {
        expect(names).toContain(`${templateId}: reload mid-payment`);
        expect(names).toContain(`${templateId}: second tab`);
      }
    }
  });
});
