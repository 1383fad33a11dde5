/**
 * Rules of `npm run validate` on the real MS config with one edit in place (the studio's way):
 * a payment method its market's page cannot offer, an upsell moved before the payment, and the
 * sentence for a path on which the buyer has nothing yet.
 */
import { readFileSync } from 'node:fs';
import { validateConfigTreeReport } from '@/scripts/lib/validateConfigTree';

const MS = 'brands/medvalida/products/MS.json';

interface Step {
  id: string;
  templateId: string;
  defaultNextStepId?: string;
  props: Record<string, unknown>;
}
interface Config {
  checkoutFlow: { flows: Array<{ id: string; steps: Step[] }> };
}

/** validate's errors for MS after `edit`. */
function errorsAfter(edit: (config: Config) => void) {
  const config = JSON.parse(readFileSync(MS, 'utf8')) as Config;
  edit(config);
  const overrides = new Map([[MS, `${JSON.stringify(config, null, 2)}\n`]]);
  return validateConfigTreeReport(process.cwd(), [MS], { overrides }).errors;
}

function step(config: Config, flowId: string, stepId: string): Step {
  const found = config.checkoutFlow.flows
    .find((flow) => flow.id === flowId)
    ?.steps.find((candidate) => candidate.id === stepId);
  if (!found) throw new Error(`no step ${flowId}/${stepId}`);
  return found;
}

describe('validate: payment methods follow the market of the page', () => {
  it("should refuse ['credit-card', 'm-pesa'] on MS, a BRL product, at the method's line", () => {
    const errors = errorsAfter((config) => {
      step(config, 'default', 'payment').props.paymentMethods = ['credit-card', 'm-pesa'];
    });
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'payment-method-not-in-market',
        file: MS,
        line: expect.any(Number),
        column: expect.any(Number),
        pointer: expect.stringMatching(/\/props\/paymentMethods\/1$/),
        message: expect.stringContaining(
          "a forma de pagamento 'm-pesa' não é oferecida pelas páginas de pagamento deste produto (Brasil, em R$)",
        ),
      }),
    ]);
  });
});

describe('validate: an upsell placed before the payment', () => {
  it('should say so in its own sentence, not only as a cycle', () => {
    const errors = errorsAfter((config) => {
      // The upsell moved between the lead and the payment, the payment's own edge left as it was.
      step(config, 'upsell-apresentacao', 'lead').defaultNextStepId = 'upsell-presentation';
      step(config, 'upsell-apresentacao', 'upsell-payment').defaultNextStepId = 'payment';
    });
    const upsell = errors.filter((error) => error.code === 'upsell-before-payment');
    expect(upsell).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(
          "o passo 'upsell-presentation' (template 'upsell-presentation') é um upsell: só pode vir depois que a compra principal foi paga",
        ),
      }),
    ]);
    expect(upsell[0]?.message).toContain('(lead → upsell-presentation)');
  });
});

describe('validate: a path on which the buyer has nothing yet', () => {
  it("should say 'o comprador ainda não tem nada'", () => {
    const errors = errorsAfter((config) => {
      const lead = step(config, 'default', 'lead');
      lead.templateId = 'video';
      lead.props = { video: { url: 'https://www.youtube-nocookie.com/embed/abc' } };
    });
    const unmet = errors.find((error) => error.code === 'journey-need-unmet');
    expect(unmet?.message).toContain('o comprador ainda não tem nada');
    expect(errors.map((error) => error.message).join('\n')).not.toContain('nada ainda');
  });
});
