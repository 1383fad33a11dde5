import { diffHunks, lineDiff } from '@/studio/save/lineDiff';

describe('lineDiff', () => {
  it('should mark removed and added lines between kept ones, a changed line removed first (as git shows it)', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', text: 'a', line: 1 },
      { kind: 'removed', text: 'b', line: 2 },
      { kind: 'added', text: 'B', line: 2 },
      { kind: 'same', text: 'c', line: 3 },
      { kind: 'added', text: 'd', line: 4 },
    ]);
  });

  it('should keep only the changes with their context in hunks', () => {
    const before = Array.from({ length: 20 }, (_, i) => `l${i}`).join('\n');
    const after = before.replace('l10', 'L10');
    const hunks = diffHunks(lineDiff(before, after), 1);
    expect(hunks.map((line) => (line ? `${line.kind}:${line.text}` : '…'))).toEqual([
      'same:l9',
      'removed:l10',
      'added:L10',
      'same:l11',
      '…',
    ]);
  });

  it('should diff a huge change in linear time, still a diff that turns the old text into the new', () => {
    const before = Array.from({ length: 20_000 }, (_, index) => `"id": "a${index}",`).join('\n');
    const after = Array.from({ length: 20_000 }, (_, index) => `"id": "b${index}",`).join('\n');
    const started = performance.now();
    const diff = lineDiff(`head\n${before}\ntail`, `head\n${after}\ntail`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(
      diff
        .filter((line) => line.kind !== 'removed')
        .map((line) => line.text)
        .join('\n'),
    ).toBe(`head\n${after}\ntail`);
    expect(
      diff
        .filter((line) => line.kind !== 'added')
        .map((line) => line.text)
        .join('\n'),
    ).toBe(`head\n${before}\ntail`);
  });
});
