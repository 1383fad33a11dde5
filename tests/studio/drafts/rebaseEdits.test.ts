import { editOperations, rebaseEdits } from '@/studio/drafts/rebaseEdits';

function product(
  steps: Array<Record<string, unknown>>,
  extraFlows: Array<Record<string, unknown>> = [],
) {
  return { title: 'MS', checkoutFlow: { flows: [{ id: 'default', steps }, ...extraFlows] } };
}
const LEAD = { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' };
const PAYMENT = { id: 'payment', templateId: 'payment', props: { heading: 'Pague' } };

describe('rebaseEdits', () => {
  const base = product([LEAD, PAYMENT]);

  it('should name flows and steps by id, not by position', () => {
    const mine = product([LEAD, { ...PAYMENT, props: { heading: 'Pague já' } }]);
    expect(editOperations(base, mine)).toEqual([
      {
        kind: 'set',
        path: [
          'checkoutFlow',
          'flows',
          { id: 'default' },
          'steps',
          { id: 'payment' },
          'props',
          'heading',
        ],
        before: 'Pague',
        after: 'Pague já',
      },
    ]);
  });

  it('should re-apply my edits on a version where someone added a step and a flow', () => {
    const mine = product(
      [LEAD, { ...PAYMENT, props: { heading: 'Pague já' } }],
      [{ id: 'promo', steps: [LEAD] }],
    );
    const theirs = product([
      { ...LEAD, defaultNextStepId: 'md' },
      { id: 'md', templateId: 'md', defaultNextStepId: 'payment' },
      PAYMENT,
    ]);
    const { data, conflicts } = rebaseEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(data).toEqual(
      product(
        [
          { ...LEAD, defaultNextStepId: 'md' },
          { id: 'md', templateId: 'md', defaultNextStepId: 'payment' },
          { ...PAYMENT, props: { heading: 'Pague já' } },
        ],
        [{ id: 'promo', steps: [LEAD] }],
      ),
    );
  });

  it('should keep a reordering when the disk kept the order', () => {
    const mine = product([PAYMENT, LEAD]);
    const theirs = product([LEAD, { ...PAYMENT, props: { heading: 'Outro' } }]);
    expect(rebaseEdits(base, mine, theirs)).toEqual({
      data: product([{ ...PAYMENT, props: { heading: 'Outro' } }, LEAD]),
      conflicts: [],
    });
  });

  it('should say which edits no longer apply, in the CLI words, and apply the rest', () => {
    const mine = product([
      { ...LEAD, defaultNextStepId: 'success' },
      { ...PAYMENT, props: { heading: 'Meu' } },
    ]);
    const theirs = product([LEAD, { ...PAYMENT, props: { heading: 'Deles' } }]);
    const { data, conflicts } = rebaseEdits(base, mine, theirs);
    expect(conflicts).toEqual([
      'fluxo "default", passo "payment" (props.heading): mudou no disco também',
    ]);
    expect(data).toEqual(
      product([
        { ...LEAD, defaultNextStepId: 'success' },
        { ...PAYMENT, props: { heading: 'Deles' } },
      ]),
    );
  });

  it('should refuse an edit of a step removed on disk', () => {
    const mine = product([LEAD, { ...PAYMENT, props: { heading: 'Meu' } }]);
    const theirs = product([{ ...LEAD, defaultNextStepId: undefined }]);
    const { conflicts } = rebaseEdits(base, mine, theirs);
    expect(conflicts).toEqual([
      'fluxo "default", passo "payment" (props.heading): não existe mais no disco',
    ]);
  });
});
