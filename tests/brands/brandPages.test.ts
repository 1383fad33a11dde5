import type { GetServerSidePropsContext } from 'next';
import { getProductConfig } from '@/checkout/api/checkoutApi';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { loadBrands, servedConfig } from './brandFiles';

// Flags come from the flag service over HTTP; here every flag is unanswered (defaults).
jest.mock('@/renderer/flags/evaluateServerFlags', () => ({
  evaluateServerFlags: jest.fn(),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  getPlanProduct: jest.fn(),
  getProductConfig: jest.fn(),
  getSeller: jest.fn(),
}));

const productConfig = getProductConfig as jest.MockedFunction<typeof getProductConfig>;
const brands = loadBrands();

function context(url: string, host: string): GetServerSidePropsContext {
  return {
    resolvedUrl: url,
    req: { headers: { host } },
    res: { setHeader: jest.fn() },
    query: {},
    params: {},
  } as unknown as GetServerSidePropsContext;
}

async function pageOf(url: string, host: string): Promise<CheckoutPageProps> {
  const result = await buildCheckoutPage(context(url, host));
  if (!('props' in result))
    throw new Error(`expected page props for ${host}${url}, got ${JSON.stringify(result)}`);
  return result.props as CheckoutPageProps;
}

// Each brand served from configuration alone: its production host, its product config as
// the backend answers it, and the page props the renderer builds from them.
describe.each(
  brands.map(({ brand, products, themes }) => ({ id: brand.id, brand, products, themes })),
)('the checkout of $id', ({ brand, products, themes }) => {
  const lang = brand.language === 'pt-MZ' ? '?lang=pt-mz' : '';

  beforeEach(() => {
    productConfig.mockReset();
    productConfig.mockImplementation(async (code: string) => {
      const config = products[code];
      if (config === undefined)
        throw new Error(`no product config '${code}' in brands/${brand.id}`);
      return servedConfig(config);
    });
  });

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
    expect(page.theme).toEqual(themes.light);
    expect(page.step.templateId).toBe('lead');
    expect(page.nextStep?.templateId).toBe('payment');
  });

  it('should build its payment page in the test environment', async () => {
    const page = await pageOf(`/payment${lang}`, brand.links.test.domain);
    expect(page).toMatchObject({ productCode: brand.productCode, environment: 'test' });
    expect(page.step.templateId).toBe('payment');
  });
});
