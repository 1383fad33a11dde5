import { readdirSync, readFileSync } from 'node:fs';
import { templateManifest } from '@/schemas/generated/templateManifest';
import {
  describeHops,
  outcomeTarget,
  marketJourney,
  possibleOutcomes,
  walkJourneys,
} from '@/lib/journey/journeyModel';
import type { JourneyStep } from '@/lib/journey/journeyModel';

const templates = templateManifest;

function pathsOf(steps: JourneyStep[]): string[] {
  return walkJourneys(steps, templates).paths.map((path) => describeHops(path.hops));
}

const lead: JourneyStep = { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' };

describe('journeyModel', () => {
  it('should follow every outcome a payment step offers to its end', () => {
    const steps: JourneyStep[] = [
      lead,
      {
        id: 'payment',
        templateId: 'payment',
        defaultNextStepId: 'success',
        nextStepIds: { pix: 'pix' },
        props: { paymentMethods: ['credit-card', 'pix', 'bankslip'] },
      },
      { id: 'pix', templateId: 'pix', defaultNextStepId: 'success' },
      { id: 'success', templateId: 'success' },
    ];
    const { paths, problems } = walkJourneys(steps, templates);
    expect(problems).toEqual([]);
    expect(paths.map((path) => describeHops(path.hops))).toEqual([
      'lead [next] → payment [approved] → success',
      'lead [next] → payment [pix] → pix [paid] → success',
      'lead [next] → payment [bankslip] → success',
    ]);
    expect(paths[2]?.facts).toEqual(['lead', 'receipt']);
  });

  it('should offer Pix only when the step names a step for it', () => {
    const payment: JourneyStep = {
      id: 'payment',
      templateId: 'payment',
      defaultNextStepId: 'success',
      props: {},
    };
    // Without paymentMethods the step offers what its market's page offers (lib/payment/
    // paymentMarket.ts); in-person methods only when the step lists them.
    expect(
      possibleOutcomes(payment, templates.payment.journey, marketJourney('BR')).map(
        ([name]) => name,
      ),
    ).toEqual(['approved', 'bankslip']);
    expect(
      possibleOutcomes(payment, templates.payment.journey, marketJourney('MZ')).map(
        ([name]) => name,
      ),
    ).toEqual(['approved', 'bankslip', 'm-pesa']);
    const inPerson = { ...payment, props: { paymentMethods: ['credit-card', 'cash'] } };
    expect(
      possibleOutcomes(inPerson, templates.payment.journey, marketJourney('BR')).map(
        ([name]) => name,
      ),
    ).toEqual(['approved', 'in-person']);
    const mpesaInBrazil = { ...payment, props: { paymentMethods: ['credit-card', 'm-pesa'] } };
    expect(
      possibleOutcomes(mpesaInBrazil, templates.payment.journey, marketJourney('BR')).map(
        ([name]) => name,
      ),
    ).toEqual(['approved']);
    const limited = { ...payment, props: { paymentMethods: ['credit-card'] } };
    expect(possibleOutcomes(limited, templates.payment.journey).map(([name]) => name)).toEqual([
      'approved',
    ]);
  });

  it('should report the step a path reaches without what it needs, with the path', () => {
    const { problems } = walkJourneys(
      [
        lead,
        {
          id: 'payment',
          templateId: 'payment',
          defaultNextStepId: 'upsell-payment',
          props: { paymentMethods: ['credit-card', 'bankslip'] },
        },
        {
          id: 'upsell-payment',
          templateId: 'upsell-payment',
          defaultNextStepId: 'upsell-success',
          props: { paymentMethods: ['credit-card'] },
        },
        { id: 'upsell-success', templateId: 'upsell-success' },
      ],
      templates,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'unmet-need',
        stepId: 'upsell-payment',
        need: 'paid',
        facts: ['lead', 'receipt'],
      }),
    ]);
    const [problem] = problems;
    expect(problem?.kind === 'unmet-need' && describeHops(problem.via)).toBe(
      'lead [next] → payment [bankslip]',
    );
  });

  it('should end a path that declines the upsell out of the checkout when no step is named for it', () => {
    const steps: JourneyStep[] = [
      lead,
      {
        id: 'payment',
        templateId: 'payment',
        defaultNextStepId: 'success',
        props: { paymentMethods: ['credit-card'] },
      },
      {
        id: 'success',
        templateId: 'success',
        defaultNextStepId: 'upsell-payment',
        props: { variant: 'upsell' },
      },
      {
        id: 'upsell-payment',
        templateId: 'upsell-payment',
        defaultNextStepId: 'upsell-success',
        props: { paymentMethods: ['credit-card'] },
      },
      { id: 'upsell-success', templateId: 'upsell-success' },
    ];
    const { paths, problems } = walkJourneys(steps, templates);
    expect(problems).toEqual([]);
    expect(paths.map((path) => [describeHops(path.hops), path.exits])).toEqual([
      [
        'lead [next] → payment [approved] → success [accept] → upsell-payment [approved] → upsell-success',
        false,
      ],
      ['lead [next] → payment [approved] → success [accept] → upsell-payment [decline]', true],
    ]);
  });

  it('should not offer the upsell on the success step after a boleto (the outcome requires a paid purchase)', () => {
    expect(
      pathsOf([
        lead,
        {
          id: 'payment',
          templateId: 'payment',
          defaultNextStepId: 'success',
          props: { paymentMethods: ['bankslip'] },
        },
        {
          id: 'success',
          templateId: 'success',
          defaultNextStepId: 'upsell-payment',
          props: { variant: 'upsell' },
        },
        {
          id: 'upsell-payment',
          templateId: 'upsell-payment',
          defaultNextStepId: 'upsell-success',
          props: { paymentMethods: ['credit-card'] },
        },
        { id: 'upsell-success', templateId: 'upsell-success' },
      ]),
    ).toEqual(['lead [next] → payment [bankslip] → success']);
  });

  it('should let a link give what an account step needs (the record named by /payment/[id])', () => {
    const { paths, problems } = walkJourneys(
      [
        {
          id: 'invoice',
          templateId: 'invoice-payment',
          defaultNextStepId: 'success-invoice',
          nextStepIds: { pix: 'pix', pending: 'parsing' },
          props: { paymentMethods: ['credit-card', 'pix'] },
        },
        { id: 'pix', templateId: 'pix', defaultNextStepId: 'success-invoice' },
        { id: 'parsing', templateId: 'parsing', defaultNextStepId: 'success-invoice' },
        { id: 'success-invoice', templateId: 'success-invoice' },
      ],
      templates,
    );
    expect(problems).toEqual([]);
    expect(paths.map((path) => describeHops(path.hops))).toEqual([
      'invoice [approved] → success-invoice',
      'invoice [pix] → pix [paid] → success-invoice',
      'invoice [pending] → parsing [next] → success-invoice',
    ]);
  });

  it('should read where an outcome leads: its own step, else out for an exit, else the default', () => {
    const step: JourneyStep = {
      id: 'a',
      templateId: 'upsell-payment',
      defaultNextStepId: 'b',
      nextStepIds: { pix: 'c' },
    };
    expect(outcomeTarget(step, 'pix')).toEqual({ step: 'c' });
    expect(outcomeTarget(step, 'approved')).toEqual({ step: 'b' });
    expect(outcomeTarget(step, 'decline', { exit: true })).toEqual({ exit: true });
    expect(outcomeTarget({ id: 'z', templateId: 'lead' }, 'next')).toBeUndefined();
  });

  it('should follow every flow configured under brands/ without a problem', () => {
    // npm run validate reports these with file and line; this guards the model itself.
    let flows = 0;
    for (const brand of readdirSync('brands')) {
      let files: string[] = [];
      try {
        files = readdirSync(`brands/${brand}/products`);
      } catch {
        continue;
      }
      for (const file of files) {
        const config = JSON.parse(readFileSync(`brands/${brand}/products/${file}`, 'utf8')) as {
          checkoutFlow: { flows: Array<{ id: string; steps: JourneyStep[] }> };
        };
        for (const flow of config.checkoutFlow.flows) {
          flows += 1;
          const { paths, problems } = walkJourneys(flow.steps, templates);
          expect({ flow: `${file}/${flow.id}`, problems }).toEqual({
            flow: `${file}/${flow.id}`,
            problems: [],
          });
          expect(paths.length).toBeGreaterThan(0);
        }
      }
    }
    expect(flows).toBeGreaterThan(70);
  });
});
