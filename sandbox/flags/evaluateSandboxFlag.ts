import type { SandboxFlag, SandboxFlagValue } from '@/sandbox/flags/flagFile';

/** An OFREP evaluation context: attributes by name (`targetingKey` among them). */
export type OfrepContext = Record<string, unknown>;

/** A successful OFREP evaluation (OpenFeature Remote Evaluation Protocol). */
export interface OfrepSuccess {
  key: string;
  value: SandboxFlagValue;
  variant: string;
  reason: 'STATIC' | 'TARGETING_MATCH' | 'DISABLED';
  metadata?: Record<string, string | number | boolean>;
}

/** A failed OFREP evaluation of one flag. */
export interface OfrepFailure {
  key: string;
  errorCode: 'FLAG_NOT_FOUND' | 'PARSE_ERROR' | 'INVALID_CONTEXT' | 'GENERAL';
  errorDetails: string;
}

function attribute(context: OfrepContext, name: string): string | undefined {
  const value = context[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

/**
 * Evaluates one flag of the sandbox's file for a context: a disabled flag serves its default
 * variant (DISABLED); otherwise the first targeting rule whose every condition matches the
 * context (case-insensitive) picks the variant (TARGETING_MATCH), else the default (STATIC).
 */
export function evaluateSandboxFlag(
  key: string,
  flag: SandboxFlag | undefined,
  context: OfrepContext,
): OfrepSuccess | OfrepFailure {
  if (!flag)
    return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `flag '${key}' does not exist` };
  const serve = (variant: string, reason: OfrepSuccess['reason']): OfrepSuccess => ({
    key,
    value: flag.variants[variant] as SandboxFlagValue,
    variant,
    reason,
  });
  if (flag.state === 'DISABLED') return serve(flag.defaultVariant, 'DISABLED');
  for (const rule of flag.targeting ?? []) {
    const matches = Object.entries(rule.when).every(([name, accepted]) => {
      const actual = attribute(context, name)?.toLowerCase();
      const list = typeof accepted === 'string' ? [accepted] : accepted;
      return actual !== undefined && list.some((value) => value.toLowerCase() === actual);
    });
    if (matches) return serve(rule.variant, 'TARGETING_MATCH');
  }
  return serve(flag.defaultVariant, 'STATIC');
}
