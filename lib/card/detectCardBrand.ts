import type { CardBrand } from '@/lib/card/cardBrand';

/** An inclusive range of card prefixes (BIN or IIN) of one length, e.g. 2221–2720. */
type PrefixRange = readonly [low: number, high: number];

const eloRanges: readonly PrefixRange[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

// Elo comes first: several Elo BINs sit inside the Visa (4) and Mastercard (5) ranges.
const rules: readonly { brand: CardBrand; ranges: readonly PrefixRange[] }[] = [
  { brand: 'elo', ranges: eloRanges },
  {
    brand: 'american_express',
    ranges: [
      [34, 34],
      [37, 37],
    ],
  },
  {
    brand: 'diners',
    // Diners Club International's published ranges (as credit-card-type lists them): 300–305,
    // 3095, 36, 38 and 39.
    ranges: [
      [300, 305],
      [3095, 3095],
      [36, 36],
      [38, 39],
    ],
  },
  {
    brand: 'mastercard',
    ranges: [
      [51, 55],
      [2221, 2720],
    ],
  },
  { brand: 'visa', ranges: [[4, 4]] },
];

function matches(digits: string, [low, high]: PrefixRange): boolean {
  const length = String(low).length;
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/**
 * Detects the card brand from a (possibly partial, possibly spaced) card number, so the
 * payment form can preselect the brand, format the number and size the CVV. Returns
 * `undefined` when the value holds anything but digits and spaces, or when no brand of
 * spec §3 matches yet. While the buyer types, the answer may change once six digits are
 * there (e.g. '4011' is Visa, '401178' is Elo).
 */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = number.replace(/ /g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  return rules.find((rule) => rule.ranges.some((range) => matches(digits, range)))?.brand;
}
