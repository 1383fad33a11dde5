/** A Portuguese definite article, as brand data gives it for a product's name. */
export type Article = 'o' | 'a' | 'os' | 'as';

const contractedWithA: Record<Article, string> = { o: 'ao', a: 'à', os: 'aos', as: 'às' };

/**
 * A product name with its article, so generated copy agrees in gender and number: alone
 * ('a Correção de Redação') or after the preposition 'a', contracted ('à Correção de
 * Redação', 'ao Preparatório ENEM'). The article comes from the brand data
 * (`productArticle`, `upsellProductArticle`); 'o' when none is given.
 */
export function withArticle(
  name: string,
  article: Article | undefined,
  preposition: 'a' | null = null,
): string {
  const chosen = article ?? 'o';
  return `${preposition === 'a' ? contractedWithA[chosen] : chosen} ${name}`;
}
