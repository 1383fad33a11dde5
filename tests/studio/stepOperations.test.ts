import { addStep, freeStepId, moveStep, removeStep } from '@/studio/stepOperations';
import type { ConfigStep } from '@/studio/studioTypes';

const FLOW: ConfigStep[] = [
  { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' },
  {
    id: 'payment',
    templateId: 'payment',
    defaultNextStepId: 'success',
    nextStepIds: { pix: 'pix' },
  },
  { id: 'success', templateId: 'success' },
];

describe('step operations', () => {
  it('should add a step after the selected one, on the default path', () => {
    const { steps, id } = addStep(FLOW, 'order-bump', 'lead');
    expect(id).toBe('order-bump');
    expect(steps.map((s) => `${s.id}>${s.defaultNextStepId ?? ''}`)).toEqual([
      'lead>order-bump',
      'order-bump>payment',
      'payment>success',
      'success>',
    ]);
  });

  it('should pick a free id when the template is already used', () => {
    expect(freeStepId(FLOW, 'payment')).toBe('payment-2');
  });

  it('should remove a step and lead its predecessors to its next step', () => {
    expect(removeStep(FLOW, 'payment')).toEqual([
      { id: 'lead', templateId: 'lead', defaultNextStepId: 'success' },
      { id: 'success', templateId: 'success' },
    ]);
  });

  it('should move a step up and down, not past the ends', () => {
    expect(moveStep(FLOW, 'success', -1).map((s) => s.id)).toEqual(['lead', 'success', 'payment']);
    expect(moveStep(FLOW, 'lead', -1).map((s) => s.id)).toEqual(['lead', 'payment', 'success']);
  });
});

describe('addStep with props', () => {
  it('should start the new step from the props given, a copy of them', () => {
    const example = { heading: 'Conheça o curso', bullets: ['Aulas ao vivo'] };
    const { steps, id } = addStep(
      [{ id: 'lead', templateId: 'lead', props: {} }],
      'presentation',
      'lead',
      example,
    );
    const added = steps.find((step) => step.id === id)!;
    expect(added.props).toEqual(example);
    expect(added.props).not.toBe(example);
    (added.props!.bullets as string[]).push('changed');
    expect(example.bullets).toEqual(['Aulas ao vivo']);
  });
});
