/**
 * Issue 24 item 1: removing or inserting an item at any index of an array, written on one line
 * (every product's `paymentMethods`) or one item a line, gives text that parses to the expected
 * value and keeps the array's layout. jsonc-parser 3.3.1's own removal wrote invalid JSON when
 * the last item of a one-line array went; the editor computes its edits itself.
 */
import fc from 'fast-check';
import { editJsonText } from '@/studio/save/editJsonText';

const METHODS = ['credit-card', 'pix', 'bankslip', 'm-pesa', 'paypal'];

function oneLine(items: string[]): string {
  return `{\n  "step": {\n    "paymentMethods": [${items.map((i) => JSON.stringify(i)).join(', ')}],\n    "max": 12\n  }\n}\n`;
}

function multiLine(items: string[]): string {
  const body = items.map((i) => `      ${JSON.stringify(i)}`).join(',\n');
  return `{\n  "step": {\n    "paymentMethods": [\n${body}\n    ],\n    "max": 12\n  }\n}\n`;
}

type Layout = typeof oneLine;

/** The lines of `text` that hold the array (one for a one-line array). */
function arrayLines(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes('"paymentMethods"'));
  const end = lines.findIndex((line, index) => index >= start && line.includes(']'));
  return lines.slice(start, end + 1);
}

function edited(layout: Layout, before: string[], after: string[]): string {
  const text = layout(before);
  return editJsonText(text, JSON.parse(text), { step: { paymentMethods: after, max: 12 } });
}

const arrays = fc.uniqueArray(fc.constantFrom(...METHODS), { minLength: 1, maxLength: 5 });

describe.each([
  ['one-line', oneLine],
  ['multi-line', multiLine],
] as const)('editJsonText on a %s array', (name, layout) => {
  it('should remove the item at any index: valid JSON, the expected value, the same layout', () => {
    fc.assert(
      fc.property(
        arrays.chain((items) => fc.tuple(fc.constant(items), fc.nat({ max: items.length - 1 }))),
        ([items, index]) => {
          const after = items.filter((_, at) => at !== index);
          const out = edited(layout, items, after);
          expect(JSON.parse(out)).toEqual({ step: { paymentMethods: after, max: 12 } });
          // The layout kept: what a file written that way from scratch would hold (an emptied
          // array is `[]`).
          if (after.length > 0) expect(out).toBe(layout(after));
          else expect(arrayLines(out)).toEqual(['    "paymentMethods": [],']);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should insert an item at any index: valid JSON, the expected value, the same layout', () => {
    fc.assert(
      fc.property(
        arrays
          .filter((items) => items.length < METHODS.length)
          .chain((items) =>
            fc.tuple(
              fc.constant(items),
              fc.nat({ max: items.length }),
              fc.constantFrom(...METHODS.filter((m) => !items.includes(m))),
            ),
          ),
        ([items, index, added]) => {
          const after = [...items.slice(0, index), added, ...items.slice(index)];
          const out = edited(layout, items, after);
          expect(JSON.parse(out)).toEqual({ step: { paymentMethods: after, max: 12 } });
          expect(out).toBe(layout(after));
        },
      ),
      { numRuns: 300 },
    );
  });

  it(`should remove every item one at a time, from the last, keeping the ${name} layout`, () => {
    let items = [...METHODS];
    let text = layout(items);
    while (items.length > 1) {
      const after = items.slice(0, -1);
      text = editJsonText(text, JSON.parse(text), { step: { paymentMethods: after, max: 12 } });
      items = after;
      expect(text).toBe(layout(items));
    }
  });
});
