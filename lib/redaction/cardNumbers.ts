/**
 * Finding card numbers (PANs) in text however they are written: ASCII or any other decimal
 * digits (full-width `４１１１`, Arabic-Indic, mathematical…), grouped any way, with any run of
 * spaces, tabs, line breaks, `_`, `/`, `\`, `.`, dashes, `+`, commas, colons, pipes or
 * invisible characters (zero-width spaces and joiners, soft hyphens, BOM) between the groups.
 * The one place the checkout and the sandbox decide what a written card number is.
 */
import { luhnCheck } from '@/lib/card/luhnCheck';

/** Shortest and longest card numbers looked for (ISO/IEC 7812: 13–19 digits). */
export const minCardDigits = 13;
export const maxCardDigits = 19;

/**
 * What may stand between the digits of one written number: white space of any kind (space,
 * tab, no-break, ideographic), low lines, slashes, backslashes, full stops, dashes, plus signs
 * (a URL's space), commas, colons, pipes and middle dots, including their full-width forms,
 * and invisible characters: format characters (zero-width space, joiners, word joiner, BOM,
 * soft hyphen, direction marks), the combining grapheme joiner and the blank fillers.
 */
const separator = String.raw`[\s_./\\\-+,:|\u00B7\u2022\u2010-\u2015\u2212\u30FC\uFF0B\uFF0C\uFF0D\uFF0E\uFF0F\uFF1A\uFF3C\uFF3F\uFF5C\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0]`;

/** A run of decimal digits (any script) with separators between them. */
const digitRun = new RegExp(String.raw`\p{Nd}(?:${separator}*\p{Nd})*`, 'gu');

const decimalDigit = /^\p{Nd}$/u;

/**
 * The ASCII digit of any Unicode decimal digit: compatibility forms (full-width, mathematical)
 * by NFKC, the other scripts by their place in their block of ten (Unicode encodes each
 * script's 0–9 contiguously).
 */
export function asciiDigit(char: string): string {
  if (char >= '0' && char <= '9') return char;
  const compatible = char.normalize('NFKC');
  if (compatible.length === 1 && compatible >= '0' && compatible <= '9') return compatible;
  const code = char.codePointAt(0) ?? 0;
  let zero = code;
  while (zero > 0 && decimalDigit.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/** A text with every decimal digit of any script written as its ASCII digit. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, asciiDigit);
}

/** One digit of a run: its ASCII value, where it sits in the run and in which group. */
interface RunDigit {
  digit: string;
  start: number;
  end: number;
  group: number;
}

function digitsOfRun(run: string): { digits: RunDigit[]; groupLengths: number[] } {
  const digits: RunDigit[] = [];
  const groupLengths: number[] = [];
  let offset = 0;
  let group = -1;
  let previousWasDigit = false;
  for (const char of run) {
    const isDigit = decimalDigit.test(char);
    if (isDigit) {
      if (!previousWasDigit) {
        group += 1;
        groupLengths.push(0);
      }
      digits.push({ digit: asciiDigit(char), start: offset, end: offset + char.length, group });
      groupLengths[group] = (groupLengths[group] ?? 0) + 1;
    }
    previousWasDigit = isDigit;
    offset += char.length;
  }
  return { digits, groupLengths };
}

/**
 * What counts as a card number: any 13–19 digits (reports, logs) or only those passing Luhn.
 * Digits glued to a letter (`abc1234567890123`, a hexadecimal id) count only when they pass
 * Luhn either way.
 */
export interface CardNumberRule {
  requireLuhn: boolean;
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * The stretches `[first digit, last digit]` of a run that are card numbers: 13–19 digits that
 * start and end where a group of digits does (or anywhere inside one group longer than 19
 * digits) and, with `requireLuhn`, pass the Luhn check. Overlapping stretches are merged, so a
 * card number with other digits beside it is covered whole.
 */
function cardStretches(
  digits: RunDigit[],
  groupLengths: number[],
  rule: CardNumberRule,
  glued: { start: boolean; end: boolean },
) {
  const isLong = (group: number) => (groupLengths[group] ?? 0) > maxCardDigits;
  const stretches: Array<[number, number]> = [];
  for (let first = 0; first < digits.length; first += 1) {
    const start = digits[first]!;
    if (first > 0 && digits[first - 1]!.group === start.group && !isLong(start.group)) continue;
    for (let length = maxCardDigits; length >= minCardDigits; length -= 1) {
      const last = first + length - 1;
      const end = digits[last];
      if (!end) continue;
      const next = digits[last + 1];
      if (next && next.group === end.group && !isLong(end.group)) continue;
      const number = digits
        .slice(first, last + 1)
        .map((entry) => entry.digit)
        .join('');
      const needsLuhn =
        rule.requireLuhn ||
        (first === 0 && glued.start) ||
        (last === digits.length - 1 && glued.end);
      if (needsLuhn && !luhnCheck(number)) continue;
      const previous = stretches[stretches.length - 1];
      if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
      else stretches.push([first, last]);
      break;
    }
  }
  return stretches;
}

/**
 * Replaces every card number written in `text` (see the module comment) by what `replace`
 * answers for its ASCII digits; the rest of the text is kept as it was.
 */
export function replaceCardNumbers(
  text: string,
  rule: CardNumberRule,
  replace: (digits: string) => string,
): string {
  return text.replace(digitRun, (run: string, offset: number) => {
    const { digits, groupLengths } = digitsOfRun(run);
    if (digits.length < minCardDigits) return run;
    const before = [...text.slice(Math.max(0, offset - 2), offset)].pop() ?? '';
    const after = [...text.slice(offset + run.length, offset + run.length + 2)][0] ?? '';
    const stretches = cardStretches(digits, groupLengths, rule, {
      start: letterOrDigit.test(before),
      end: letterOrDigit.test(after),
    });
    if (stretches.length === 0) return run;
    let out = '';
    let position = 0;
    for (const [first, last] of stretches) {
      const from = digits[first]!.start;
      const to = digits[last]!.end;
      out += run.slice(position, from);
      out += replace(
        digits
          .slice(first, last + 1)
          .map((entry) => entry.digit)
          .join(''),
      );
      position = to;
    }
    return out + run.slice(position);
  });
}

/** Whether a text holds a card number anywhere (see {@link replaceCardNumbers}). */
export function containsCardNumber(text: string, rule: CardNumberRule): boolean {
  let found = false;
  replaceCardNumbers(text, rule, (digits) => {
    found = true;
    return digits;
  });
  return found;
}

/**
 * Whether a value on its own is a card number passing Luhn: a JSON number, or a text of digits
 * (any script) and separators only.
 */
export function isCardNumberValue(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isInteger(value) && containsCardNumber(String(value), { requireLuhn: true });
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!new RegExp(String.raw`^(?:\p{Nd}|${separator})+$`, 'u').test(trimmed)) return false;
  return containsCardNumber(trimmed, { requireLuhn: true });
}
