/**
 * fast-check arbitraries of card data written every way a person, a form or a system might:
 * card numbers in any grouping, with any separators, in ASCII or other digits; verification
 * codes under names of any case and separators; and bodies that hide them at any depth, in
 * values, free text, JSON numbers and object keys. The redaction tests check properties over
 * generated variants instead of a list of known spellings.
 */
import fc from 'fast-check';

/** Zero of each digit script a number may be written in (ASCII, full-width, Arabic-Indic, …). */
export const digitZeros = [0x30, 0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x1d7ce, 0x1d7ec];

/** The ASCII digits of a text written in any of {@link digitZeros}'s scripts (others dropped). */
export function digitsOf(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const zero = digitZeros.find((candidate) => code >= candidate && code <= candidate + 9);
    if (zero !== undefined) out += String(code - zero);
  }
  return out;
}

function luhnCheckDigit(body: number[]): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = body[body.length - 1 - index] ?? 0;
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A card number: 13–19 ASCII digits, first digit 1–9, ending in its Luhn check digit. */
export const cardNumber: fc.Arbitrary<string> = fc
  .integer({ min: 13, max: 19 })
  .chain((length) =>
    fc.tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 2, maxLength: length - 2 }),
    ),
  )
  .map(([first, rest]) => {
    const body = [first, ...rest];
    return [...body, luhnCheckDigit(body)].join('');
  });

/** What people and systems put between the groups of a card number. */
export const separator: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(' ', '\t', '_', '/', '-', '.', '\u00a0', '\u3000', '\uff0d', '\n', '\\'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''));

/** One way of writing a card number: its digits in some scripts, grouped, with separators. */
export interface WrittenCardNumber {
  digits: string;
  written: string;
}

/** A card number written in any grouping, separators and digit scripts. */
export const writtenCardNumber: fc.Arbitrary<WrittenCardNumber> = cardNumber.chain((digits) =>
  fc
    .record({
      cuts: fc.array(fc.boolean(), { minLength: digits.length - 1, maxLength: digits.length - 1 }),
      separators: fc.array(separator, { minLength: digits.length, maxLength: digits.length }),
      scripts: fc.oneof(
        fc.constantFrom(...digitZeros).map((zero) => Array<number>(digits.length).fill(zero)),
        fc.array(fc.constantFrom(...digitZeros), {
          minLength: digits.length,
          maxLength: digits.length,
        }),
      ),
    })
    .map(({ cuts, separators, scripts }) => {
      let written = '';
      [...digits].forEach((digit, index) => {
        if (index > 0 && cuts[index - 1]) written += separators[index];
        written += String.fromCodePoint((scripts[index] ?? 0x30) + Number(digit));
      });
      return { digits, written };
    }),
);

/** Words of free text around a number: letters and punctuation, never a digit. */
export const words: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      'cartão',
      'pagar',
      'com',
      'o',
      'número',
      'card',
      'ref',
      'obs:',
      'é',
      '(',
      ')',
      ',',
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(' '));

/** A short number standing apart from the card number (a reference, a quantity). */
const nearbyNumber = fc.option(fc.integer({ min: 0, max: 99999 }).map(String), { nil: undefined });

/** A card number inside free text, maybe beside other numbers. */
export const cardNumberInText: fc.Arbitrary<WrittenCardNumber> = fc
  .tuple(words, nearbyNumber, writtenCardNumber, nearbyNumber, words)
  .map(([before, numberBefore, card, numberAfter, after]) => ({
    digits: card.digits,
    written: [before, numberBefore, card.written, numberAfter, after]
      .filter((part) => part !== undefined && part !== '')
      .join(' '),
  }));

/** Field names that say nothing about card data. */
export const plainName: fc.Arbitrary<string> = fc.constantFrom(
  'metadata',
  'extra',
  'notes',
  'x1',
  'pagamento',
  'dados',
  'items',
  'payload',
  'info',
);

/** The words of verification-code field names (found anywhere in a name). */
const verificationWords: string[][] = [
  ['cvv'],
  ['cvc'],
  ['cvv', '2'],
  ['cvc', '2'],
  ['card', 'cvv'],
  ['cvv', 'number'],
  ['card', 'cvc'],
  ['security', 'code'],
  ['card', 'security', 'code'],
  ['card', 'verification', 'value'],
  ['card', 'verification', 'code'],
  ['verification', 'value'],
  ['codigo', 'de', 'segurança'],
  ['código', 'segurança'],
  ['card', 'code'],
  ['cvv', 'do', 'cartao'],
];

