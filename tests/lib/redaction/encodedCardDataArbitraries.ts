/**
 * fast-check arbitraries of card data hidden the ways outside checks found it stored (issue 35):
 * card numbers grouped by `+`, `%20`, commas, colons, pipes or invisible characters, inside
 * URL-encoded text or JSON held in a string, or as an array of digits; verification codes under
 * an object or an array, under a name spelled with Cyrillic or Greek look-alike letters or
 * invisible characters, or written in free text after the word. Each arbitrary gives the value
 * to store and what must not survive it.
 */
import fc from 'fast-check';
import { cardNumber, digitsOf } from '@/tests/lib/redaction/cardDataArbitraries';

/** Invisible characters a number or a name may carry (zero-width space, joiners, BOM…). */
export const invisibleCharacters = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u180e',
];

/** What stands between the groups of a card number in the texts issue 35 found. */
export const widerSeparator: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      '+',
      '%20',
      ',',
      ', ',
      ':',
      '|',
      ' | ',
      '.',
      '-',
      ' ',
      '\u00a0',
      '\u2009',
      ...invisibleCharacters,
    ),
    { minLength: 1, maxLength: 2 },
  )
  .map((parts) => parts.join(''));

/** A card number with its digits grouped any way and the groups joined by {@link widerSeparator}. */
export const cardNumberWithWiderSeparators: fc.Arbitrary<{ digits: string; written: string }> =
  cardNumber.chain((digits) =>
    fc
      .record({
        cuts: fc.array(fc.boolean(), {
          minLength: digits.length - 1,
          maxLength: digits.length - 1,
        }),
        separator: fc.oneof(
          widerSeparator.map((one) => () => one),
          fc
            .array(widerSeparator, { minLength: digits.length, maxLength: digits.length })
            .map((many) => (index: number) => many[index] ?? ' '),
        ),
      })
      .map(({ cuts, separator }) => {
        let written = '';
        [...digits].forEach((digit, index) => {
          if (index > 0 && cuts[index - 1]) written += separator(index);
          written += digit;
        });
        return { digits, written };
      }),
  );

/** How a stored value carries the card number (and maybe its code). */
export const cardEncoding = fc.constantFrom(
  'plain',
  'url-encoded',
  'json-in-string',
  'url-encoded-json',
  'digit-array',
  'digit-string-array',
);

/** A value hiding a card number (and, in JSON, its code), encoded one of {@link cardEncoding}'s ways. */
export interface EncodedCard {
  value: unknown;
  digits: string;
  cvv: string;
}

export const encodedCard: fc.Arbitrary<EncodedCard> = fc
  .tuple(
    cardNumberWithWiderSeparators,
    cardEncoding,
    fc.integer({ min: 100, max: 9999 }).map(String),
    fc.constantFrom('number', 'pan', 'n', 'dados'),
    fc.constantFrom('cvv', 'CVV', 'cvc', 'securityCode', 'cid'),
  )
  .map(([card, encoding, cvv, panKey, cvvKey]) => {
    const json = JSON.stringify({ [panKey]: card.written, [cvvKey]: cvv, holder: 'ANA' });
    const value =
      encoding === 'plain'
        ? card.written
        : encoding === 'url-encoded'
          ? encodeURIComponent(card.written)
          : encoding === 'json-in-string'
            ? json
            : encoding === 'url-encoded-json'
              ? encodeURIComponent(json)
              : encoding === 'digit-array'
                ? [...card.digits].map(Number)
                : [...card.digits];
    return { value, digits: card.digits, cvv };
  });

