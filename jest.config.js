// Jest runs every unit and integration test (tests/**/*.test.ts[x]); browser tests live in
// tests/e2e and run with `npm run test:e2e`.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  testPathIgnorePatterns: ['<rootDir>/tests/e2e/', '<rootDir>/node_modules/', '<rootDir>/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/setupTests.ts'],
  // A guard against hangs, not a speed target (speed lives in `npm run bench`): the form tests
  // type into real inputs and take seconds when the machine is busy.
  testTimeout: 30000,
};

// next/jest never transforms node_modules; msw 2 depends on `until-async`, which ships only as
// an ES module, so that one package is transformed too; so is @rjsf/utils' schema merger (the
// studio's form validator tests) and pixelmatch (the visual comparison's own unit test).
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(until-async|@x0k/json-schema-merge|pixelmatch)/)',
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
};
