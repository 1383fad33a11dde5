import { editJsonText } from '@/studio/save/editJsonText';

const TEXT = `{
  "$schema": "../x.json",
  "code": "MS",
  "flows": [
    {
      "id": "a",
      "props": {
        "methods": ["card", "pix"],
        "max": 12
      }
    },
    {
      "id": "b",
      "props": {}
    }
  ]
}
`;

function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
}

describe('editJsonText', () => {
  it('should change only the line of the value that changed', () => {
    const data = JSON.parse(TEXT);
    data.flows[0].props.max = 6;
    const out = editJsonText(TEXT, JSON.parse(TEXT), data);
    expect(JSON.parse(out)).toEqual(data);
    expect(changedLines(TEXT, out)).toEqual(['        "max": 6']);
    expect(out.split('\n')).toHaveLength(TEXT.split('\n').length);
  });

  it('should keep compact arrays and the order of keys, adding a new key after the others', () => {
    const data = JSON.parse(TEXT);
    data.flows[0].props = { heading: 'Oi', methods: ['card', 'pix', 'boleto'], max: 12 };
    const out = editJsonText(TEXT, JSON.parse(TEXT), data);
    expect(JSON.parse(out)).toEqual(data);
    expect(Object.keys(JSON.parse(out).flows[0].props)).toEqual(['methods', 'max', 'heading']);
    expect(out).toContain('"$schema": "../x.json",\n  "code": "MS"');
  });

  it('should remove, insert and keep steps by id without rewriting the others', () => {
    const data = JSON.parse(TEXT);
    data.flows = [{ id: 'c', props: {} }, data.flows[1]];
    const out = editJsonText(TEXT, JSON.parse(TEXT), data);
    expect(JSON.parse(out)).toEqual(data);
    expect(out).toContain('    {\n      "id": "b",\n      "props": {}\n    }');
  });

  it('should leave the text as it is when nothing changed', () => {
    expect(editJsonText(TEXT, JSON.parse(TEXT), JSON.parse(TEXT))).toBe(TEXT);
  });

  it("should write new steps with the file's indentation and keep a compact array compact", () => {
    const data = JSON.parse(TEXT);
    data.flows.push({ id: 'c', props: { methods: ['card'] } });
    data.flows[0].props.methods.push('boleto');
    const out = editJsonText(TEXT, JSON.parse(TEXT), data);
    expect(JSON.parse(out)).toEqual(data);
    expect(out).toContain('"methods": ["card", "pix", "boleto"]');
    // New lists of scalars are written on one line too, as this file writes them.
    expect(out).toContain(
      '    },\n    {\n      "id": "c",\n      "props": {\n        "methods": ["card"]\n      }\n    }\n  ]',
    );
  });

  it('should write new lists over several lines in a file that writes them so', () => {
    const text = '{\n  "methods": [\n    "card"\n  ]\n}\n';
    const out = editJsonText(text, JSON.parse(text), {
      methods: ['card'],
      more: ['pix', 'boleto'],
    });
    expect(out).toBe(
      '{\n  "methods": [\n    "card"\n  ],\n  "more": [\n    "pix",\n    "boleto"\n  ]\n}\n',
    );
  });

  it('should stay linear on large edits: 1,600 new steps at the head of a flow in well under a second', () => {
    const timeFor = (count: number) => {
      const data = JSON.parse(TEXT);
      const added = Array.from({ length: count }, (_, index) => ({
        id: `s${index}`,
        props: { heading: `Passo ${index}`, methods: ['card', 'pix'] },
      }));
      data.flows = [...added, ...data.flows];
      const started = performance.now();
      const out = editJsonText(TEXT, JSON.parse(TEXT), data);
      const elapsed = performance.now() - started;
      expect(JSON.parse(out)).toEqual(data);
      // The steps that were there are still written as they were.
      expect(out).toContain('        "methods": ["card", "pix"],\n        "max": 12');
      return elapsed;
    };
    timeFor(100);
    // Before, every inserted step re-read the whole text: 1,600 steps took over 20 s here.
    expect(timeFor(1600)).toBeLessThan(1000);
    expect(timeFor(6400)).toBeLessThan(3000);
  });

  it('should remove and reorder thousands of steps in linear time', () => {
    const big = JSON.parse(TEXT);
    big.flows = Array.from({ length: 5000 }, (_, index) => ({
      id: `s${index}`,
      props: { n: index },
    }));
    const text = `${JSON.stringify(big, null, 2)}\n`;
    const data = structuredClone(big);
    data.flows = data.flows.filter((_: unknown, index: number) => index % 3 !== 0).reverse();
    const started = performance.now();
    const out = editJsonText(text, big, data);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.parse(out)).toEqual(data);
  });
});
