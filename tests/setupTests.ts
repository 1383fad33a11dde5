// Shared Jest setup: DOM matchers for component tests (they opt into jsdom per file with
// `@jest-environment jsdom`).
import '@testing-library/jest-dom';
import packageJson from '../package.json';

// What next.config.js inlines at build time: the API client's X-App-Version.
process.env.NEXT_PUBLIC_APP_VERSION ??= packageJson.version;
