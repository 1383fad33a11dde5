import { validateNeighbourhood } from '@/lib/validation/validateNeighbourhood';

const invalid = 'Insira um bairro válido';

describe('validateNeighbourhood', () => {
  it('should accept letters, accents, digits and single spaces', () => {
    expect(validateNeighbourhood('Jardim Paulista')).toBeUndefined();
    expect(validateNeighbourhood('Conceição 2ª Etapa')).toBeUndefined();
    expect(validateNeighbourhood('  Jardim Paulista ')).toBeUndefined();
  });

  it('should be required', () => {
    expect(validateNeighbourhood('')).toBe(invalid);
    expect(validateNeighbourhood('   ')).toBe(invalid);
  });

  it('should reject double spaces between words', () => {
    expect(validateNeighbourhood('Vila  Nova')).toBe(invalid);
  });

  it('should reject punctuation and symbols', () => {
    expect(validateNeighbourhood('Av. Paulista')).toBe(invalid);
    expect(validateNeighbourhood('Rua A, 10')).toBe(invalid);
    expect(validateNeighbourhood('Rua #10')).toBe(invalid);
  });
});
