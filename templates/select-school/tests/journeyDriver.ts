// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { press, prop } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    next: async (walk) => {
      // State, city and unit: the first of each list (a list of one is chosen for the buyer).
      const main = walk.page.getByRole('main');
      for (let group = 0; group < 3; group += 1) {
        const radios = main.getByRole('group').nth(group).getByRole('radio');
        await radios.first().waitFor();
        if (!(await radios.first().isChecked())) await radios.first().check();
      }
      await press(walk.page, prop(walk, 'buttonLabel') ?? 'Continuar');
    },
  },
};
