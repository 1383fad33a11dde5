import { didYouMean, editDistance, suggestionTail } from '@/scripts/lib/didYouMean';

describe('didYouMean', () => {
  it.each([
    ['paymnt', ['lead', 'payment', 'success'], 'payment'],
    ['credit-crad', ['credit-card', 'pix'], 'credit-card'],
    ['pt-Mz', ['pt-BR', 'pt-MZ'], 'pt-MZ'],
    ['Payment', ['payment'], 'payment'],
    ['sucess', ['lead', 'success'], 'success'],
    ['checkout', ['lead', 'payment'], undefined],
    ['BR', ['MZ'], undefined],
    ['payment', ['payment'], undefined],
  ])('should suggest for %s among %j: %s', (value, candidates, expected) => {
    expect(didYouMean(value, candidates)).toBe(expected);
  });

  it('should measure the edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('should write the tail of a sentence with or without a suggestion', () => {
    expect(suggestionTail('paymnt', ['lead', 'payment'], 'conhecidos')).toBe(
      "; você quis dizer 'payment'? conhecidos: lead, payment",
    );
    expect(suggestionTail('zzz', ['lead', 'payment'], 'conhecidos')).toBe(
      '; conhecidos: lead, payment',
    );
  });
});
