/**
 * The page-props builder behind the catch-all checkout page (DESIGN.md "Data flow of one
 * request"): parses host and query (spec §4), fetches and validates the product config
 * through the API client, picks flow and step, fetches the seller, chooses brand and theme,
 * fetches the data the step's template declares it needs before its first paint
 * (`serverData`, e.g. the plans of a payment step), and returns the spec §3 page props. Every
 * failure of spec §8 becomes a 307 to /generic-error keeping the query, and is logged with what
 * went wrong. For `npm run bench` (TRILHA_BENCH_PAGES=1) each phase's time is sent in a
 * `Server-Timing` header (see `phaseTimer`).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getPlanProduct, getSeller } from '@/checkout/api/checkoutApi';
import { cachedProductConfig } from '@/renderer/cachedProductConfig';
import { logger } from '@/platform/logger';
import { flagEvaluationContext } from '@/platform/flags/flagEvaluationContext';
import { evaluateServerFlags } from '@/renderer/flags/evaluateServerFlags';
import { flagPollIntervalMs } from '@/renderer/flags/flagSettings';
import { paymentTimeoutMs } from '@/renderer/paymentSettings';
import { getBrandRegistry } from '@/renderer/brandRegistry';
import { validateProductConfigCached } from '@/renderer/validateProductConfigCached';
import { selectTheme } from '@/renderer/selectTheme';
import { genericErrorRedirect } from '@/renderer/genericErrorRedirect';
import { parseCookies } from '@/renderer/parseCookies';
import { applyPageSecurityHeaders, isSecureRequest } from '@/renderer/security/pageSecurityHeaders';
import { framedSteps as framedStepsOf } from '@/renderer/security/framedSteps';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { stepPosition } from '@/checkout/stepPosition';
import type { StepPosition } from '@/checkout/stepPosition';
import { cleanQuery } from '@/renderer/rules/cleanQuery';
import { detectArea, isMozambique } from '@/renderer/rules/detectArea';
import { paymentMarket } from '@/lib/payment/paymentMarket';
import type { PaymentMarket } from '@/lib/payment/paymentMarket';
import { detectEnvironment } from '@/renderer/rules/detectEnvironment';
import { detectProduct } from '@/renderer/rules/detectProduct';
import { selectFlow } from '@/renderer/rules/selectFlow';
import { applyFirstStepOverrides } from '@/renderer/rules/applyFirstStepOverrides';
import { resolveStep } from '@/renderer/rules/resolveStep';
import { stepHref } from '@/checkout/navigation/stepHref';
import { resolveSellerSource } from '@/renderer/rules/resolveSellerSource';
import { shouldFetchSeller } from '@/renderer/rules/shouldFetchSeller';
import { sellerOperation } from '@/renderer/rules/sellerOperation';
import { routeTable } from '@/checkout/navigation/routeTable';
import { matchRoute } from '@/renderer/rules/matchRoute';
import { splitProductSlug } from '@/renderer/rules/splitProductSlug';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import type { TemplateId } from '@/schemas/generated/types';
import { createPhaseTimer } from '@/renderer/phaseTimer';
import { loadServerData } from '@/renderer/loadServerData';
import { imageAspectRatio } from '@/renderer/imageAspectRatio';
import { STAGING_COOKIE, STAGING_QUERY_PARAM } from '@/renderer/StagingBadge';
import type { CheckoutPageProps, ResolvedFlow, ResolvedStep } from '@/checkout/checkoutPageProps';
import type { ProductConfig } from '@/schemas/generated/types';
import { pageLanguageProps } from '@/checkout/copy/catalogues';

type ConfigFlow = ProductConfig['checkoutFlow']['flows'][number];

function toResolvedStep(step: ConfigFlow['steps'][number]): ResolvedStep {
  return {
    id: step.id,
    templateId: step.templateId,
    defaultNextStepId: step.defaultNextStepId ?? null,
    nextStepIds: step.nextStepIds ?? {},
    props: (step.props ?? {}) as Record<string, unknown>,
  };
}

function toResolvedFlow(flow: ConfigFlow): ResolvedFlow {
  return { id: flow.id, steps: flow.steps.map(toResolvedStep) };
}

/** What a page derives from its flow alone: the same for every request of the flow. */
interface FlowFacts {
  flow: ResolvedFlow;
  /**
   * Market and step id (`BR:payment`) → 'Passo N de M' (null: no journey reaches it); filled
   * as steps are asked for. The market's payment methods decide a payment step's outcomes.
   */
  positions: Map<string, StepPosition | null>;
  framedSteps: Record<string, string[]>;
}

