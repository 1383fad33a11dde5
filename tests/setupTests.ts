// Shared Jest setup: DOM matchers for component tests (they opt into jsdom per file with
// `@jest-environment jsdom`).
import '@testing-library/jest-dom';
import packageJson from '../package.json';

// What next.config.js inlines at build time: the API client's X-App-Version.
process.env.NEXT_PUBLIC_APP_VERSION ??= packageJson.version;

// Local storage outlives a test in jsdom: the purchase ledger (checkout/purchase/purchaseLedger.ts)
// of one test's buyer must not be another test's. Session storage is each test's own business.
if (typeof window !== 'undefined') {
  afterEach(() => {
    try {
      window.localStorage.clear();
    } catch {
      // A test that replaced localStorage with something that cannot be cleared.
    }
  });
}
