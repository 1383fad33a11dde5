/**
 * `@rjsf/validator-ajv8` is imported by no file of ours (the studio validates with the generated
 * validators), but `@rjsf/core`'s index imports it (its test registry), so `next build` fails
 * without it (a clean `npm ci` after removing it: "Module not found: Can't resolve
 * '@rjsf/validator-ajv8'"). Kept, pinned to the version of `@rjsf/core`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const packageJson = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe("the studio's form library", () => {
  it("should keep @rjsf/validator-ajv8, which @rjsf/core's index imports", () => {
    const coreIndex = readFileSync(
      join(process.cwd(), 'node_modules', '@rjsf', 'core', 'lib', 'getTestRegistry.js'),
      'utf8',
    );
    expect(coreIndex).toContain("from '@rjsf/validator-ajv8'");
    expect(packageJson.dependencies['@rjsf/validator-ajv8']).toBe(
      packageJson.dependencies['@rjsf/core'],
    );
  });
});
