// Shared Jest setup: DOM matchers for component tests (they opt into jsdom per file with
// `@jest-environment jsdom`).
import '@testing-library/jest-dom';
