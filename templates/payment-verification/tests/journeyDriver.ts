// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import {
  copyRecord,
  declineFirstIfAsked,
  fillCardNumber,
  payButton,
  prop,
  testCards,
} from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  arrive: async (walk) => ({
    query: { subscriptionId: await copyRecord(walk, 'sub_demo_custom_sale') },
  }),
  outcomes: {
    approved: async (walk) => {
      const label = prop(walk, 'buttonLabel') ?? 'Verificar cartão';
      const submit = await payButton(walk.page, label);
      const declined = await declineFirstIfAsked(walk, label, undefined);
      if (!declined) await fillCardNumber(walk.page, testCards.approved);
      await submit.click();
      // A verification charges nothing: it puts the card on file.
      walk.verifiedCard = testCards.approved.slice(-4);
    },
  },
  card: { outcome: 'approved', takesCard: () => true },
};
