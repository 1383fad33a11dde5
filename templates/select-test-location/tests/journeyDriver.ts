// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { press, prop } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    next: async (walk) => {
      const main = walk.page.getByRole('main');
      await main.getByRole('combobox').click();
      await main.getByRole('option').first().click();
      await press(walk.page, prop(walk, 'buttonLabel') ?? 'Continuar');
    },
  },
};
