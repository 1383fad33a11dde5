import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepPosition } from '@/checkout/stepPosition';
import { describeHops, walkJourneys } from '@/lib/journey/journeyModel';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { loadBrandFolders } from '../brands/brandFiles';
import { chainFlow } from '../templates/fixturePage';

const position = (flow: ResolvedFlow, stepId: string) =>
  stepPosition(flow, stepId, templateManifest);

const withPix: ResolvedFlow = {
  id: 'default',
  steps: [
    { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment', nextStepIds: {}, props: {} },
    {
      id: 'payment',
      templateId: 'payment',
      defaultNextStepId: 'success',
      nextStepIds: { pix: 'pix' },
      props: {},
    },
    { id: 'pix', templateId: 'pix', defaultNextStepId: 'success', nextStepIds: {}, props: {} },
    { id: 'success', templateId: 'success', defaultNextStepId: null, nextStepIds: {}, props: {} },
  ],
};

describe('stepPosition', () => {
  it('should count the steps of a lead → payment → success flow', () => {
    const flow = chainFlow('default', ['lead', 'payment', 'success']);
    expect(position(flow, 'lead')).toEqual({ current: 1, total: 3 });
    expect(position(flow, 'payment')).toEqual({ current: 2, total: 3 });
    expect(position(flow, 'success')).toEqual({ current: 3, total: 3 });
  });

  // Issue 21 item 5: the payment said 'Passo 2 de 3', then the Pix step 'Passo 3 de 4'.
  it('should keep the total of a journey from step to step, the Pix branch included', () => {
    const steps = ['lead', 'payment', 'pix', 'success'];
    const positions = steps.map((id) => position(withPix, id));
    expect(positions).toEqual([
      { current: 1, total: 4 },
      { current: 2, total: 4 },
      { current: 3, total: 4 },
      { current: 4, total: 4 },
    ]);
  });

  it('should keep one total and count up by journey along every journey of every configured flow', () => {
    for (const folder of loadBrandFolders()) {
      for (const config of Object.values(folder.products)) {
        for (const configured of config.checkoutFlow.flows) {
          const flow: ResolvedFlow = {
            id: configured.id,
            steps: configured.steps.map((step) => ({
              id: step.id,
              templateId: step.templateId,
              defaultNextStepId: step.defaultNextStepId ?? null,
              nextStepIds: step.nextStepIds ?? {},
              props: (step.props ?? {}) as Record<string, unknown>,
            })),
          };
          for (const path of walkJourneys(flow.steps, templateManifest).paths) {
            const seen = path.hops.map((hop) => position(flow, hop.stepId));
            const where = `${config.code}/${flow.id}: ${describeHops(path.hops)}`;
            const totals = new Set(seen.map((entry) => entry?.total));
            expect({ where, totals: [...totals] }).toEqual({ where, totals: [seen[0]?.total] });
            const currents = seen.map((entry) => entry?.current ?? 0);
            const rising = currents.every(
              (value, index) => index === 0 || value > currents[index - 1]!,
            );
            expect({ where, currents, rising }).toEqual({ where, currents, rising: true });
            expect(currents[currents.length - 1]).toBeLessThanOrEqual(seen[0]!.total);
          }
        }
      }
    }
  });

  it('should count the upsell after the purchase in the same journey', () => {
    const flow = chainFlow('default', [
      'lead',
      'payment',
      {
        templateId: 'success',
        props: { variant: 'upsell' },
        nextStepIds: { accept: 'upsell-payment' },
      },
      'upsell-payment',
      'upsell-success',
    ]);
    expect(flow.steps.map((step) => position(flow, step.id))).toEqual(
      [1, 2, 3, 4, 5].map((current) => ({ current, total: 5 })),
    );
  });

  it('should give undefined for a step the flow does not reach', () => {
    expect(position(chainFlow('default', ['lead', 'success']), 'payment')).toBeUndefined();
  });
});
