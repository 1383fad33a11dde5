import type { GetServerSidePropsContext } from 'next';
import { ptMZOverrides } from '@/checkout/copy/ptMZ';
import { copyOfPage } from '@/checkout/copy/copyOfPage';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import { clearProductConfigCache } from '@/renderer/cachedProductConfig';
import {
  getPlanProduct,
  getProductConfig,
  getProductV2,
  getSeller,
} from '@/checkout/api/checkoutApi';
import { productPlansFixture } from '../checkout/payment/productPlansFixture';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { evaluateServerFlags } from '@/renderer/flags/evaluateServerFlags';

// Flags come from the flag service over HTTP; here every flag is unanswered (defaults).
jest.mock('@/renderer/flags/evaluateServerFlags', () => ({
  evaluateServerFlags: jest.fn(),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  getPlanProduct: jest.fn(),
  getProductConfig: jest.fn(),
  getSeller: jest.fn(),
  getProductV2: jest.fn(),
}));

const planProduct = getPlanProduct as jest.MockedFunction<typeof getPlanProduct>;
const productConfig = getProductConfig as jest.MockedFunction<typeof getProductConfig>;
const seller = getSeller as jest.MockedFunction<typeof getSeller>;
const productV2 = getProductV2 as jest.MockedFunction<typeof getProductV2>;

/** A product config as the sandbox serves it: the file's content without `$schema`. */
function configOf(code: string): Record<string, unknown> {
  const brand = readdirSync('brands').find((b) => existsSync(`brands/${b}/products/${code}.json`));
  if (!brand) throw new Error(`no product config for ${code}`);
  const config = JSON.parse(
    readFileSync(`brands/${brand}/products/${code}.json`, 'utf8'),
  ) as Record<string, unknown>;
  delete config.$schema;
  return config;
}

function msConfig(): Record<string, unknown> {
  return configOf('MS');
}

function context(url: string, headers: Record<string, string> = {}): GetServerSidePropsContext {
  const setHeader = jest.fn();
  return {
    resolvedUrl: url,
    req: { headers: { host: 'localhost:3000', ...headers } },
    res: { setHeader },
    query: {},
    params: {},
  } as unknown as GetServerSidePropsContext;
}

async function propsOf(url: string, headers?: Record<string, string>): Promise<CheckoutPageProps> {
  const result = await buildCheckoutPage(context(url, headers));
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as CheckoutPageProps;
}

