import { analyzeFlow } from '@/studio/graph/analyzeFlow';
import type { GraphStep } from '@/studio/graph/analyzeFlow';

const step = (id: string, next?: string, outcomes?: Record<string, string>): GraphStep => ({
  id,
  templateId: id,
  defaultNextStepId: next,
  nextStepIds: outcomes,
});

describe('analyzeFlow', () => {
  it('should draw the default next step and the outcome branches as edges', () => {
    const result = analyzeFlow([
      step('lead', 'payment'),
      step('payment', 'success', { pix: 'pix' }),
      step('pix', 'success'),
      step('success'),
    ]);
    expect(result.edges.map((e) => [e.from, e.to, e.outcome])).toEqual([
      ['lead', 'payment', undefined],
      ['payment', 'success', undefined],
      ['payment', 'pix', 'pix'],
      ['pix', 'success', undefined],
    ]);
    expect(result.unreachable).toEqual([]);
    expect(result.dangling).toEqual([]);
    expect(result.cycles).toEqual([]);
  });

  it('should list the steps no path from the first step reaches', () => {
    const result = analyzeFlow([
      step('lead', 'success'),
      step('orphan', 'success'),
      step('success'),
    ]);
    expect(result.unreachable).toEqual(['orphan']);
  });

  it('should flag a move to a step the flow does not have, default or outcome', () => {
    const result = analyzeFlow([
      step('lead', 'paymnet'),
      step('payment', undefined, { pix: 'pix' }),
    ]);
    expect(result.dangling.map((e) => `${e.from}->${e.to}`)).toEqual([
      'lead->paymnet',
      'payment->pix',
    ]);
    expect(result.unreachable).toEqual(['payment']);
  });

  it('should flag the move that closes a cycle, also among unreachable steps', () => {
    const reachable = analyzeFlow([step('a', 'b'), step('b', 'c'), step('c', 'a')]);
    expect(reachable.cycles.map((e) => `${e.from}->${e.to}`)).toEqual(['c->a']);
    const hidden = analyzeFlow([step('a'), step('x', 'y'), step('y', 'x')]);
    expect(hidden.cycles).toHaveLength(1);
    expect(hidden.unreachable).toEqual(['x', 'y']);
  });

  it('should report a step id used twice', () => {
    expect(analyzeFlow([step('a', 'b'), step('b'), step('b')]).duplicateIds).toEqual(['b']);
  });

  it('should accept an empty flow', () => {
    expect(analyzeFlow([])).toEqual({
      edges: [],
      unreachable: [],
      dangling: [],
      cycles: [],
      duplicateIds: [],
    });
  });
});
