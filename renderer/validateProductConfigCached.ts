import { createHash } from 'node:crypto';
import { validateProductConfig } from '@/schemas/generated/validators';
import type { ProductConfig } from '@/schemas/generated/types';

/** The outcome of validating one product config: the typed config, or the first error. */
export type ConfigValidation =
  | { ok: true; config: ProductConfig }
  | { ok: false; pointer: string; message: string };

const cache = new Map<string, ConfigValidation>();
// The config cache hands out the same object while it is fresh: remember its result by
// identity too, so a warm request neither serialises nor hashes the config again.
const byObject = new WeakMap<object, ConfigValidation>();
const MAX_ENTRIES = 500;

/** Number of validations actually run (not served from the cache); tests and benchmarks read it. */
export let validationRuns = 0;

/**
 * Validates a product config (and through the step schema, every step's props) with the
 * generated validator, once per config content: the result is cached by the SHA-256 of its
 * JSON, so a warm checkout does not validate on every request.
 */
export function validateProductConfigCached(config: unknown): ConfigValidation {
  const known = typeof config === 'object' && config !== null ? byObject.get(config) : undefined;
  if (known) return known;
  const result = validateByContent(config);
  if (typeof config === 'object' && config !== null) byObject.set(config, result);
  return result;
}

function validateByContent(config: unknown): ConfigValidation {
  const key = createHash('sha256').update(JSON.stringify(config)).digest('hex');
  const hit = cache.get(key);
  if (hit) return hit;
  validationRuns += 1;
  let result: ConfigValidation;
  if (validateProductConfig(config)) {
    result = { ok: true, config: config as ProductConfig };
  } else {
    const first = validateProductConfig.errors?.[0];
    result = {
      ok: false,
      pointer: first?.instancePath || '/',
      message: first?.message ?? 'invalid product config',
    };
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}
