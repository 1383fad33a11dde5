// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { liveloCall } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

/** The sandbox's Livelo one-time code (sandbox/README.md "Livelo"). */
const LIVELO_CODE = '654321';

async function liveloCode(walk: Walk): Promise<void> {
  await walk.page.getByLabel('Código de segurança').fill(LIVELO_CODE);
  await walk.page.getByRole('button', { name: 'Confirmar código' }).click();
}

export const journeyDriver: TemplateDriver = {
  outcomes: {
    next: (walk) => liveloCall(walk, '/api/v1/livelo/code/validate', false, () => liveloCode(walk)),
    error: (walk) => liveloCall(walk, '/api/v1/livelo/code/validate', true, () => liveloCode(walk)),
  },
};
