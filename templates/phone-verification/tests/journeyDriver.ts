// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    // The sandbox's SMS code (sandbox/README.md); a full code is checked as it is typed.
    next: (walk) => walk.page.getByLabel('Código de verificação').fill('123456'),
  },
};
