import type { PaletteTemplate } from '@/studio/studioTypes';

/** Folds a text for search: lower case, without accents. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The palette's templates a search matches: every word of `query` in the template's title, id
 * or description, accents and case aside ('oferta pix', 'upsell'); all of them for an empty
 * query, in their order.
 */
export function matchingTemplates(
  templates: readonly PaletteTemplate[],
  query: string,
): PaletteTemplate[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...templates];
  return templates.filter((template) => {
    const text = fold(`${template.title} ${template.id} ${template.description}`);
    return words.every((word) => text.includes(word));
  });
}
