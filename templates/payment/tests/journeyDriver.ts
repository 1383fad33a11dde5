// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { paymentOutcomes } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: paymentOutcomes('main', 'Confirmar pagamento'),
  entryQuery: (outcome) =>
    // The in-person methods show only when the link names an attendant (sandbox/README.md).
    outcome === 'in-person' ? { seller: 'ana.souza', source: 'ads-instagram' } : undefined,
  card: { outcome: 'approved', takesCard: () => true },
};
