// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { LIVELO_CPF, laterOutcome, press } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

async function liveloCpf(walk: Walk, cpf: string): Promise<void> {
  await walk.page.getByLabel('CPF', { exact: true }).fill(cpf);
  await press(walk.page, 'Continuar');
}

export const journeyDriver: TemplateDriver = {
  outcomes: {
    // The CPF decides what later Livelo steps can do: too few points for a path that leaves
    // the method step by its `error` outcome.
    next: (walk) =>
      liveloCpf(
        walk,
        laterOutcome(walk, 'livelo-payment-method') === 'error'
          ? LIVELO_CPF.insufficient
          : LIVELO_CPF.points,
      ),
    error: (walk) => liveloCpf(walk, LIVELO_CPF.blocked),
  },
};
