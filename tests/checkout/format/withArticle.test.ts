import { withArticle } from '@/checkout/format/withArticle';

describe('withArticle', () => {
  it("should contract 'a' with the article of the name's gender and number", () => {
    expect(withArticle('Correção de Redação', 'a', 'a')).toBe('à Correção de Redação');
    expect(withArticle('Preparatório ENEM', 'o', 'a')).toBe('ao Preparatório ENEM');
    expect(withArticle('Cursos Livres', 'os', 'a')).toBe('aos Cursos Livres');
    expect(withArticle('Aulas ao Vivo', 'as', 'a')).toBe('às Aulas ao Vivo');
  });

  it("should put the article alone without a preposition, and default to 'o'", () => {
    expect(withArticle('Correção de Redação', 'a')).toBe('a Correção de Redação');
    expect(withArticle('Revalida Intensivo', undefined)).toBe('o Revalida Intensivo');
  });
});
