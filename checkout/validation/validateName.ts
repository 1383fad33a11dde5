import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

const lettersAndApostrophes = /^[\p{L}\p{M}'’\s]+$/u;
const maxFirstWordLength = 40;

/**
 * Validates the buyer's full name (spec §5 NAME): at least two words, letters only (accents
 * and apostrophes allowed), first word at most 40 characters. Surrounding spaces are ignored.
 * Returns the message to show, or `undefined` when the name is valid. When several rules
 * fail, a stray character is reported before a missing surname.
 */
export function validateName(value: string): ValidationMessage | undefined {
  const name = value.trim();
  if (name === '') return messages.name.firstAndLast;
  if (!lettersAndApostrophes.test(name)) return messages.name.lettersOnly;

  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 2) return messages.name.firstAndLast;
  if ([...(words[0] ?? '')].length > maxFirstWordLength) return messages.name.tooLong;
  return undefined;
}