/** A text with every `%XX` escape decoded, as many times as it was encoded. */
export function percentDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = current.replace(/(?:%[0-9a-fA-F]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Whether what was stored still shows more of a card number than its last four digits, once
 * every URL escape in it is decoded (`%20` would otherwise hide the digits' order).
 */
export function storedShowsCardNumber(stored: unknown, digits: string): boolean {
  return digitsOf(percentDecoded(JSON.stringify(stored))).includes(digits.slice(0, -4));
}

/** Cyrillic and Greek letters that look like the Latin letters of a verification code's name. */
const lookAlikes: Record<string, string[]> = {
  c: ['\u0441', '\u03f2'],
  C: ['\u0421', '\u03f9'],
  v: ['\u03bd', '\u0475'],
  V: ['\u0474'],
  i: ['\u0456', '\u03b9'],
  I: ['\u0406', '\u0399'],
  o: ['\u043e', '\u03bf'],
  O: ['\u041e', '\u039f'],
  a: ['\u0430', '\u03b1'],
  A: ['\u0410', '\u0391'],
  e: ['\u0435'],
  E: ['\u0415', '\u0395'],
  s: ['\u0455'],
  S: ['\u0405'],
  y: ['\u0443'],
  T: ['\u0422', '\u03a4'],
  d: ['\u0501'],
  u: ['\u03c5'],
  r: ['\u0433'],
  g: ['\u0261'],
};

/** Names a verification code goes by (any case, spaces and look-alikes are added below). */
const verificationCodeWords = [
  'cvv',
  'cvc',
  'cvv2',
  'cvc2',
  'cid',
  'security code',
  'securityCode',
  'codigo seguranca',
  'código de segurança',
  'codigoSeguranca',
];

/** A verification code's name with look-alike letters, any case, full-width forms or invisible characters. */
export const disguisedVerificationCodeName: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...verificationCodeWords),
    fc.array(fc.nat({ max: 5 }), { minLength: 24, maxLength: 24 }),
    fc.constantFrom('as-is', 'upper', 'title'),
    fc.boolean(),
  )
  .map(([word, choices, casing, fullWidth]) => {
    const cased =
      casing === 'upper'
        ? word.toUpperCase()
        : casing === 'title'
          ? word[0]!.toUpperCase() + word.slice(1)
          : word;
    return [...cased]
      .map((char, index) => {
        const choice = choices[index] ?? 0;
        const alikes = lookAlikes[char];
        if (alikes && choice >= 3) return alikes[choice % alikes.length]!;
        if (choice === 1 && index > 0) return invisibleCharacters[index % 7]! + char;
        if (fullWidth && /[a-zA-Z0-9]/.test(char))
          return String.fromCodePoint(char.codePointAt(0)! + 0xfee0);
        return char;
      })
      .join('');
  });

/** A verification code in any shape a body may hold it: text, number, array, object, nested. */
export const verificationCodeInAnyShape: fc.Arbitrary<{ value: unknown; code: string }> = fc
  .tuple(
    fc.integer({ min: 100, max: 9999 }),
    fc.constantFrom('text', 'number', 'array', 'object', 'nested'),
  )
  .map(([code, shape]) => {
    const text = String(code);
    const value =
      shape === 'text'
        ? text
        : shape === 'number'
          ? code
          : shape === 'array'
            ? [text]
            : shape === 'object'
              ? { value: text }
              : { data: [{ value: code }] };
    return { value, code: text };
  });

/** The words that say a verification code follows, as free text writes them. */
const verificationCodeTextWords = [
  'cvv',
  'CVV',
  'Cvv',
  'cvc',
  'CVC',
  'cvv2',
  'código de segurança',
  'codigo de seguranca',
  'Código de Segurança',
  '\u0441vv',
];

/** What stands between the word and the code in free text. */
const textConnector = fc.constantFrom(
  ' ',
  ': ',
  ':',
  '=',
  ' é ',
  ' - ',
  '":"',
  ' do cartão: ',
  ' ',
);

/** Free text with a verification code after its word: the text, and the text as it must be stored. */
export const verificationCodeInText: fc.Arbitrary<{ text: string; stored: string }> = fc
  .tuple(
    fc.constantFrom('', 'cartao ****1199 ', 'pagar com o ', 'obs: ', 'Cartão final 1199, '),
    fc.constantFrom(...verificationCodeTextWords),
    textConnector,
    fc.integer({ min: 100, max: 9999 }).map(String),
    fc.constantFrom('', ' obrigado', ', validade ok', '.'),
  )
  .map(([before, word, connector, code, after]) => ({
    text: `${before}${word}${connector}${code}${after}`,
    stored: `${before}${word}${connector}***${after}`,
  }));