describe('buildCheckoutPage', () => {
  let events: LogEvent[];
  let unregister: () => void;

  beforeEach(() => {
    jest.resetAllMocks();
    clearProductConfigCache();
    productConfig.mockImplementation(async () => msConfig() as never);
    productV2.mockResolvedValue(productPlansFixture());
    events = [];
    unregister = registerLogSink({ kind: 'error-reporting', send: (e) => events.push(e) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });

  it('should build the spec page props for /lead of MS on localhost', async () => {
    const props = await propsOf('/lead?product=MS&lang=pt-br');
    expect(props).toMatchObject({
      pathname: '/lead',
      area: 'BR',
      environment: 'test',
      product: 'MS',
      productCode: 'MS',
      productTitle: 'Revalida Medicina',
      dsBrand: 'medvalida',
      dsMode: 'light',
      seller: 'performance',
      source: 'direto',
      sellerName: null,
      contactId: null,
      isMozambiqueTheme: false,
    });
    expect(props.step.templateId).toBe('lead');
    expect(props.nextStep?.templateId).toBe('payment');
    expect(props.productFlow.id).toBe('default');
    expect(props.theme?.colors.primary.pure).toMatch(/^#[0-9a-f]{6}$/i);
    expect(productConfig).toHaveBeenCalledWith('MS', {});
    // A pt-BR page carries no other language's words.
    expect(props).not.toHaveProperty('copyOverrides');
  });

  it("should send a pt-MZ page its language's differences from pt-BR with the props (the browser has only pt-BR)", async () => {
    const props = await propsOf('/lead?product=MS&lang=pt-mz');
    expect(props.isMozambiqueTheme).toBe(true);
    expect(props.copyOverrides).toBe(ptMZOverrides);
    expect(copyOfPage(props).lead.phoneLabel).toBe('Telemóvel');
  });

  it("should ship only the page's flow as the product's flows, not every flow of the product (issue 25)", async () => {
    const flows = (msConfig().checkoutFlow as { flows: unknown[] }).flows;
    expect(flows.length).toBeGreaterThan(1);
    const props = await propsOf('/lead?product=MS');
    expect(props.allCheckoutFlowsByProductCode).toEqual({ MS: [props.productFlow] });
  });

  it('should evaluate the feature flags for the page context and pass them with the 300 s poll', async () => {
    const evaluate = evaluateServerFlags as jest.MockedFunction<typeof evaluateServerFlags>;
    evaluate.mockResolvedValue({ 'pix-enabled': false, 'referrer-list': 'on' });
    const props = await propsOf('/lead?product=MS');
    expect(evaluate).toHaveBeenCalledWith({
      targetingKey: 'MS',
      productCode: 'MS',
      brand: 'medvalida',
      area: 'BR',
      environment: 'test',
    });
    expect(props.flags).toEqual({ 'pix-enabled': false, 'referrer-list': 'on' });
    expect(props.flagPollIntervalMs).toBe(300_000);
  });

  it('should read the product from the host and apply the /md aliases from brand data', async () => {
    productConfig.mockImplementation(async (code: string) => configOf(code) as never);
    const md = await propsOf('/md', { host: 'checkout.wiseup.com.br' });
    expect(md).toMatchObject({ productCode: 'EXEC', environment: 'production' });
    expect(md.step.templateId).toBe('md');
    const franchise = await propsOf('/md', { host: 'checkout.escolaconquer.com.br' });
    expect(franchise.productCode).toBe('CONQUERFRANQUIAS');
    const host = await propsOf('/lead', { host: 'checkout.medvalida.com.br' });
    expect(host).toMatchObject({
      productCode: 'MS',
      environment: 'production',
      dsBrand: 'medvalida',
    });
  });

  it('should keep contactId only for route=vip and read _ga from the cookie', async () => {
    expect((await propsOf('/lead?product=MS&contactId=c1')).contactId).toBeNull();
    const vip = await propsOf('/lead?product=MS&route=vip&contactId=c1', {
      cookie: '_ga=GA1.2.3; x=y',
    });
    expect(vip.contactId).toBe('c1');
    expect(vip._ga).toBe('GA1.2.3');
  });

  it("should fetch the plans of a step whose template declares serverData, with the page's business and seller", async () => {
    const props = await propsOf('/payment?product=MS&voucher=BEMVINDO');
    expect(props.serverData?.productPlans?.plans).toEqual(productPlansFixture());
    expect(productV2).toHaveBeenCalledWith('MS', {
      business: props.business,
      voucher: 'BEMVINDO',
      seller: 'performance',
      source: 'direto',
    });
  });

  it('should still render the page, without server data, when the plans call fails', async () => {
    productV2.mockRejectedValue(new Error('backend down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const props = await propsOf('/payment?product=MS&voucher=OUTRO');
    expect(props.step.templateId).toBe('payment');
    expect(props.serverData).toEqual({});
  });

  it('should give the logo its intrinsic aspect ratio from the image file', async () => {
    const props = await propsOf('/lead?product=MS');
    expect(props.logoAspectRatio).toBeGreaterThan(0);
  });

  it("should give the step's image its intrinsic aspect ratio from the image file", async () => {
    const props = await propsOf('/presentation?product=MS&voucher=msjana');
    expect(props.step.templateId).toBe('presentation');
    // brands/medvalida/products/MS.json: /brands/medvalida/presentation.svg, 505×240.
    expect(props.stepImageAspectRatios).toEqual({
      '/brands/medvalida/presentation.svg': 240 / 505,
    });
    const lead = await propsOf('/lead?product=MS');
    expect(lead.stepImageAspectRatios).toBeUndefined();
  });

  it('should derive a flow once per config, and afresh when the config changes', async () => {
    const first = await propsOf('/payment?product=MS');
    const again = await propsOf('/payment?product=MS');
    // The same config: the same resolved flow and position, not derived again (issue 25).
    expect(again.productFlow).toBe(first.productFlow);
    expect(again.stepPosition).toEqual(first.stepPosition);
    // A changed config (the lead step's heading) is a new object: nothing of the old one is kept.
    clearProductConfigCache();
    productConfig.mockImplementation(async () => {
      const config = msConfig() as { checkoutFlow: { flows: Array<{ steps: unknown[] }> } };
      for (const flow of config.checkoutFlow.flows) {
        const lead = flow.steps[0] as { props?: Record<string, unknown> };
        lead.props = { ...lead.props, heading: 'Seus dados, de novo' };
      }
      return config as never;
    });
    const changed = await propsOf('/payment?product=MS');
    expect(changed.productFlow).not.toBe(first.productFlow);
    expect(changed.productFlow.steps[0]?.props.heading).toBe('Seus dados, de novo');
    expect(first.productFlow.steps[0]?.props.heading).not.toBe('Seus dados, de novo');
  });

  it('should validate each config content once, not per request', async () => {
    const { validationRuns: before } = await import('@/renderer/validateProductConfigCached');
    await propsOf('/lead?product=MS');
    await propsOf('/payment?product=MS');
    await propsOf('/success?product=MS');
    const { validationRuns: after } = await import('@/renderer/validateProductConfigCached');
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('should redirect / to the first step keeping the query', async () => {
    const result = await buildCheckoutPage(context('/?product=MS&seller=performance'));
    expect(result).toEqual({
      redirect: { destination: '/lead?product=MS&seller=performance', permanent: false },
    });
  });

  it('should answer 404, unreported, for a route no flow of the product shows', async () => {
    expect(await buildCheckoutPage(context('/livelo/cpf?product=MS'))).toEqual({
      notFound: true,
    });
    expect(events.filter((e) => e.message.startsWith('JOURNEY_STEP_MISSING'))).toEqual([]);
  });

  it.each([
    ['/renew/abc?product=MS', 'renew', 'renew'],
    ['/recovery/rec_1?product=MS', 'recovery', 'recovery'],
    ['/payment/upgrade?product=MS', 'upgrade', 'upgrade'],
    ['/payment-verification?product=MS', 'custom-sale', 'payment-verification'],
    ['/success-invoice?product=MS', 'invoice', 'success-invoice'],
    ['/subscription-welcome?product=MS', 'renew', 'subscription-welcome'],
    ['/parsing?product=MS', 'invoice', 'parsing'],
    ['/upsell-presentation?product=MS', 'upsell-apresentacao', 'upsell-presentation'],
    ['/livelo/cpf?product=WUP', 'livelo', 'livelo-cpf'],
    ['/custom-offer?product=MS', 'offer', 'offer'],
  ])(
    'should show %s, whose link names no flow, in the product flow that has that step (%s)',
    async (url, flowId, stepId) => {
      productConfig.mockImplementation(async (code: string) => configOf(code) as never);
      const props = await propsOf(url);
      expect(props.productFlow.id).toBe(flowId);
      expect(props.step.id).toBe(stepId);
    },
  );

  it('should keep the flow the journey names even when the query also names a route', async () => {
    // The payment used to add route=bankslip; the bankslip flow has no upsell step.
    productConfig.mockImplementation(async (code: string) => configOf(code) as never);
    const props = await propsOf('/payment/upsell?product=WUP&flowId=default&route=bankslip');
    expect(props.productFlow.id).toBe('default');
    expect(props.step.templateId).toBe('upsell-payment');
  });

  it('should answer 404 and report it when the flow of a journey has no step at the path', async () => {
    expect(await buildCheckoutPage(context('/payment/upsell?product=MS&flowId=default'))).toEqual({
      notFound: true,
    });
    const report = events.find((e) => e.message.startsWith('JOURNEY_STEP_MISSING'));
    expect(report?.message).toBe(
      "JOURNEY_STEP_MISSING: flow 'default' of product 'MS' has no step at /payment/upsell",
    );
  });

  it('should fetch the seller and fill the banner data', async () => {
    seller.mockResolvedValue({ name: 'Ana Paula', isLiveEnabled: true, account: 'acc-1' });
    const props = await propsOf('/lead?product=MS&seller=ana&source=ads-instagram');
    expect(seller).toHaveBeenCalledWith('instagram', {
      seller: 'ana',
      operation: 'BR',
      product: 'MS',
    });
    expect(props).toMatchObject({
      sellerName: 'Ana Paula',
      isLiveEnabled: true,
      sellerAccount: 'acc-1',
    });
  });

  it('should set the page security headers with a fresh nonce and no frames', async () => {
    const first = context('/lead?product=MS');
    const second = context('/lead?product=MS');
    await buildCheckoutPage(first);
    await buildCheckoutPage(second);
    const policyOf = (ctx: GetServerSidePropsContext) =>
      String(
        jest
          .mocked(ctx.res.setHeader)
          .mock.calls.find(([name]) => name === 'Content-Security-Policy')?.[1],
      );
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policyOf(first)).toMatch(/script-src 'self' 'nonce-[^']+'; /);
    expect(policyOf(first)).toContain("frame-src 'none'");
    expect(nonceOf(policyOf(first))).not.toBe(nonceOf(policyOf(second)));
    const names = jest.mocked(first.res.setHeader).mock.calls.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
  });

  it('should leave the seller name empty when no lookup ran (source direto)', async () => {
    const props = await propsOf('/lead?product=MS&seller=Ligue%200800%20000%200000');
    expect(seller).not.toHaveBeenCalled();
    expect(props).toMatchObject({ seller: 'Ligue 0800 000 0000', sellerName: null });
  });

  it('should not send the buyer to the error page for a malformed cookie', async () => {
    const props = await propsOf('/lead?product=MS', {
      cookie: 'utm=100%; _ga=GA1.2.3; bad=%E0%A4%A',
    });
    expect(props).toMatchObject({ pathname: '/lead', _ga: 'GA1.2.3' });
  });

  it('should resolve oferta through the plan lookup and choose the offer flow', async () => {
    planProduct.mockResolvedValue({ productCode: 'MS' });
    const props = await propsOf('/lead?oferta=ms-anual');
    expect(planProduct).toHaveBeenCalledWith('ms-anual');
    expect(productConfig).toHaveBeenCalledWith('MS', { planId: 'ms-anual' });
    expect(props.productFlow.id).toBe('offer');
  });

  it.each([
    [
      'plan lookup fails',
      '/lead?oferta=nope&x=1',
      () => planProduct.mockRejectedValue(new Error('404')),
    ],
    [
      'config fetch fails',
      '/lead?product=MS&x=1',
      () => productConfig.mockRejectedValue(new Error('down')),
    ],
    ['config is empty', '/lead?product=MS&x=1', () => productConfig.mockResolvedValue({} as never)],
    [
      'seller fetch fails',
      '/lead?product=MS&seller=zed&source=ads-x',
      () => seller.mockRejectedValue(new Error('404')),
    ],
    [
      'config is invalid',
      '/lead?product=MS&x=1',
      () => productConfig.mockResolvedValue({ ...msConfig(), designSystemId: 42 } as never),
    ],
  ])(
    'should redirect 307 to /generic-error keeping the query when the %s',
    async (_name, url, arrange) => {
      arrange();
      const result = await buildCheckoutPage(context(url));
      expect(result).toEqual({
        redirect: { destination: `/generic-error?${url.split('?')[1]}`, statusCode: 307 },
      });
    },
  );

  it('should report an invalid config with the JSON pointer of the first error', async () => {
    const config = msConfig() as {
      checkoutFlow: { flows: Array<{ steps: Array<{ templateId: string }> }> };
    };
    config.checkoutFlow.flows[0]!.steps[1]!.templateId = 'paymnt';
    productConfig.mockResolvedValue(config as never);
    await buildCheckoutPage(context('/lead?product=MS'));
    const report = events.find((e) => e.message.startsWith('CONFIG_INVALID'));
    expect(report?.context?.pointer).toBe('/checkoutFlow/flows/0/steps/1/templateId');
  });

  it('should set the staging cookie when homologacao=true is in the query', async () => {
    const ctx = context('/lead?product=MS&homologacao=true');
    const result = await buildCheckoutPage(ctx);
    expect((result as { props: CheckoutPageProps }).props.staging).toBe(true);
    expect(ctx.res.setHeader).toHaveBeenCalledWith(
      'Set-Cookie',
      'homologacao=true; Path=/; SameSite=Lax',
    );
  });

  describe('product slug from the route (spec §2)', () => {
    beforeEach(() => {
      productConfig.mockImplementation(async (code: string) => configOf(code) as never);
    });

    it('should resolve /revalida/lead like ?product-slug=revalida and keep the prefix for the next steps', async () => {
      const props = await propsOf('/revalida/lead');
      expect(props.productCode).toBe('MS');
      expect(props.step.templateId).toBe('lead');
      expect(props.routePrefix).toBe('/revalida');
      expect(productConfig).toHaveBeenCalledWith('MS', expect.anything());
    });

    it('should resolve /esa/lead to the Eu Militar ESA product', async () => {
      const props = await propsOf('/esa/lead');
      expect(props.productCode).toBe('EUMILITAR-ESA');
      expect(props.routePrefix).toBe('/esa');
    });

    it.each([
      ['/ema/lead', 'EUMILITAR-EMA'],
      ['/espcex/lead', 'EUMILITAR-ESPCEX'],
      ['/esa-6-months/lead', 'EUMILITAR-ESA-6-MONTHS'],
    ])("should resolve %s to the spec's 'eumilitar-' product %s", async (path, code) => {
      const props = await propsOf(path);
      expect(props.productCode).toBe(code);
      expect(productConfig).toHaveBeenCalledWith(code, expect.anything());
    });

    it('should send /revalida to the first step under the same prefix', async () => {
      const result = await buildCheckoutPage(context('/revalida?seller=ana'));
      expect(result).toEqual({
        redirect: { destination: '/revalida/lead?seller=ana', permanent: false },
      });
    });

    it('should keep a plain route without a prefix', async () => {
      const props = await propsOf('/lead?product=MS');
      expect(props.routePrefix).toBe('');
    });
  });
});
