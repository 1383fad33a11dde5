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

/** Builds the checkout page's props for one request (see the module comment). */
export async function buildCheckoutPage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<CheckoutPageProps>> {
  const timer = createPhaseTimer();
  const url = new URL(ctx.resolvedUrl, 'http://checkout.local');
  const rawQuery = url.search.replace(/^\?/, '');
  const slugPath = splitProductSlug(url.pathname, routeTable);
  const pathname = slugPath.pathname;
  const fail = (
    code: string,
    message: string,
    error?: unknown,
    context?: Record<string, unknown>,
  ) => {
    logger.error(`${code}: ${message}`, { error, context: { pathname, ...context } });
    return genericErrorRedirect(rawQuery);
  };

  try {
    const host = ctx.req.headers.host ?? '';
    const received: Record<string, string[]> = {};
    url.searchParams.forEach((value, key) => (received[key] ??= []).push(value));
    let query = cleanQuery(received);
    const area = detectArea(query.lang);
    const environment = detectEnvironment(host);
    const registry = getBrandRegistry();
    const productSlug = slugPath.productSlug ?? query['product-slug'];

    const routeTemplate = matchRoute(pathname, routeTable)?.templateId;
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
      return fail(
        'PRODUCT_MISSING',
        'the request names no product and no brand is marked isDefault',
      );
    }
    let { product } = detected;

    if (query.oferta) {
      try {
        product = (await getPlanProduct(query.oferta)).productCode;
      } catch (error) {
        return fail('PLAN_LOOKUP_FAILED', `plan '${query.oferta}' has no product`, error);
      }
    }

    timer.lap('query');
    let rawConfig: unknown;
    try {
      rawConfig = await cachedProductConfig(product, query.oferta ? { planId: query.oferta } : {});
    } catch (error) {
      return fail(
        'CONFIG_FETCH_FAILED',
        `product config of '${product}' could not be fetched`,
        error,
      );
    }
    if (!rawConfig || (typeof rawConfig === 'object' && Object.keys(rawConfig).length === 0)) {
      return fail('CONFIG_EMPTY', `product config of '${product}' is empty`);
    }
    timer.lap('config');
    const validation = validateProductConfigCached(rawConfig);
    if (!validation.ok) {
      return fail(
        'CONFIG_INVALID',
        `product config of '${product}' is invalid at ${validation.pointer}: ${validation.message}`,
        undefined,
        { product, pointer: validation.pointer },
      );
    }
    const config = validation.config;
    timer.lap('validate');
    const productCode = config.code ?? product;

    const choice = selectFlow({
      flows: config.checkoutFlow.flows,
      query,
      ...(routeTemplate ? { templateId: routeTemplate } : {}),
    });
    if (!choice) return fail('FLOW_MISSING', `product '${productCode}' has no flow`);
    const facts = flowFacts(choice.flow);
    const flow = facts.flow;

    const brand =
      registry.brandForProduct(productCode, area) ??
      registry.brands.get((config.designSystemId ?? '').split('$')[0] ?? '');
    if (!brand) return fail('BRAND_MISSING', `no brand sells product '${productCode}'`);

    const overridden = applyFirstStepOverrides({
      flow,
      query,
      business: config.business ?? brand.business,
    });
    query = overridden.query;

    const firstStep = flow.steps[0];
    if (pathname === '/' || pathname === '') {
      if (!firstStep) return fail('FLOW_EMPTY', `flow '${flow.id}' has no steps`);
      return {
        redirect: {
          destination: slugPath.routePrefix + stepHref({ step: firstStep, routeTable, query }),
          permanent: false,
        },
      };
    }

    const resolved = resolveStep({ flow, pathname, routeTable });
    if (!resolved) {
      // A journey (its flow named in the URL by the navigation) sent the buyer to a step its
      // flow does not have: a configuration or navigation fault ops must see, unlike a
      // mistyped address.
      if (choice.reason === 'flowId' && routeTemplate !== undefined) {
        logger.error(
          `JOURNEY_STEP_MISSING: flow '${flow.id}' of product '${productCode}' has no step at ${pathname}`,
          { context: { product: productCode, flowId: flow.id, templateId: routeTemplate } },
        );
      }
      return { notFound: true };
    }

    timer.lap('flow');
    const { seller, source } = resolveSellerSource(query);
    // Only a name the lookup returned is shown: never the query's own text.
    let sellerName: string | null = null;
    let isLiveEnabled = false;
    let sellerAccount: string | null = null;
    if (shouldFetchSeller({ seller, source, pathname })) {
      try {
        const found = await getSeller(source, {
          seller,
          operation: sellerOperation(area),
          product: productCode,
        });
        sellerName = found.name;
        isLiveEnabled = found.isLiveEnabled;
        sellerAccount = found.account ?? null;
      } catch (error) {
        return fail(
          'SELLER_FETCH_FAILED',
          `seller '${seller}' of source '${source}' could not be fetched`,
          error,
        );
      }
    }

    timer.lap('seller');
    const themeChoice = selectTheme({
      registry,
      designSystemId: config.designSystemId,
      productSlug,
      productCode,
      area,
    });

    timer.lap('theme');
    const cookies = parseCookies(ctx.req.headers.cookie);
    const stagingRequested =
      query[STAGING_QUERY_PARAM] === 'true' || query[STAGING_QUERY_PARAM] === '1';
    if (stagingRequested && !cookies[STAGING_COOKIE]) {
      ctx.res.setHeader('Set-Cookie', `${STAGING_COOKIE}=true; Path=/; SameSite=Lax`);
    }

    const stepMedia = (resolved.current.props as { media?: { logo?: unknown } }).media;
    const props: CheckoutPageProps = {
      pathname,
      host,
      query,
      rawQuery,
      area,
      environment,
      product,
      business: overridden.business,
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
      sellerName,
      isLiveEnabled,
      sellerAccount,
      ...pageLanguageProps(isMozambique(area) || brand.language === 'pt-MZ'),
      seller,
      source,
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
      staging: stagingRequested || Boolean(cookies[STAGING_COOKIE]),
      logoAspectRatio: imageAspectRatio(
        typeof stepMedia?.logo === 'string' ? stepMedia.logo : brand.logo.file,
      ),
      ...stepImageAspectRatios(resolved.current.props.imageFile),
    };
    timer.lap('props');
    // Feature flags for the first render (no flicker); defaults when the service is down.
    props.flags = await evaluateServerFlags(
      flagEvaluationContext({ productCode, area, environment, brand }),
    );
    props.flagPollIntervalMs = flagPollIntervalMs(environment);
    props.paymentTimeoutMs = paymentTimeoutMs(environment);
    timer.lap('flags');
    const framedSteps = facts.framedSteps;
    if (Object.keys(framedSteps).length > 0) props.framedSteps = framedSteps;
    // This page's CSP: a fresh script nonce (picked up by _document) and frame-src limited to
    // the current step's referenced frame origins.
    applyPageSecurityHeaders(ctx.res, {
      frameOrigins: framedSteps[resolved.current.id] ?? [],
      secure: isSecureRequest(ctx.req),
      tagManagerId: config.gtm,
    });
    timer.lap('headers');
    const serverDataNames = templateEntry(resolved.current.templateId)?.serverData ?? [];
    if (serverDataNames.length > 0) {
      props.serverData = await loadServerData(serverDataNames, props);
      timer.lap('serverData');
    }
    timer.writeTo(ctx.res);
    return { props };
  } catch (error) {
    return fail('SERVER_FAILURE', error instanceof Error ? error.message : String(error), error);
  }
}
