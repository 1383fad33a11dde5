import type { GetServerSidePropsContext } from 'next';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import { startSandboxServer } from '../sandbox/startSandboxServer';
import type { RunningSandbox } from '../sandbox/startSandboxServer';
import { BRANDS_DIR, loadBrands } from './brandFiles';

// Flags come from the flag service over HTTP; here every flag is unanswered (defaults).
jest.mock('@/renderer/flags/evaluateServerFlags', () => ({
  evaluateServerFlags: jest.fn(),
}));

const brands = loadBrands();

// Every call the page makes (its product config, the plans its step loads before the first
// paint) is answered by the sandbox serving brands/, over the real API client, as in
// production: no call is left unanswered.
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandboxServer({ brandsDir: BRANDS_DIR });
  process.env.CHECKOUT_API_INTERNAL_URL = sandbox.baseUrl;
});

afterAll(async () => {
  delete process.env.CHECKOUT_API_INTERNAL_URL;
  await sandbox.dispose();
});

function context(url: string, host: string): GetServerSidePropsContext {
  return {
    resolvedUrl: url,
    req: { headers: { host } },
    res: { setHeader: jest.fn() },
    query: {},
    params: {},
  } as unknown as GetServerSidePropsContext;
}

/**
 * The props the renderer builds for a page. A warning or error logged meanwhile (a server data
 * loader that failed: SERVER_DATA_FAILED) fails the test: every page's data must load.
 */
async function pageOf(url: string, host: string): Promise<CheckoutPageProps> {
  const logged: LogEvent[] = [];
  // The performance sink receives every level; the error-reporting one only errors.
  const unregister = registerLogSink({ kind: 'performance', send: (e) => logged.push(e) });
  try {
    const result = await buildCheckoutPage(context(url, host));
    if (!('props' in result))
      throw new Error(`expected page props for ${host}${url}, got ${JSON.stringify(result)}`);
    const problems = logged.filter((event) => event.level !== 'debug' && event.level !== 'info');
    expect(problems.map((event) => event.message)).toEqual([]);
    return result.props as CheckoutPageProps;
  } finally {
    unregister();
  }
}

// Each brand served from configuration alone: its production host, its product config as
// the backend answers it, and the page props the renderer builds from them.
describe.each(
  brands.map(({ brand, themes }) => ({ id: brand.id, brand, themes })),
)('the checkout of $id', ({ brand, themes }) => {
  const lang = brand.language === 'pt-MZ' ? '?lang=pt-mz' : '';

  it('should build its lead page with its product, brand and light theme', async () => {
    const page = await pageOf(`/lead${lang}`, brand.links.production.domain);
    expect(page).toMatchObject({
      productCode: brand.productCode,
      dsBrand: brand.id,
      dsMode: 'light',
      environment: 'production',
      isMozambiqueTheme: brand.language === 'pt-MZ',
    });
    expect(page.brand.id).toBe(brand.id);
    // The file's tokens, without its `$schema` (the editor's pointer; the registry drops it).
    const { $schema: pointer, ...light } = themes.light!;
    expect(pointer).toBeDefined();
    expect(page.theme).toEqual(light);
    expect(page.step.templateId).toBe('lead');
    expect(page.nextStep?.templateId).toBe('payment');
  });

  it('should build its payment page in the test environment', async () => {
    const page = await pageOf(`/payment${lang}`, brand.links.test.domain);
    expect(page).toMatchObject({ productCode: brand.productCode, environment: 'test' });
    expect(page.step.templateId).toBe('payment');
    // The plans its form shows, loaded before the first paint.
    expect(page.serverData?.productPlans?.plans.code).toBe(brand.productCode);
  });
});