function joinWords(parts: string[], style: number, randomCase: boolean[]): string {
  const cased = (word: string, index: number) =>
    [...word]
      .map((char, at) =>
        randomCase[(index * 7 + at) % randomCase.length] ? char.toUpperCase() : char,
      )
      .join('');
  switch (style) {
    case 0:
      return parts
        .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
        .join('');
    case 1:
      return parts.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
    case 2:
      return parts.join('_');
    case 3:
      return parts.join('_').toUpperCase();
    case 4:
      return parts.join('-');
    case 5:
      return parts.join('.');
    case 6:
      return parts.join(' ');
    case 7:
      return parts.join('').toLowerCase();
    case 8:
      return parts.join('').toUpperCase();
    case 9:
      return parts.join('__');
    default:
      return parts.map(cased).join(['', '_', '-', ' '][style % 4]);
  }
}

/** A verification-code field name in any case and with any separators. */
export const verificationCodeName: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...verificationWords),
      fc.integer({ min: 0, max: 13 }),
      fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    )
    .map(([parts, style, randomCase]) => joinWords(parts, style, randomCase)),
  // Short names count only as a word of their own (`cid`, not `cidade`).
  fc
    .tuple(
      fc.constantFrom('cid', 'csc', 'cvn'),
      fc.constantFrom('', 'card_', 'card-', 'Card '),
      fc.boolean(),
    )
    .map(([word, prefix, upper]) => prefix + (upper ? word.toUpperCase() : word)),
);

/** A verification code as a value: 3 or 4 digits, as text (any script) or a JSON number. */
export const verificationCodeValue: fc.Arbitrary<string | number> = fc
  .tuple(fc.integer({ min: 100, max: 9999 }), fc.constantFrom(...digitZeros), fc.boolean())
  .map(([code, zero, asNumber]) =>
    asNumber
      ? code
      : [...String(code)].map((digit) => String.fromCodePoint(zero + Number(digit))).join(''),
  );

/** Where a body holds its secret: the path of keys and array indexes down to it. */
export const nestingPath: fc.Arbitrary<Array<string | number>> = fc.array(
  fc.oneof(plainName, fc.integer({ min: 0, max: 2 })),
  { maxLength: 5 },
);

/** Builds a JSON value holding `leaf` at `path` (array indexes make arrays), with a kept marker beside it. */
export function nest(path: Array<string | number>, leaf: Record<string, unknown>): unknown {
  let value: unknown = { ...leaf, keep: 'kept' };
  for (const step of [...path].reverse()) {
    if (typeof step === 'number') {
      const array: unknown[] = Array.from({ length: step }, () => 'x');
      array.push(value);
      value = array;
    } else value = { [step]: value, other: 'kept' };
  }
  return value;
}

/** How a card number sits in a body: a text value, free text, a JSON number or an object key. */
export const cardNumberPlacement = fc.constantFrom('value', 'text', 'number', 'key');

/** A body hiding one card number, placed and written some way, at some depth. */
export interface BodyWithCardNumber {
  body: unknown;
  digits: string;
}

/** Bodies hiding a card number (see {@link BodyWithCardNumber}). */
export const bodyWithCardNumber: fc.Arbitrary<BodyWithCardNumber> = fc
  .tuple(writtenCardNumber, cardNumberInText, cardNumberPlacement, nestingPath, plainName)
  .map(([card, inText, placement, path, name]) => {
    let leaf: Record<string, unknown>;
    let digits = card.digits;
    if (placement === 'value') leaf = { [name]: card.written };
    else if (placement === 'text') {
      leaf = { [name]: inText.written };
      digits = inText.digits;
    } else if (placement === 'number' && Number.isSafeInteger(Number(card.digits)))
      leaf = { [name]: Number(card.digits) };
    else leaf = { [card.written]: 'valor' };
    return { body: nest(path, leaf), digits };
  });

/** Whether a redacted value still shows more of a card number than its last four digits. */
export function showsCardNumber(redacted: unknown, digits: string): boolean {
  return digitsOf(JSON.stringify(redacted)).includes(digits.slice(0, -4));
}

/** The value at a path of keys and indexes (see {@link nest}). */
export function at(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (current, step) =>
      typeof step === 'number'
        ? (current as unknown[] | undefined)?.[step]
        : (current as Record<string, unknown> | undefined)?.[step],
    value,
  );
}