/**
 * Flow facts per config flow object: the config cache hands out the same config while it is
 * fresh, so a warm page neither copies its flow nor walks its journeys again (issue 25's SSR
 * profile); a refreshed config is a new object and gets its own.
 */
const factsByFlow = new WeakMap<ConfigFlow, FlowFacts>();

function flowFacts(configFlow: ConfigFlow): FlowFacts {
  let facts = factsByFlow.get(configFlow);
  if (!facts) {
    const flow = toResolvedFlow(configFlow);
    facts = {
      flow,
      positions: new Map(),
      framedSteps: framedStepsOf(flow, templateManifest),
    };
    factsByFlow.set(configFlow, facts);
  }
  return facts;
}

function positionOf(facts: FlowFacts, stepId: string, market: PaymentMarket): StepPosition | null {
  const key = `${market}:${stepId}`;
  let position = facts.positions.get(key);
  if (position === undefined) {
    position = stepPosition(facts.flow, stepId, templateManifest, market) ?? null;
    facts.positions.set(key, position);
  }
  return position;
}

/**
 * The shape of the step's image (`imageFile`, under `public/`) for `StepImage`, so the page
 * reserves the image's own box (a 240×48 banner in a 505×240 box moved the page, CLS 0.117).
 */
function stepImageAspectRatios(
  imageFile: unknown,
): Pick<CheckoutPageProps, 'stepImageAspectRatios'> {
  if (typeof imageFile !== 'string') return {};
  const ratio = imageAspectRatio(imageFile);
  return ratio ? { stepImageAspectRatios: { [imageFile]: ratio } } : {};
}

/** The shell of a step whose template is not registered (the page reports the template missing). */
const NO_SHELL_FLAGS = {
  backButton: false,
  hideLogo: false,
  upsellStyle: false,
  hideSellerBanner: false,
};

function templateEntry(templateId: string) {
  return Object.hasOwn(templateRegistry, templateId)
    ? templateRegistry[templateId as TemplateId]
    : undefined;
}

/** A request the page cannot serve: logged with its code, answered with /generic-error. */
class PageFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly error?: unknown,
    readonly context?: Record<string, unknown>,
  ) {
    super(message);
  }
}

type Query = ReturnType<typeof cleanQuery>;
type Area = ReturnType<typeof detectArea>;
type Brand = NonNullable<ReturnType<ReturnType<typeof getBrandRegistry>['brands']['get']>>;

/** The query string as the request sent it, without its `?` (kept on a redirect to /generic-error). */
function rawQueryOf(url: URL): string {
  return url.search.replace(/^\?/, '');
}

/** What the URL and the headers say: the path, the query, the area and the product slug. */
function readRequest(
  ctx: GetServerSidePropsContext,
  url: URL,
  slugPath: ReturnType<typeof splitProductSlug>,
) {
  const host = ctx.req.headers.host ?? '';
  const received: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => (received[key] ??= []).push(value));
  const query = cleanQuery(received);
  return {
    rawQuery: rawQueryOf(url),
    // One snapshot of the brands for the whole request (they reload when a file changes).
    registry: getBrandRegistry(),
    slugPath,
    pathname: slugPath.pathname,
    host,
    query,
    area: detectArea(query.lang),
    environment: detectEnvironment(host),
    productSlug: slugPath.productSlug ?? query['product-slug'],
    routeTemplate: matchRoute(slugPath.pathname, routeTable)?.templateId,
  };
}
type PageRequest = ReturnType<typeof readRequest>;

