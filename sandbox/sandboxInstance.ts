import { generatedConfigValidators } from '@/sandbox/configValidators';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';

const globalKey = Symbol.for('trilha.sandbox');

type GlobalWithSandbox = typeof globalThis & { [globalKey]?: Sandbox };

/**
 * The process-wide sandbox the Next API routes mount. Kept on `globalThis` so hot reloads in
 * development reuse one SQLite connection instead of opening one per reload.
 */
export function getSandbox(): Sandbox {
  const holder = globalThis as GlobalWithSandbox;
  holder[globalKey] ??= createSandbox({ validators: generatedConfigValidators });
  return holder[globalKey];
}
