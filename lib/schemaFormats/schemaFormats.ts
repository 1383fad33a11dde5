import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * The JSON Schema `format`s a Trilha schema may use (props schemas and the API contract), with
 * the check each one runs. The generator compiles them into the standalone validators, which
 * import this object (`schemaFormats["date-time"]`), so build time and run time check one way.
 * Any other format is refused by `npm run generate` (scripts/lib/schemaFormatRules.ts).
 */
export const schemaFormats = {
  /** RFC 3339 date and time with an offset, e.g. `2026-05-01T12:00:00-03:00`. */
  'date-time': fullFormats['date-time'],
  /** RFC 3339 full date, e.g. `2026-05-01`. */
  date: fullFormats.date,
};

/** A format name a schema may use. */
export type SchemaFormatName = keyof typeof schemaFormats;

/** Whether a schema's `format` value is one Trilha supports. */
export function isSchemaFormatName(name: string): name is SchemaFormatName {
  return Object.prototype.hasOwnProperty.call(schemaFormats, name);
}
