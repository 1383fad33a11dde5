// Browser tests: Chromium (Debian's, through playwright-core) against the built app, started
// once for the whole run by tests/e2e/globalSetup.ts. Run with `npm run test:e2e`.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
  // How many tests of a file run side by side when the file asks for it (`it.concurrent`): the
  // journey walker's walks, each in its own browser context (docs/journeys.md).
  maxConcurrency: Number(process.env.JOURNEYS_POOL ?? 3),
};

// next/jest never transforms node_modules; pixelmatch (the visual regression suite's image
// comparison) ships only as an ES module, so that one package is transformed too.
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!pixelmatch/)',
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
};
