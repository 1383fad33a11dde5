import { ptBR } from '@/checkout/copy/ptBR';

/**
 * The field messages of spec §5 and the two general messages of spec §8, as the pt-BR copy
 * catalogue holds them (checkout/copy/ptBR.ts, where the wording lives). Validators answer with
 * these; a form shows them in its page's language through `inLanguage` (checkout/copy).
 */
export const messages = ptBR.messages;

/** The message catalogue's shape: field → message key → Portuguese text. */
export type Messages = typeof messages;

/** Any field-validation message of spec §5 (what a validator returns when a value is invalid). */
export type ValidationMessage = {
  [Field in Exclude<keyof Messages, 'general'>]: Messages[Field][keyof Messages[Field]];
}[Exclude<keyof Messages, 'general'>];

/** One of the two general messages of spec §8 (unexpected error, failed payment). */
export type GeneralMessage = Messages['general'][keyof Messages['general']];
