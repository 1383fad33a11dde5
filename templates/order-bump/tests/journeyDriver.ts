// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { press, prop } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    next: async (walk) => {
      // One add-on ticked: the payment step then charges the plan plus the add-on.
      const addOns = walk.page.getByRole('main').getByRole('checkbox');
      await addOns.first().waitFor();
      await addOns.first().check();
      await press(walk.page, prop(walk, 'buttonLabel') ?? 'Continuar para o pagamento');
    },
  },
};
