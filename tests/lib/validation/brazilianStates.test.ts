import { brazilianStates } from '@/lib/validation/brazilianStates';

describe('brazilianStates', () => {
  it('should list the 27 federative units once each', () => {
    expect(brazilianStates).toHaveLength(27);
    expect(new Set(brazilianStates).size).toBe(27);
    expect(brazilianStates).toEqual(expect.arrayContaining(['SP', 'RJ', 'DF', 'TO', 'AP']));
  });
});
