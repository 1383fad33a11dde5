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
});
