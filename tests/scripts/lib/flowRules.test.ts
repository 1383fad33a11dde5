import { checkProductFlows } from '@/scripts/lib/flowRules';

const TEMPLATES = {
  lead: { route: '/lead' },
  payment: { route: '/payment' },
  success: { route: '/success' },
  pix: { route: '/pix' },
};

function config(
  ...flows: Array<{ id: string; steps: Array<Record<string, string | Record<string, string>>> }>
): unknown {
  return { checkoutFlow: { flows } };
}

describe('checkProductFlows', () => {
  it('should accept a chain from the first step to a last step', () => {
    const flows = config({
      id: 'default',
      steps: [
        { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' },
        { id: 'payment', templateId: 'payment', defaultNextStepId: 'success' },
        { id: 'success', templateId: 'success' },
      ],
    });
    expect(checkProductFlows(flows, TEMPLATES)).toEqual([]);
  });

  it('should report a cycle among steps that the first step cannot reach, once', () => {
    const flows = config({
      id: 'default',
      steps: [
        { id: 'lead', templateId: 'lead' },
        { id: 'a', templateId: 'payment', defaultNextStepId: 'b' },
        { id: 'b', templateId: 'pix', defaultNextStepId: 'a' },
      ],
    });
    expect(checkProductFlows(flows, TEMPLATES).map((issue) => [issue.code, issue.pointer])).toEqual(
      [
        ['unreachable-step', '/checkoutFlow/flows/0/steps/1'],
        ['unreachable-step', '/checkoutFlow/flows/0/steps/2'],
        ['step-cycle', '/checkoutFlow/flows/0/steps/2/defaultNextStepId'],
      ],
    );
  });

  it('should report a step that names itself as next', () => {
    const flows = config({
      id: 'default',
      steps: [{ id: 'lead', templateId: 'lead', defaultNextStepId: 'lead' }],
    });
    expect(checkProductFlows(flows, TEMPLATES)).toEqual([
      {
        code: 'step-cycle',
        pointer: '/checkoutFlow/flows/0/steps/0/defaultNextStepId',
        message:
          "defaultNextStepId 'lead' fecha um ciclo no fluxo 'default': lead → lead; o último passo de um fluxo não tem defaultNextStepId",
      },
    ]);
  });

  it('should check each flow on its own: the same step ids in two flows are fine', () => {
    const flows = config(
      { id: 'default', steps: [{ id: 'lead', templateId: 'lead' }] },
      {
        id: 'pix',
        steps: [
          { id: 'lead', templateId: 'lead', defaultNextStepId: 'pix' },
          { id: 'pix', templateId: 'pix' },
        ],
      },
    );
    expect(checkProductFlows(flows, TEMPLATES)).toEqual([]);
  });

  it('should ignore what is not shaped like a product config (the schema reports that)', () => {
    expect(checkProductFlows(undefined, TEMPLATES)).toEqual([]);
    expect(checkProductFlows({ checkoutFlow: { flows: [null, { id: 3 }] } }, TEMPLATES)).toEqual(
      [],
    );
  });

  describe('outcome branches (nextStepIds)', () => {
    const branched = (pixTarget: string, pixNext?: string) =>
      config({
        id: 'default',
        steps: [
          { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' },
          {
            id: 'payment',
            templateId: 'payment',
            defaultNextStepId: 'success',
            nextStepIds: { pix: pixTarget },
          },
          { id: 'pix', templateId: 'pix', ...(pixNext ? { defaultNextStepId: pixNext } : {}) },
          { id: 'success', templateId: 'success' },
        ],
      });

    it('should count a step reached only through an outcome as reachable', () => {
      expect(checkProductFlows(branched('pix', 'success'), TEMPLATES)).toEqual([]);
    });

    it('should report an outcome that names no step, at its own pointer, with a suggestion', () => {
      expect(checkProductFlows(branched('pixx', 'success'), TEMPLATES)).toEqual([
        {
          code: 'unknown-next-step',
          pointer: '/checkoutFlow/flows/0/steps/1/nextStepIds/pix',
          message:
            "nextStepIds 'pixx' não nomeia nenhum passo do fluxo 'default'; você quis dizer 'pix'? passos: lead, payment, pix, success",
        },
        {
          code: 'unreachable-step',
          pointer: '/checkoutFlow/flows/0/steps/2',
          message:
            "o passo 'pix' é inalcançável: nenhum caminho de defaultNextStepId ou nextStepIds a partir do primeiro passo 'lead' do fluxo 'default' chega a ele",
        },
      ]);
    });

    it('should report a cycle closed through an outcome', () => {
      const issues = checkProductFlows(branched('pix', 'payment'), TEMPLATES);
      expect(issues).toEqual([
        {
          code: 'step-cycle',
          pointer: '/checkoutFlow/flows/0/steps/2/defaultNextStepId',
          message:
            "defaultNextStepId 'payment' fecha um ciclo no fluxo 'default': payment → pix → payment; o último passo de um fluxo não tem defaultNextStepId",
        },
      ]);
    });
  });

  describe('a link that names no flow', () => {
    const renewFlow = (id: string, namedOnly?: boolean) => ({
      id,
      ...(namedOnly ? { namedOnly } : {}),
      steps: [{ id: 'renew', templateId: 'renew' }],
    });
    const withRenew = { ...TEMPLATES, renew: { route: '/renew/[id]' } };
    const defaultFlow = {
      id: 'default',
      steps: [
        { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' },
        { id: 'payment', templateId: 'payment', defaultNextStepId: 'success' },
        { id: 'success', templateId: 'success' },
      ],
    };

    it('should refuse two flows a link to the same step could land on', () => {
      const issues = checkProductFlows(
        { checkoutFlow: { flows: [defaultFlow, renewFlow('renew'), renewFlow('renew-v1')] } },
        withRenew,
      );
      expect(issues).toEqual([
        {
          code: 'ambiguous-link-entry',
          pointer: '/checkoutFlow/flows/2/id',
          message:
            "um link para /renew/[id] que não nomeia fluxo pode cair no fluxo 'renew' ou em 'renew-v1', que começam todos ali; marque todos menos um com \"namedOnly\": true (os links para esses passam a nomear o flowId)",
        },
      ]);
    });

    it('should accept them when all but one are reached only when named', () => {
      expect(
        checkProductFlows(
          {
            checkoutFlow: { flows: [defaultFlow, renewFlow('renew'), renewFlow('renew-v1', true)] },
          },
          withRenew,
        ),
      ).toEqual([]);
    });

    it('should not mind flows starting with a step the default flow shows', () => {
      const other = { ...defaultFlow, id: 'offer' };
      expect(
        checkProductFlows({ checkoutFlow: { flows: [defaultFlow, other] } }, withRenew),
      ).toEqual([]);
    });
  });

  it('should walk a flow of 20,000 steps in a row without running out of stack, finding its cycle', () => {
    const templates: Record<string, { route: string }> = {};
    const steps = Array.from({ length: 20_000 }, (_, index) => {
      templates[`t${index}`] = { route: `/t${index}` };
      return {
        id: `s${index}`,
        templateId: `t${index}`,
        defaultNextStepId: `s${(index + 1) % 20_000}`,
      };
    });
    const issues = checkProductFlows(config({ id: 'default', steps }), templates);
    expect(issues.map((issue) => [issue.code, issue.pointer])).toEqual([
      ['step-cycle', '/checkoutFlow/flows/0/steps/19999/defaultNextStepId'],
    ]);
  });
});
