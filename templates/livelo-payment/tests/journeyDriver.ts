// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { currentStep, liveloCall } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

async function liveloRedeem(walk: Walk): Promise<void> {
  await walk.page.getByRole('button', { name: 'Confirmar pagamento' }).click();
}

export const journeyDriver: TemplateDriver = {
  outcomes: {
    approved: async (walk) => {
      // The plan Livelo priced (kept by the CPF step) and the total the buyer confirms.
      const stored = await walk.page.evaluate(() => window.sessionStorage.getItem('dataLivelo'));
      const planId = stored
        ? (JSON.parse(stored) as { account?: { planId?: string } }).account?.planId
        : undefined;
      const total = await walk.page
        .getByRole('region', { name: 'Resumo do pagamento Livelo' })
        .innerText();
      const price = /Total:\s*(.+)/.exec(total)?.[1]?.trim();
      await liveloCall(walk, '/api/v1/livelo/redeem', false, () => liveloRedeem(walk));
      walk.unrecorded = { method: 'livelo', stepId: currentStep(walk).id, planId, price };
    },
    error: (walk) => liveloCall(walk, '/api/v1/livelo/redeem', true, () => liveloRedeem(walk)),
  },
};
