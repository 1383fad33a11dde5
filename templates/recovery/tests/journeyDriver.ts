// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { copyRecord, paymentOutcomes } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  arrive: async (walk) => ({
    params: { id: await copyRecord(walk, 'rec_demo_declined', { email: walk.buyer.email }) },
  }),
  outcomes: paymentOutcomes('main', 'Concluir compra'),
  card: { outcome: 'approved', takesCard: () => true },
};