/** The product the request names (slug, host, query or the default brand), or the plan's. */
async function findProduct(request: PageRequest): Promise<string> {
  const { host, query, productSlug, routeTemplate, registry } = request;
  const detected = detectProduct({
    host,
    aliasesApply:
      routeTemplate !== undefined && templateEntry(routeTemplate)?.productAliases === true,
    query,
    productSlug,
    slugToProduct: registry.slugTable,
    hostToProduct: registry.hostToProduct,
    mdAliases: registry.mdAliases,
    defaultProduct: registry.defaultProduct,
  });
  if (!detected) {
    throw new PageFailure(
      'PRODUCT_MISSING',
      'the request names no product and no brand is marked isDefault',
    );
  }
  if (!query.oferta) return detected.product;
  try {
    return (await getPlanProduct(query.oferta)).productCode;
  } catch (error) {
    throw new PageFailure('PLAN_LOOKUP_FAILED', `plan '${query.oferta}' has no product`, error);
  }
}

/** The product's config, fetched (cached) and validated against the generated validators. */
async function loadProductConfig(
  product: string,
  query: Query,
  timer: ReturnType<typeof createPhaseTimer>,
): Promise<ProductConfig> {
  let rawConfig: unknown;
  try {
    rawConfig = await cachedProductConfig(product, query.oferta ? { planId: query.oferta } : {});
  } catch (error) {
    throw new PageFailure(
      'CONFIG_FETCH_FAILED',
      `product config of '${product}' could not be fetched`,
      error,
    );
  }
  if (!rawConfig || (typeof rawConfig === 'object' && Object.keys(rawConfig).length === 0)) {
    throw new PageFailure('CONFIG_EMPTY', `product config of '${product}' is empty`);
  }
  timer.lap('config');
  const validation = validateProductConfigCached(rawConfig);
  if (!validation.ok) {
    throw new PageFailure(
      'CONFIG_INVALID',
      `product config of '${product}' is invalid at ${validation.pointer}: ${validation.message}`,
      undefined,
      { product, pointer: validation.pointer },
    );
  }
  timer.lap('validate');
  return validation.config;
}

/** The flow the query picks, the brand that sells the product, and the first step's overrides. */
function chooseFlowAndBrand(request: PageRequest, config: ProductConfig, product: string) {
  const productCode = config.code ?? product;
  const choice = selectFlow({
    flows: config.checkoutFlow.flows,
    query: request.query,
    ...(request.routeTemplate ? { templateId: request.routeTemplate } : {}),
  });
  if (!choice) throw new PageFailure('FLOW_MISSING', `product '${productCode}' has no flow`);
  const facts = flowFacts(choice.flow);
  const { registry } = request;
  const brand =
    registry.brandForProduct(productCode, request.area) ??
    registry.brands.get((config.designSystemId ?? '').split('$')[0] ?? '');
  if (!brand) throw new PageFailure('BRAND_MISSING', `no brand sells product '${productCode}'`);
  const overridden = applyFirstStepOverrides({
    flow: facts.flow,
    query: request.query,
    business: config.business ?? brand.business,
  });
  return {
    productCode,
    flowChosenBy: choice.reason,
    facts,
    brand,
    query: overridden.query,
    business: overridden.business,
  };
}

/**
 * The step of the path: the flow's first step for `/` (a redirect to it), else the step whose
 * template's route matches, else a 404 (logged when the navigation itself sent the buyer there).
 */
function resolvePathStep(
  request: PageRequest,
  chosen: ReturnType<typeof chooseFlowAndBrand>,
):
  | { step: NonNullable<ReturnType<typeof resolveStep<ResolvedStep>>> }
  | { answer: GetServerSidePropsResult<CheckoutPageProps> } {
  const { pathname, routeTemplate, slugPath } = request;
  const { flow } = chosen.facts;
  if (pathname === '/' || pathname === '') {
    const firstStep = flow.steps[0];
    if (!firstStep) throw new PageFailure('FLOW_EMPTY', `flow '${flow.id}' has no steps`);
    const href = stepHref({ step: firstStep, routeTable, query: chosen.query });
    return { answer: { redirect: { destination: slugPath.routePrefix + href, permanent: false } } };
  }
  const resolved = resolveStep({ flow, pathname, routeTable });
  if (resolved) return { step: resolved };
  // A journey (its flow named in the URL by the navigation) sent the buyer to a step its flow
  // does not have: a configuration or navigation fault ops must see, unlike a mistyped address.
  if (chosen.flowChosenBy === 'flowId' && routeTemplate !== undefined) {
    logger.error(
      `JOURNEY_STEP_MISSING: flow '${flow.id}' of product '${chosen.productCode}' has no step at ${pathname}`,
      { context: { product: chosen.productCode, flowId: flow.id, templateId: routeTemplate } },
    );
  }
  return { answer: { notFound: true } };
}

