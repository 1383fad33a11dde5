// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { prop, sandboxPost } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    // The acquirer's review approves the card held for review; the page polls and goes on.
    next: async (walk) => {
      const paymentId = new URL(walk.page.url()).searchParams.get('paymentId');
      if (!paymentId) throw new Error('the processing step has no paymentId in its link');
      const heading = prop(walk, 'heading') ?? 'Estamos confirmando seu pagamento';
      const processing = walk.page.getByRole('heading', { name: heading, exact: true });
      await processing
        .or(walk.page.getByRole('heading', { name: 'Não encontramos um pagamento seu' }))
        .first()
        .waitFor({ timeout: 20_000 });
      if ((await processing.count()) === 0)
        throw new Error(`the processing step does not show '${heading}'`);
      await sandboxPost(`/api/sandbox/payments/${encodeURIComponent(paymentId)}/approve`);
      const held = walk.charges.find((charge) => charge.status === 'pending');
      if (held) held.status = 'approved';
    },
  },
};
