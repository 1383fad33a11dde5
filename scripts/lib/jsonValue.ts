/** Any value JSON can hold, as parsed by `JSON.parse`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** A JSON object: a JSON Schema, a config file, a props object. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Tells a JSON object from the other JSON values (arrays and null included). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