/** The seller the query names, looked up when the page shows one (only a name the API gave). */
async function lookUpSeller(query: Query, area: Area, productCode: string, pathname: string) {
  const { seller, source } = resolveSellerSource(query);
  const none = { seller, source, sellerName: null, isLiveEnabled: false, sellerAccount: null };
  if (!shouldFetchSeller({ seller, source, pathname })) return none;
  try {
    const found = await getSeller(source, {
      seller,
      operation: sellerOperation(area),
      product: productCode,
    });
    return {
      ...none,
      sellerName: found.name,
      isLiveEnabled: found.isLiveEnabled,
      sellerAccount: found.account ?? null,
    };
  } catch (error) {
    throw new PageFailure(
      'SELLER_FETCH_FAILED',
      `seller '${seller}' of source '${source}' could not be fetched`,
      error,
    );
  }
}

/** Whether the page shows the staging badge; `?staging=true` also sets the staging cookie. */
function stagingOf(ctx: GetServerSidePropsContext, query: Query, cookies: Record<string, string>) {
  const requested = query[STAGING_QUERY_PARAM] === 'true' || query[STAGING_QUERY_PARAM] === '1';
  if (requested && !cookies[STAGING_COOKIE]) {
    ctx.res.setHeader('Set-Cookie', `${STAGING_COOKIE}=true; Path=/; SameSite=Lax`);
  }
  return requested || Boolean(cookies[STAGING_COOKIE]);
}

/** Everything the page props say, gathered by the steps before. */
interface PageParts {
  request: PageRequest;
  product: string;
  config: ProductConfig;
  chosen: ReturnType<typeof chooseFlowAndBrand>;
  resolved: NonNullable<ReturnType<typeof resolveStep<ResolvedStep>>>;
  seller: Awaited<ReturnType<typeof lookUpSeller>>;
  themeChoice: ReturnType<typeof selectTheme>;
  cookies: Record<string, string>;
  staging: boolean;
}

/** The spec §3 page props of the step (flags and server data are added after). */
function pageProps({
  request,
  product,
  config,
  chosen,
  resolved,
  seller,
  themeChoice,
  cookies,
  staging,
}: PageParts): CheckoutPageProps {
  const { area, slugPath } = request;
  const { brand, productCode, query, facts } = chosen;
  const flow = facts.flow;
  const stepMedia = (resolved.current.props as { media?: { logo?: unknown } }).media;
  return {
    pathname: request.pathname,
    host: request.host,
    query,
    rawQuery: request.rawQuery,
    area,
    environment: request.environment,
    product,
    business: chosen.business,
    productCode,
    contactId: query.route === 'vip' ? (query.contactId ?? null) : null,
    _ga: cookies._ga ?? null,
    checkoutGTM: config.gtm ?? null,
    productTitle: config.title,
    productFlow: flow,
    // The flows this page's buyer can be in: the page's own. A step only moves within its
    // flow, and another flow is another page from the server, which brings that one; every
    // flow of the product was 10.7 kB of each page's data (issue 25).
    allCheckoutFlowsByProductCode: { [productCode]: [flow] },
    dsBrand: themeChoice.dsBrand,
    dsMode: themeChoice.dsMode,
    hasAddressForm: config.hasAddressForm ?? false,
    sellerName: seller.sellerName,
    isLiveEnabled: seller.isLiveEnabled,
    sellerAccount: seller.sellerAccount,
    ...pageLanguageProps(isMozambique(area) || brand.language === 'pt-MZ'),
    seller: seller.seller,
    source: seller.source,
    step: resolved.current,
    stepPosition: positionOf(
      facts,
      resolved.current.id,
      paymentMarket(brand.language, isMozambique(area)),
    ),
    nextStep: resolved.next ?? null,
    routePrefix: slugPath.routePrefix,
    shell: templateEntry(resolved.current.templateId)?.shell ?? NO_SHELL_FLAGS,
    routeParams: resolved.params ?? {},
    brand,
    theme: themeChoice.theme,
    staging,
    logoAspectRatio: imageAspectRatio(
      typeof stepMedia?.logo === 'string' ? stepMedia.logo : brand.logo.file,
    ),
    ...stepImageAspectRatios(resolved.current.props.imageFile),
  };
}

