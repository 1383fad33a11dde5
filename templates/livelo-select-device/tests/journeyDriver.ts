// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { liveloCall } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

async function liveloDevice(walk: Walk): Promise<void> {
  await walk.page.getByRole('radio', { name: /SMS/ }).check();
  await walk.page.getByRole('button', { name: 'Enviar código' }).click();
}

export const journeyDriver: TemplateDriver = {
  outcomes: {
    next: (walk) => liveloCall(walk, '/api/v1/livelo/code', false, () => liveloDevice(walk)),
    error: (walk) => liveloCall(walk, '/api/v1/livelo/code', true, () => liveloDevice(walk)),
  },
};
