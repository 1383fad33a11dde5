// What "written in Portuguese for ops" means in a test: the titles and descriptions ops read
// (studio labels and help, palette cards, editor hovers, `npm run validate` quotes) are found in
// a schema or manifest, and a small, explainable heuristic tells English text apart.

/** Keys whose values are data (example props, defaults, allowed values), not text for ops. */
const DATA_KEYS = new Set(['examples', 'default', 'const', 'enum']);

/** Keys whose children are named by their key (a property, a `$defs` entry, an outcome). */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'outcomes']);

/** One title or description, with where it is (a JSON pointer of its object). */
export interface OpsText {
  pointer: string;
  keyword: 'title' | 'description';
  text: string;
}

/** Every `title` and `description` string of a schema or template manifest. */
export function opsTexts(node: unknown, pointer = '', namesOnly = false): OpsText[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => opsTexts(item, `${pointer}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const found: OpsText[] = [];
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${key}`;
    if (namesOnly) found.push(...opsTexts(value, at));
    else if ((key === 'title' || key === 'description') && typeof value === 'string')
      found.push({ pointer, keyword: key, text: value });
    else if (!DATA_KEYS.has(key)) found.push(...opsTexts(value, at, NAME_MAPS.has(key)));
  }
  return found;
}

/**
 * English words that Portuguese never uses: function words (articles, prepositions,
 * conjunctions, auxiliaries) that any English sentence needs, and the participle every
 * English description of a screen ends up with ("shown"). None is a Portuguese word, so a
 * Portuguese text never trips on one ("for" and "no" are left out: Portuguese has them).
 */
const ENGLISH_WORDS = new Set(
  (
    'the of and is are was were be been with which when where what this that these those from ' +
    'by to an or its it not only than then each every any after before if else has have must ' +
    'should would will can into without also shown'
  ).split(' '),
);

/** Portuguese function words (and contractions): a sentence of ops text has at least one. */
const PORTUGUESE_WORDS = new Set(
  (
    'de do da dos das o a os as e em no na nos nas um uma que para com por ao aos à às é ou ' +
    'sem quando se deste desta neste nesta num numa pelo pela'
  ).split(' '),
);

/** Letters Portuguese writes and English does not: a word with one is Portuguese. */
const PORTUGUESE_LETTERS = /[ãõçâêôáéíóúà]/u;

/** Words a sentence needs before it must show a Portuguese word. */
const SENTENCE_WORDS = 6;

function isPortugueseWord(word: string): boolean {
  return PORTUGUESE_WORDS.has(word) || PORTUGUESE_LETTERS.test(word);
}

/**
 * The prose of a text: without `code`, 'quoted' and "quoted" strings (identifiers, buyer
 * copy and the spec's own English headings, which are quoted as they are), URLs and paths
 * (routes such as /parsing, API calls).
 */
function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\/[\w\-[\]{}/.]+/g, ' ')
    .replace(/'[^']*'|"[^"]*"/g, ' ');
}

function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).filter(Boolean);
}

/**
 * Why a text reads as English, or undefined when it reads as Portuguese. A heuristic, on
 * purpose: it flags an English possessive ("the buyer's"), an English function word, an
 * "-ing" or "-ed" word (Heading, Spacing, issued, accepted: Portuguese words do not end so) in
 * the prose, and a sentence (six words or more) with no Portuguese function word and no letter
 * English lacks (ã, ç, é…). A short English title of nouns only ("Payment methods") passes it;
 * review catches those.
 */
export function englishIn(text: string): string | undefined {
  const withoutCode = text.replace(/`[^`]*`/g, ' ');
  const possessive = /\p{L}'s\b/u.exec(withoutCode);
  if (possessive) return `English possessive '${possessive[0]}'`;
  const found = words(prose(text));
  const english = found.find((word) => ENGLISH_WORDS.has(word));
  if (english !== undefined) return `English word '${english}'`;
  const inflected = found.find((word) => /\p{L}{3,}(ings?|ed)$/u.test(word));
  if (inflected !== undefined) return `English -ing or -ed word '${inflected}'`;
  if (found.length >= SENTENCE_WORDS && !found.some(isPortugueseWord))
    return 'a sentence without a Portuguese word';
  return undefined;
}