/** Feature flags for the first render (no flicker; defaults when the service is down). */
async function addFlags(props: CheckoutPageProps, brand: Brand) {
  const { productCode, area, environment } = props;
  props.flags = await evaluateServerFlags(
    flagEvaluationContext({ productCode, area, environment, brand }),
  );
  props.flagPollIntervalMs = flagPollIntervalMs(environment);
  props.paymentTimeoutMs = paymentTimeoutMs(environment);
}

/**
 * This page's CSP: a fresh script nonce (picked up by _document) and frame-src limited to the
 * current step's referenced frame origins; the flow's framed steps go with the props.
 */
function applySecurity(
  ctx: GetServerSidePropsContext,
  props: CheckoutPageProps,
  facts: FlowFacts,
  tagManagerId: string | undefined,
) {
  const framedSteps = facts.framedSteps;
  if (Object.keys(framedSteps).length > 0) props.framedSteps = framedSteps;
  applyPageSecurityHeaders(ctx.res, {
    frameOrigins: framedSteps[props.step.id] ?? [],
    secure: isSecureRequest(ctx.req),
    tagManagerId,
  });
}

/** Builds the checkout page's props for one request (see the module comment). */
export async function buildCheckoutPage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<CheckoutPageProps>> {
  const timer = createPhaseTimer();
  const url = new URL(ctx.resolvedUrl, 'http://checkout.local');
  const rawQuery = rawQueryOf(url);
  const slugPath = splitProductSlug(url.pathname, routeTable);
  try {
    const request = readRequest(ctx, url, slugPath);
    const product = await findProduct(request);
    timer.lap('query');
    const config = await loadProductConfig(product, request.query, timer);
    const chosen = chooseFlowAndBrand(request, config, product);
    const path = resolvePathStep(request, chosen);
    if ('answer' in path) return path.answer;
    timer.lap('flow');
    const seller = await lookUpSeller(
      chosen.query,
      request.area,
      chosen.productCode,
      request.pathname,
    );
    timer.lap('seller');
    const themeChoice = selectTheme({
      registry: request.registry,
      designSystemId: config.designSystemId,
      productSlug: request.productSlug,
      productCode: chosen.productCode,
      area: request.area,
    });
    timer.lap('theme');
    const cookies = parseCookies(ctx.req.headers.cookie);
    const staging = stagingOf(ctx, chosen.query, cookies);
    const props = pageProps({
      request,
      product,
      config,
      chosen,
      resolved: path.step,
      seller,
      themeChoice,
      cookies,
      staging,
    });
    timer.lap('props');
    await addFlags(props, chosen.brand);
    timer.lap('flags');
    applySecurity(ctx, props, chosen.facts, config.gtm);
    timer.lap('headers');
    const serverDataNames = templateEntry(props.step.templateId)?.serverData ?? [];
    if (serverDataNames.length > 0) {
      props.serverData = await loadServerData(serverDataNames, props);
      timer.lap('serverData');
    }
    timer.writeTo(ctx.res);
    return { props };
  } catch (error) {
    const failure =
      error instanceof PageFailure
        ? error
        : new PageFailure(
            'SERVER_FAILURE',
            error instanceof Error ? error.message : String(error),
            error,
          );
    logger.error(`${failure.code}: ${failure.message}`, {
      error: failure.error,
      context: { pathname: slugPath.pathname, ...failure.context },
    });
    return genericErrorRedirect(rawQuery);
  }
}
