import { createRequire } from 'node:module';
import { GENERATED_BANNER } from './generatedBanner';
import { ToolError } from './toolError';

/** The package whose metadata the phone rule follows (an exact-pinned devDependency). */
const METADATA_PACKAGE = 'libphonenumber-js';
const METADATA_FILE = 'metadata.max.json';

/** The countries whose '+' numbers the checkout judges by their national numbering plan. */
export const PLANNED_COUNTRIES = ['MZ'] as const;

// libphonenumber-js's compressed layout (its metadata.js): version 4 keeps a country as an
// array, calling code at 0 and the number types at 11; the types in the order below, each
// `[pattern, possibleLengths?]`, 0 when the country has none. Another version fails generation.
const METADATA_VERSION = 4;
const CALLING_CODE_INDEX = 0;
const POSSIBLE_LENGTHS_INDEX = 3;
const TYPES_INDEX = 11;
const TYPE_INDEX = { fixedLine: 0, mobile: 1 } as const;

/** libphonenumber-js's metadata as `metadata.max.json` holds it (only what is read here). */
export interface PhoneMetadata {
  version: number;
  countries: Record<string, readonly unknown[]>;
}

/** The metadata and the version of the package it comes from. */
export interface PhoneMetadataSource {
  packageVersion: string;
  metadata: PhoneMetadata;
}

/** Reads `libphonenumber-js/metadata.max.json` and the package's version from node_modules. */
export function loadPhoneMetadata(): PhoneMetadataSource {
  const require = createRequire(__filename);
  const { version } = require(`${METADATA_PACKAGE}/package.json`) as { version: string };
  const metadata = require(`${METADATA_PACKAGE}/${METADATA_FILE}`) as PhoneMetadata;
  return { packageVersion: version, metadata };
}

function layoutError(message: string): ToolError {
  return new ToolError('phone-metadata', `${METADATA_PACKAGE}/${METADATA_FILE}: ${message}`);
}

function isLengths(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((length) => Number.isInteger(length));
}

/** A number type as a whole-number regular expression literal and its possible lengths. */
function numberType(country: string, entry: readonly unknown[], type: keyof typeof TYPE_INDEX) {
  const types = entry[TYPES_INDEX];
  const described = Array.isArray(types) ? (types[TYPE_INDEX[type]] as unknown) : undefined;
  if (!Array.isArray(described) || typeof described[0] !== 'string') {
    throw layoutError(`${country} has no ${type} pattern`);
  }
  // A type without its own lengths takes the country's (libphonenumber-js's Type.possibleLengths).
  const lengths: unknown = described[1] || entry[POSSIBLE_LENGTHS_INDEX];
  if (!isLengths(lengths)) throw layoutError(`${country} has no possible lengths for ${type}`);
  // RegExp#toString escapes what a literal needs, and a broken pattern fails here.
  const pattern = String(new RegExp(`^(?:${described[0]})$`));
  return `{ pattern: ${pattern}, possibleLengths: [${lengths.join(', ')}] }`;
}

function countryPlan(country: string, metadata: PhoneMetadata): string {
  const entry = metadata.countries[country];
  const callingCode = entry?.[CALLING_CODE_INDEX];
  if (entry === undefined || typeof callingCode !== 'string' || !/^\d+$/.test(callingCode)) {
    throw layoutError(`no calling code for ${country}`);
  }
  return [
    `  ${country}: {`,
    `    callingCode: '${callingCode}',`,
    `    fixedLine: ${numberType(country, entry, 'fixedLine')},`,
    `    mobile: ${numberType(country, entry, 'mobile')},`,
    '  },',
  ].join('\n');
}

/**
 * Builds `phoneNumbering.ts`: for each of `PLANNED_COUNTRIES`, the calling code and the fixed
 * line and mobile national number patterns with their possible lengths, from libphonenumber-js's
 * `metadata.max.json` (Google libphonenumber's numbering metadata), so the phone rule judges by
 * the plan without shipping the library. Fails on a metadata layout it does not know.
 */
export function buildPhoneNumberingModule({ packageVersion, metadata }: PhoneMetadataSource) {
  if (metadata.version !== METADATA_VERSION) {
    throw layoutError(`metadata version ${metadata.version}, expected ${METADATA_VERSION}`);
  }
  const source = `${METADATA_PACKAGE} ${packageVersion} (${METADATA_FILE})`;
  return [
    `// ${GENERATED_BANNER}`,
    `// From ${source}: bump the devDependency and run \`npm run generate\` to follow a plan's change.`,
    '',
    '/** A kind of national number: its whole-number pattern and the lengths it may have. */',
    'export interface PhoneNumberType {',
    '  pattern: RegExp;',
    '  possibleLengths: readonly number[];',
    '}',
    '',
    "/** A country's numbering plan: its calling code (no '+') and its fixed line and mobile numbers. */",
    'export interface NumberingPlan {',
    '  callingCode: string;',
    '  fixedLine: PhoneNumberType;',
    '  mobile: PhoneNumberType;',
    '}',
    '',
    '/** Where the plans come from. */',
    `export const phoneNumberingSource = '${source}';`,
    '',
    '/** The numbering plan of each country the checkout judges phones by. */',
    'export const phoneNumbering = {',
    ...PLANNED_COUNTRIES.map((country) => countryPlan(country, metadata)),
    `} as const satisfies Record<'${PLANNED_COUNTRIES.join("' | '")}', NumberingPlan>;`,
    '',
  ].join('\n');
}
