/**
 * Builds `CheckoutPageProps` for component tests from the real demo brand files (so a
 * fixture cannot drift from what the schemas accept). Override any field per test.
 *
 * @example fixturePage({ pathname: '/payment', step: { id: 'payment', templateId: 'payment', ... } })
 */
import { pageLanguageProps } from '@/checkout/copy/catalogues';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckoutPageProps, ResolvedFlow, ResolvedStep } from '@/checkout/checkoutPageProps';
import type { Brand, TemplateId, Theme } from '@/schemas/generated/types';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { stepPosition } from '@/checkout/stepPosition';

function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(process.cwd(), ...parts), 'utf8')) as T;
}

/** The demo brand of the default product (MS), as in brands/medvalida/brand.json. */
export function fixtureBrand(brandId = 'medvalida'): Brand {
  return readJson<Brand>('brands', brandId, 'brand.json');
}

/** A brand theme as in brands/<brand>/themes/<mode>.json. */
export function fixtureTheme(brandId = 'medvalida', mode = 'light'): Theme {
  return readJson<Theme>('brands', brandId, 'themes', `${mode}.json`);
}

/** One step of `chainFlow`: a template id, or the step with what differs from the defaults. */
export type ChainStep =
  | string
  | {
      templateId: string;
      id?: string;
      props?: Record<string, unknown>;
      nextStepIds?: Record<string, string>;
    };

/**
 * A flow whose steps follow one another in the order given (each step's id is its template id
 * unless given; the last step has no next step).
 *
 * @example chainFlow('pix', ['lead', 'pix', 'success'])
 */
export function chainFlow(id: string, chain: readonly ChainStep[]): ResolvedFlow {
  const steps = chain.map((entry) => (typeof entry === 'string' ? { templateId: entry } : entry));
  const ids = steps.map((step) => step.id ?? step.templateId);
  return {
    id,
    steps: steps.map(
      (step, index): ResolvedStep => ({
        id: ids[index]!,
        templateId: step.templateId,
        defaultNextStepId: ids[index + 1] ?? null,
        nextStepIds: step.nextStepIds ?? {},
        props: step.props ?? {},
      }),
    ),
  };
}

/** The default lead → payment → success flow. */
export function fixtureFlow(): ResolvedFlow {
  return chainFlow('default', ['lead', 'payment', 'success']);
}

/**
 * Page props of the MS product on the given step of the default flow (default: the first),
 * with `overrides` applied last.
 */
export function fixturePage(
  overrides: Partial<CheckoutPageProps> = {},
  stepId = 'lead',
): CheckoutPageProps {
  const flow = overrides.productFlow ?? fixtureFlow();
  const index = Math.max(
    0,
    flow.steps.findIndex((s) => s.id === stepId),
  );
  const step = flow.steps[index]!;
  const nextStep = flow.steps.find((s) => s.id === step.defaultNextStepId) ?? null;
  const brand = overrides.brand ?? fixtureBrand();
  return {
    pathname: `/${step.templateId}`,
    host: 'localhost:3000',
    query: { product: 'MS' },
    rawQuery: 'product=MS',
    area: 'BR',
    environment: 'test',
    product: 'MS',
    business: brand.business,
    productCode: 'MS',
    contactId: null,
    _ga: null,
    checkoutGTM: null,
    productTitle: 'Revalida Medicina',
    productFlow: flow,
    allCheckoutFlowsByProductCode: { MS: [flow] },
    dsBrand: brand.id,
    dsMode: 'light',
    hasAddressForm: false,
    sellerName: null,
    isLiveEnabled: false,
    sellerAccount: null,
    seller: 'performance',
    source: 'direto',
    step,
    // Counted as the server counts it (renderer/buildCheckoutPage).
    stepPosition: stepPosition(flow, step.id, templateManifest) ?? null,
    nextStep,
    shell: templateRegistry[step.templateId as TemplateId]?.shell ?? {
      backButton: false,
      hideLogo: false,
      upsellStyle: false,
      hideSellerBanner: false,
    },
    routePrefix: '',
    routeParams: {},
    brand,
    theme: fixtureTheme(brand.id),
    staging: false,
    ...overrides,
    // As every page builder derives it (a pt-MZ page carries its language's words).
    ...pageLanguageProps(overrides.isMozambiqueTheme ?? false),
  };
}
