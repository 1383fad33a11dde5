import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';

/** A field of spec §5 whose messages the catalogues hold. */
export type MessageField = Exclude<keyof Copy['messages'], 'general'>;

/**
 * A validator's message in a page's language. Validators answer with the pt-BR catalogue's
 * text (their rules stay free of languages); within a field every message is a different
 * text, so it names its key, and the page's catalogue gives that key's words. Undefined stays
 * undefined (the value is valid).
 */
export function fieldMessage(
  copy: Copy,
  field: MessageField,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const texts: Readonly<Record<string, string>> = ptBR.messages[field];
  const key = Object.keys(texts).find((candidate) => texts[candidate] === message);
  const translated =
    key === undefined ? undefined : (copy.messages[field] as Record<string, string>)[key];
  if (translated === undefined) {
    throw new Error(
      `COPY_MESSAGE_UNKNOWN: '${message}' is not a ${field} message of the pt-BR catalogue; known: ${Object.values(texts).join(' | ')}`,
    );
  }
  return translated;
}

/** A field validator whose messages come in the page's language (see `fieldMessage`). */
export function inLanguage<A extends unknown[]>(
  copy: Copy,
  field: MessageField,
  validate: (...args: A) => string | undefined,
): (...args: A) => string | undefined {
  return (...args) => fieldMessage(copy, field, validate(...args));
}
