// ESLint flat config: Next.js core-web-vitals and TypeScript rules for the whole repo.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import fs from 'node:fs';

/** Every template folder: each may import its own files, never another template's. */
const templateIds = fs
  .readdirSync(new URL('./templates/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A template's journey driver (`templates/<id>/tests/journeyDriver.ts`): browser test code that
 * lives with its template, run only by the e2e suites (tests/e2e/journeyDrivers.ts finds it).
 */
const JOURNEY_DRIVERS = 'templates/*/tests/**';

/**
 * The import arrows of docs/architecture.md: pages → renderer → templates → checkout → ui,
 * platform plumbing (platform/: error reporting, performance monitoring, flags, tag manager,
 * captcha) below the buyer code, which reaches it only through its interface modules
 * (platform/<service>.ts, never a file under platform/<service>/),
 * the ops studio (studio/) above the renderer and out of every buyer layer's reach, and the
 * sandbox beside them on leaf modules only: lib/ (pure functions both sides share)
 * and schemas/generated/ (the API contract). Each zone lists the layers a folder must not
 * import from; `npm run lint` fails on a forbidden import.
 */
const layers = [
  {
    files: ['ui/**'],
    forbidden: [
      'checkout',
      'platform',
      'renderer',
      'templates',
      'sandbox',
      'edge',
      'studio',
      'pages',
    ],
  },
  {
    files: ['checkout/**'],
    forbidden: ['renderer', 'templates', 'sandbox', 'edge', 'studio', 'pages'],
    interfaceOnly: ['platform'],
  },
  // A template's own hooks and parts live in its folder; what two templates share goes to
  // checkout/. So a template never imports another template's folder.
  ...templateIds.map((id) => ({
    files: [`templates/${id}/**`],
    ignores: [JOURNEY_DRIVERS],
    forbidden: ['renderer', 'sandbox', 'edge', 'studio', 'pages', 'templates', 'tests'],
    allowed: [id],
    interfaceOnly: ['platform'],
  })),
  // A journey driver drives the browser with the e2e suites' kit (tests/e2e/journeyDriverKit.ts);
  // it imports no app code, and no app code imports it (the zone above keeps tests/ out).
  {
    files: [JOURNEY_DRIVERS],
    forbidden: [
      'checkout',
      'platform',
      'renderer',
      'templates',
      'ui',
      'sandbox',
      'studio',
      'pages',
    ],
  },
  // Plumbing knows nothing of the buyer code it serves: what it needs of a page is a type of
  // its own (the page props have those fields) or a function the page passes in.
  {
    files: ['platform/**'],
    forbidden: ['checkout', 'renderer', 'templates', 'ui', 'sandbox', 'edge', 'studio', 'pages'],
  },
  { files: ['renderer/**'], forbidden: ['sandbox', 'edge', 'studio', 'pages'] },
  // The stand-in backend answers the API as any backend would: it shares with the checkout only
  // what lies below both (lib/: the field rules of lib/validation/, docs/field-rules.md; the
  // contract in schemas/generated/), and mounts the server edge's guards (edge/).
  {
    files: ['sandbox/**'],
    forbidden: [
      'checkout',
      'platform',
      'renderer',
      'templates',
      'ui',
      'studio',
      'pages',
      'scripts',
    ],
  },
  // The server edge (edge/: the API proxy, its limits and guards, the shared store) is what every
  // deployment runs in front of a backend: it knows no buyer code and no stand-in backend.
  {
    files: ['edge/**'],
    forbidden: [
      'checkout',
      'platform',
      'renderer',
      'templates',
      'ui',
      'sandbox',
      'studio',
      'pages',
      'scripts',
    ],
  },
  // The command-line tools read the schemas and the data, never the buyer code (the benchmarks of
  // scripts/bench/ drive the buyer code itself, so they may).
  { files: ['scripts/**'], ignores: ['scripts/bench/**'], forbidden: ['checkout', 'templates'] },
  // The ops studio sits beside the pages: it may use the renderer (its preview draws the real
  // page) and scripts/lib (its save runs `npm run validate`'s checks); no buyer code imports it.
  { files: ['studio/**'], forbidden: ['sandbox', 'pages'] },
  {
    files: ['lib/**'],
    forbidden: [
      'checkout',
      'platform',
      'renderer',
      'templates',
      'ui',
      'sandbox',
      'edge',
      'studio',
      'pages',
      'scripts',
    ],
  },
];

/** The pattern that forbids importing a layer (except the folders of `allowed`). */
function forbiddenLayer(files, layer, allowed) {
  return {
    // A folder of `allowed` stays importable: `(?:^|/)checkout/(?!validation/)`.
    regex: `(?:^|/)${layer}(?:/(?!(?:${allowed.join('|') || '$^'})/)|$)`,
    message:
      layer === 'templates' && files[0].startsWith('templates/')
        ? `${files[0].replace('/**', '')}/ must not import another template's folder: move what both use to checkout/ (docs/architecture.md).`
        : `${files[0].split('/')[0]}/ must not import from ${layer}/ (layer arrows in docs/architecture.md).`,
  };
}

/** The pattern that lets a layer's top files (its interface) in and keeps its folders out. */
function internalsOf(files, layer) {
  return {
    regex: `(?:^|/)${layer}/[^/]+/`,
    message: `${files[0].split('/')[0]}/ must import ${layer}/ only through its interface (${layer}/<service>.ts), never a file under ${layer}/<service>/ (docs/architecture.md).`,
  };
}

function layerZone({ files, ignores = [], forbidden, allowed = [], interfaceOnly = [] }) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((layer) => forbiddenLayer(files, layer, allowed)),
            ...interfaceOnly.map((layer) => internalsOf(files, layer)),
          ],
        },
      ],
    },
  };
}

const API_PATH_MESSAGE =
  "Call the API with callApi('<operationId>', …) (checkout/api/callApi.ts): its path comes from schemas/api/operations.json.";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'schemas/generated/**',
      'gallery/**',
      'coverage/**',
      'next-env.d.ts',
      // The bare app of `npm run bench` (issue 38): its own small app, kept as written.
      'bench/baseline/**',
    ],
  },
  {
    // Jest's config files and test environments are CommonJS, as Jest loads them.
    files: ['*.config.js', 'tests/environments/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...layers.map(layerZone),
  {
    // The checkout calls the API by operationId (checkout/api/callApi.ts): the path, method and
    // types come from schemas/api/operations.json, so a path written here would be a second copy.
    files: ['checkout/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    // A journey driver names the sandbox's paths to arm its faults, as the e2e suites do.
    ignores: [JOURNEY_DRIVERS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/v[0-9]+\\//]',
          message: API_PATH_MESSAGE,
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\/v[0-9]+\\//]',
          message: API_PATH_MESSAGE,
        },
      ],
    },
  },
  {
    // Settings are declared once (lib/settings/settingDefinitions.ts) and checked at start;
    // product code reads them through lib/settings/, never from the environment directly.
    files: [
      'checkout/**',
      'renderer/**',
      'templates/**',
      'ui/**',
      'sandbox/**',
      'edge/**',
      'studio/**',
      'pages/**',
      'lib/**',
      'instrumentation.ts',
    ],
    ignores: ['lib/settings/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings through lib/settings/ (setting(), settingsEnv(), publicSetting()); declare a new variable in lib/settings/settingDefinitions.ts.',
        },
      ],
    },
  },
];

export default config;
