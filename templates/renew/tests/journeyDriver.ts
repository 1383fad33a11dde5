// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import {
  copyRecord,
  currentStep,
  fillBuyerDetails,
  payButton,
  payOnForm,
  prop,
  summaryPlan,
  testCards,
} from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

/** A renewal: a new card (v2) or the card on file (v1), approved or held for review. */
async function renewOutcome(walk: Walk, card: 'card' | 'review-card'): Promise<void> {
  const label = prop(walk, 'buttonLabel') ?? 'Renovar assinatura';
  if (prop(walk, 'apiVersion') !== 'v1') {
    await payOnForm(walk, { method: card, label, purchase: 'main' });
    return;
  }
  const { page } = walk;
  const submit = await payButton(page, label);
  const installments = page.getByLabel('Parcelas', { exact: true });
  const price =
    (await installments.count()) > 0
      ? await installments.evaluate(
          (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
        )
      : undefined;
  const plan = await summaryPlan(page);
  await fillBuyerDetails(walk);
  await submit.click();
  walk.charges.push({
    purchase: 'main',
    method: 'default-credit-card',
    status: card === 'card' ? 'approved' : 'pending',
    stepId: currentStep(walk).id,
    offer: { plan, price },
  });
  if (card === 'card') {
    walk.paidSteps.push({
      stepId: currentStep(walk).id,
      templateId: 'renew',
      payButton: label,
      paidAgainHeading: 'Pagamento já confirmado',
    });
  }
}

export const journeyDriver: TemplateDriver = {
  arrive: async (walk) => {
    // The card on file answers like the test card it was saved from: the review card's is
    // held for review, for a renewal with the card on file that leaves by `pending`.
    const onFileReview =
      prop(walk, 'apiVersion') === 'v1' && walk.journey.path.hops[walk.hop]?.outcome === 'pending';
    const id = await copyRecord(
      walk,
      'sub_demo_renew',
      onFileReview ? { cardOnFile: { brand: 'visa', last4: testCards.review.slice(-4) } } : {},
    );
    return { params: { id } };
  },
  outcomes: {
    approved: (walk) => renewOutcome(walk, 'card'),
    pending: (walk) => renewOutcome(walk, 'review-card'),
  },
  card: { outcome: 'approved', takesCard: (step) => step.props?.apiVersion !== 'v1' },
};
