import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';
import { withOverrides } from '@/checkout/copy/withOverrides';
import type { CopyOverrides } from '@/checkout/copy/withOverrides';

const merged = new WeakMap<CopyOverrides<Copy>, Copy>();

/**
 * The copy catalogue of a page: pt-BR with the differences its language sends with the page
 * (`copyOverrides`, see `copyOverridesOf`; pt-MZ pages), merged once per set of differences.
 */
export function copyOfPage(page: { copyOverrides?: CopyOverrides<Copy> }): Copy {
  const overrides = page.copyOverrides;
  if (!overrides) return ptBR;
  let copy = merged.get(overrides);
  if (!copy) {
    copy = withOverrides(ptBR, overrides);
    merged.set(overrides, copy);
  }
  return copy;
}
