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
};

module.exports = createJestConfig(config);
