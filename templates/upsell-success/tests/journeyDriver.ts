// The journey walker's view of this end screen (tests/e2e/journeys.e2e.ts finds it here,
// docs/journeys.md): no outcome leaves it; its heading for what the walk bought.
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {},
  endHeading: () => 'Compras realizadas com sucesso!',
};
