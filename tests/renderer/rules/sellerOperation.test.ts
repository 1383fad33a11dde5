import { sellerOperation } from '@/renderer/rules/sellerOperation';

describe('sellerOperation', () => {
  it.each([
    ['BR', 'BR'],
    ['MZ', 'MZ'],
  ] as const)('should look sellers up with operation %p for area %p', (area, expected) => {
    expect(sellerOperation(area)).toBe(expected);
  });
});
