/**
 * The import arrows of docs/architecture.md are enforced by `npm run lint`: a file that imports
 * across a forbidden layer fails, one that imports along the arrows passes. Each case is linted
 * as if it were a file at that path, with the repository's own ESLint config, in one child
 * process (ESLint loads its flat config with a dynamic import that Jest cannot run).
 */
import { execFileSync } from 'node:child_process';

interface Case {
  filePath: string;
  from: string;
}

const FORBIDDEN: Array<[string, string, string]> = [
  ['ui/Probe.ts', '@/checkout/format/formatCep', 'ui/ must not import from checkout/'],
  ['ui/Probe.ts', '@/platform/logger', 'ui/ must not import from platform/'],
  ['ui/Probe.ts', '@/renderer/StepRenderer', 'ui/ must not import from renderer/'],
  ['ui/Probe.ts', '@/templates/lead/LeadTemplate', 'ui/ must not import from templates/'],
  ['checkout/Probe.ts', '@/renderer/buildCheckoutPage', 'checkout/ must not import from renderer/'],
  [
    'checkout/Probe.ts',
    '@/templates/lead/LeadTemplate',
    'checkout/ must not import from templates/',
  ],
  [
    'templates/lead/Probe.ts',
    '@/renderer/StepRenderer',
    'templates/ must not import from renderer/',
  ],
  ['sandbox/Probe.ts', '@/checkout/api/types', 'sandbox/ must not import from checkout/'],
  ['sandbox/Probe.ts', '@/ui/Button', 'sandbox/ must not import from ui/'],
  ['sandbox/Probe.ts', '@/renderer/StepRenderer', 'sandbox/ must not import from renderer/'],
  ['lib/card/Probe.ts', '@/checkout/sessionStore', 'lib/ must not import from checkout/'],
  ['lib/card/Probe.ts', '@/platform/logger', 'lib/ must not import from platform/'],
  ['sandbox/Probe.ts', '@/platform/logger', 'sandbox/ must not import from platform/'],
  // Buyer code reaches the plumbing only through platform/<service>.ts, never its internals.
  [
    'checkout/Probe.ts',
    '@/platform/flags/startClientFlags',
    'checkout/ must import platform/ only through its interface',
  ],
  [
    'templates/lead/Probe.ts',
    '@/platform/observability/logSinks',
    'templates/ must import platform/ only through its interface',
  ],
  [
    'templates/pix/Probe.ts',
    '../../platform/analytics/dataLayer',
    'templates/ must import platform/ only through its interface',
  ],
  // The plumbing never reaches up into the buyer code or the engine.
  [
    'platform/flags/Probe.ts',
    '@/templates/lead/LeadTemplate',
    'platform/ must not import from templates/',
  ],
  ['platform/Probe.ts', '@/renderer/StepRenderer', 'platform/ must not import from renderer/'],
  [
    'platform/analytics/Probe.ts',
    '@/checkout/checkoutPageProps',
    'platform/ must not import from checkout/',
  ],
  ['lib/card/Probe.ts', '@/sandbox/router', 'lib/ must not import from sandbox/'],
  ['lib/card/Probe.ts', '@/edge/backendProxy', 'lib/ must not import from edge/'],
  ['templates/lead/Probe.ts', '@/studio/StudioApp', 'templates/ must not import from studio/'],
  ['checkout/Probe.ts', '@/studio/StepForm', 'checkout/ must not import from studio/'],
  ['renderer/Probe.ts', '@/studio/StudioPreview', 'renderer/ must not import from studio/'],
  ['ui/Probe.ts', '@/studio/studioCss', 'ui/ must not import from studio/'],
  ['studio/Probe.ts', '@/sandbox/router', 'studio/ must not import from sandbox/'],
  // The stand-in backend, the server edge and the tools share only what lies below the checkout.

  ['sandbox/Probe.ts', '@/templates/lead/LeadTemplate', 'sandbox/ must not import from templates/'],
  ['edge/Probe.ts', '@/checkout/api/types', 'edge/ must not import from checkout/'],
  ['edge/Probe.ts', '@/templates/lead/LeadTemplate', 'edge/ must not import from templates/'],
  ['edge/sharedStore/Probe.ts', '@/sandbox/router', 'edge/ must not import from sandbox/'],
  [
    'scripts/lib/Probe.ts',
    '@/checkout/navigation/stepHref',
    'scripts/ must not import from checkout/',
  ],
  ['scripts/Probe.ts', '@/templates/lead/LeadTemplate', 'scripts/ must not import from templates/'],
  ['checkout/Probe.ts', '@/edge/backendProxy', 'checkout/ must not import from edge/'],
  [
    'templates/lead/Probe.ts',
    '@/tests/e2e/journeyDriverKit',
    'templates/ must not import from tests/',
  ],
  [
    'templates/lead/Probe.ts',
    '@/templates/pix/PixQrCode',
    "templates/lead/ must not import another template's folder",
  ],
];
const ALLOWED: Array<[string, string]> = [
  ['sandbox/Probe.ts', '@/lib/card/luhnCheck'],
  ['sandbox/Probe.ts', '@/schemas/generated/apiTypes'],
  ['sandbox/Probe.ts', '@/lib/validation/fieldRules'],
  ['sandbox/Probe.ts', '@/edge/requestGuard'],
  ['edge/Probe.ts', '@/lib/http/route'],
  ['scripts/lib/Probe.ts', '@/lib/routes/routeShape'],
  ['scripts/bench/Probe.ts', '@/checkout/api/ApiError'],
  ['templates/lead/tests/Probe.ts', '@/tests/e2e/journeyDriverKit'],
  ['checkout/Probe.ts', '@/lib/card/detectCardBrand'],
  ['renderer/Probe.ts', '@/templates/lead/LeadTemplate'],
  ['templates/lead/Probe.ts', '@/platform/logger'],
  ['templates/pix/Probe.ts', '@/platform/flags'],
  ['checkout/Probe.ts', '@/platform/captcha'],
  ['checkout/Probe.ts', '@/platform/analytics'],
  ['renderer/Probe.ts', '@/platform/flags/FeatureFlagsProvider'],
  ['platform/flags/Probe.ts', '@/platform/flags/featureFlags'],
  ['platform/Probe.ts', '@/lib/settings/publicSettings'],
  ['templates/lead/Probe.ts', '@/templates/lead/saveLead'],
  ['checkout/Probe.ts', '@/ui/Button'],
  ['studio/Probe.ts', '@/renderer/CheckoutPage'],
  ['studio/Probe.ts', '@/scripts/lib/validateConfigTree'],
];

const SCRIPT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.env.LAYER_CASES);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, from } of cases) {
  const [result] = await eslint.lintText("import { x } from '" + from + "';\\nexport const y = x;\\n", { filePath });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lint(cases: Case[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: { ...process.env, LAYER_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

describe('import layers', () => {
  let results: string[][];

  beforeAll(() => {
    results = lint([...FORBIDDEN, ...ALLOWED].map(([filePath, from]) => ({ filePath, from })));
  }, 120_000);

  it.each(FORBIDDEN.map((entry, index) => [...entry, index] as const))(
    'should fail %s importing %s',
    (_filePath, _from, message, index) => {
      expect(results[index]).toEqual([expect.stringContaining(message)]);
    },
  );

  it.each(ALLOWED.map((entry, index) => [...entry, FORBIDDEN.length + index] as const))(
    'should let %s import %s (along the arrows)',
    (_filePath, _from, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});
