import { GROUP_MS, recordEdit, redo, startHistory, undo } from '@/studio/history/editHistory';

describe('editHistory', () => {
  it('should undo and redo each edit, and drop the redos on a new edit', () => {
    let h = startHistory('a');
    h = recordEdit(h, 'b', null, 0);
    h = recordEdit(h, 'c', null, 10);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = recordEdit(h, 'd', null, 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('should take back the keystrokes of one field together, but not edits apart in time or place', () => {
    let h = startHistory('');
    for (const [text, at] of [
      ['P', 0],
      ['Pa', 100],
      ['Pag', 200],
    ] as const)
      h = recordEdit(h, text, 'payment', at);
    h = recordEdit(h, 'Pag!', 'payment', 200 + GROUP_MS + 1);
    h = recordEdit(h, 'Pag!?', 'lead', 200 + GROUP_MS + 2);
    expect(undo(h).present).toBe('Pag!');
    expect(undo(undo(h)).present).toBe('Pag');
    expect(undo(undo(undo(h))).present).toBe('');
  });
});
