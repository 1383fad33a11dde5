import { messages } from '@/lib/validation/messages';
import { normalizeName } from '@/lib/validation/normalizeName';
import type { ValidationMessage } from '@/lib/validation/messages';

// Any script's letters and marks (Ł, Ø, ß), the typewriter apostrophe and the one iOS types
// (’, 'D’Ávila'). The payment API judges names with this same function.
const lettersAndApostrophes = /^[\p{L}\p{M}'’\s]+$/u;
const maxFirstWordLength = 40;
// The whole name's bound (the spec bounds only the first word; the API stores at most this).
const maxNameLength = 120;

/**
 * Validates the buyer's full name (spec §5 NAME): at least two words, letters only (accents
 * and apostrophes allowed), first word at most 40 letters, at most 120 in all. The name is judged in its
 * `normalizeName` form (NFC, trimmed), so a decomposed accent counts as one letter.
 * Returns the message to show, or `undefined` when the name is valid. When several rules
 * fail, a stray character is reported before a missing surname.
 */
export function validateName(value: string): ValidationMessage | undefined {
  const name = normalizeName(value);
  if (name === '') return messages.name.firstAndLast;
  if (!lettersAndApostrophes.test(name)) return messages.name.lettersOnly;

  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 2) return messages.name.firstAndLast;
  if ([...(words[0] ?? '')].length > maxFirstWordLength) return messages.name.tooLong;
  if ([...name].length > maxNameLength) return messages.name.tooLong;
  return undefined;
}
