// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { isInPerson, press, propsOf } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver } from '@/tests/e2e/journeyDriverKit';

export const journeyDriver: TemplateDriver = {
  outcomes: {
    accept: (walk) => {
      const copy = propsOf(walk).upsellOffer as { buttonLabel?: string } | undefined;
      return press(walk.page, copy?.buttonLabel ?? 'Quero aproveitar');
    },
  },
  endHeading: (main) =>
    main?.method === 'bankslip'
      ? 'Quase lá'
      : main && isInPerson(main.method)
        ? 'Pedido registrado!'
        : 'Compra realizada com sucesso!',
};
