import type { Copy } from '@/checkout/copy/ptBR';

/** Any part of a catalogue, down to single texts: what a language says otherwise. */
export type CopyOverrides<T> = {
  readonly [K in keyof T]?: T[K] extends string ? string : CopyOverrides<T[K]>;
};

type CopyTree = { readonly [key: string]: string | CopyTree };

function merge(base: CopyTree, overrides: CopyTree, path: string): CopyTree {
  const result: Record<string, string | CopyTree> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const inBase = base[key];
    if (inBase === undefined || typeof inBase !== typeof value) {
      throw new Error(`COPY_OVERRIDE_UNKNOWN: '${path}${key}' is not a text of the base catalogue`);
    }
    result[key] =
      typeof value === 'string' ? value : merge(inBase as CopyTree, value, `${path}${key}.`);
  }
  return result;
}

/**
 * A catalogue built from the complete pt-BR one and the texts a language says otherwise: every
 * key of the base is kept (so the result is as complete as the base), overridden where given.
 */
export function withOverrides(base: Copy, overrides: CopyOverrides<Copy>): Copy {
  return merge(base as unknown as CopyTree, overrides as CopyTree, '') as unknown as Copy;
}
