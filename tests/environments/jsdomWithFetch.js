// A jsdom test environment with Node's Fetch API globals (fetch, Request, Response, Headers,
// streams, TextEncoder, BroadcastChannel...), which jsdom does not provide and msw 2 needs to
// answer the API calls of components under test. Opt in per file with
// `@jest-environment ./tests/environments/jsdomWithFetch.js`.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
