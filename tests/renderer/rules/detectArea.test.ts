import { detectArea, isMozambique } from '@/renderer/rules/detectArea';

describe('detectArea', () => {
  it.each([
    ['pt-mz', 'MZ'],
    ['pt-MZ', 'MZ'],
    ['PT-MZ', 'MZ'],
    ['pt-br', 'BR'],
    ['pt-BR', 'BR'],
    ['mz', 'BR'],
    ['', 'BR'],
    [undefined, 'BR'],
  ])('should read lang %p as area %p', (lang, expected) => {
    expect(detectArea(lang)).toBe(expected);
  });
});

describe('isMozambique', () => {
  it.each([
    ['MZ', true],
    ['BR', false],
  ] as const)('should read area %p as Mozambique: %p', (area, expected) => {
    expect(isMozambique(area)).toBe(expected);
  });
});
