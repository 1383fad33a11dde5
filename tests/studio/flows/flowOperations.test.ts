import productSchema from '@/schemas/product-config.schema.json';
import {
  createFlow,
  deleteFlow,
  duplicateFlow,
  freeFlowId,
  idProblem,
  propsExample,
  removeOutcome,
  renameFlow,
  renameStep,
  setFlowSelection,
  setOutcome,
} from '@/studio/flows/flowOperations';
import type { ConfigFlow } from '@/studio/flows/flowOperations';

const FLOWS: ConfigFlow[] = [
  {
    id: 'default',
    steps: [
      { id: 'lead', templateId: 'lead', defaultNextStepId: 'phone' },
      {
        id: 'phone',
        templateId: 'phone-verification',
        defaultNextStepId: 'payment',
        props: { changePhoneStepId: 'lead', heading: 'lead' },
      },
      {
        id: 'payment',
        templateId: 'payment',
        defaultNextStepId: 'success',
        nextStepIds: { pix: 'pix', bankslip: 'lead' },
      },
      { id: 'pix', templateId: 'pix', defaultNextStepId: 'success' },
      { id: 'success', templateId: 'success' },
    ],
  },
  { id: 'pix', selectedBy: { route: ['pix'] }, steps: [{ id: 'lead', templateId: 'lead' }] },
];
const ID_PATTERN = productSchema.$defs.flow.properties.id.pattern;

describe('flow operations', () => {
  it('should create a flow whose entry step is the template with its example props', () => {
    const example = { heading: 'Oi' };
    const flows = createFlow(FLOWS, 'promo', 'lead', example);
    expect(flows.map((f) => f.id)).toEqual(['default', 'pix', 'promo']);
    expect(flows[2]!.steps).toEqual([{ id: 'lead', templateId: 'lead', props: { heading: 'Oi' } }]);
    expect(flows[2]!.steps[0]!.props).not.toBe(example);
  });

  it('should duplicate a flow right after it, as a deep copy', () => {
    const flows = duplicateFlow(FLOWS, 'default', freeFlowId(FLOWS, 'default'));
    expect(flows.map((f) => f.id)).toEqual(['default', 'default-2', 'pix']);
    expect(flows[1]!.steps).toEqual(FLOWS[0]!.steps);
    expect(flows[1]!.steps).not.toBe(FLOWS[0]!.steps);
  });

  it('should rename and delete a flow', () => {
    expect(renameFlow(FLOWS, 'pix', 'pix-v2').map((f) => f.id)).toEqual(['default', 'pix-v2']);
    expect(deleteFlow(FLOWS, 'default').map((f) => f.id)).toEqual(['pix']);
  });

  it('should set how a link selects a flow, dropping empty lists', () => {
    const [, pix] = setFlowSelection(FLOWS, 'pix', { route: ['pix', 'pix'], voucher: [] }, true);
    expect(pix).toEqual({
      id: 'pix',
      namedOnly: true,
      selectedBy: { route: ['pix'] },
      steps: FLOWS[1]!.steps,
    });
    const [, cleared] = setFlowSelection(FLOWS, 'pix', { route: [] }, false);
    expect(cleared).toEqual({ id: 'pix', steps: FLOWS[1]!.steps });
  });

  it('should rename a step and every move and prop that names it', () => {
    const steps = renameStep(FLOWS[0]!.steps, 'lead', 'cadastro');
    expect(steps[0]!.id).toBe('cadastro');
    expect(steps[1]!.props).toEqual({ changePhoneStepId: 'cadastro', heading: 'lead' });
    expect(steps[2]!.nextStepIds).toEqual({ pix: 'pix', bankslip: 'cadastro' });
    const renamed = renameStep(FLOWS[0]!.steps, 'success', 'fim');
    expect(renamed.map((s) => s.defaultNextStepId ?? null)).toEqual([
      'phone',
      'payment',
      'fim',
      'fim',
      null,
    ]);
  });

  it('should set and remove outcomes (edges), the default next step as well', () => {
    let steps = setOutcome(FLOWS[0]!.steps, 'pix', 'decline', 'lead');
    expect(steps[3]!.nextStepIds).toEqual({ decline: 'lead' });
    steps = setOutcome(steps, 'success', '', 'lead');
    expect(steps[4]!.defaultNextStepId).toBe('lead');
    steps = removeOutcome(steps, 'pix', 'decline');
    expect(steps[3]).toEqual({ id: 'pix', templateId: 'pix', defaultNextStepId: 'success' });
    steps = removeOutcome(steps, 'payment', '');
    expect(steps[2]).toEqual({
      id: 'payment',
      templateId: 'payment',
      nextStepIds: { pix: 'pix', bankslip: 'lead' },
    });
  });

  it('should refuse ids out of the schema pattern or already used', () => {
    expect(idProblem(['default'], 'default', ID_PATTERN)).toBe('Já existe "default".');
    expect(idProblem([], 'Promo 1', ID_PATTERN)).toMatch(/não é um id válido/);
    expect(idProblem(['default'], 'promo-1', ID_PATTERN)).toBeNull();
  });
});

describe('propsExample', () => {
  it('should take the first non-empty example, else no props', () => {
    expect(propsExample([{}, { heading: 'A' }, { heading: 'B' }])).toEqual({ heading: 'A' });
    expect(propsExample([{}])).toEqual({});
    expect(propsExample(undefined)).toEqual({});
  });
});
