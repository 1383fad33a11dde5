/**
 * What the journey walker (tests/e2e/journeys.e2e.ts) walks, derived from the configuration and
 * the journey model, never listed by hand: every product config under brands/, every flow of
 * it, every path `walkJourneys` (lib/journey/journeyModel.ts) finds through it. A new flow, a
 * new step or a new outcome in a template.json is a new path here. Pure: reads files, no browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeHops, marketJourney, walkJourneys } from '@/lib/journey/journeyModel';
import type { JourneyPath, JourneyProblem, JourneyStep } from '@/lib/journey/journeyModel';
import { templateManifest } from '@/schemas/generated/templateManifest';

/** A flow of a product config, as the walker reads it. */
export interface ConfiguredFlow {
  readonly id: string;
  readonly selectedBy?: Readonly<Record<string, readonly string[]>>;
  readonly steps: readonly JourneyStep[];
}

/** A product config under brands/, with what the walker needs to know about its brand. */
export interface ConfiguredProduct {
  readonly code: string;
  readonly title: string;
  readonly brand: string;
  /** The brand speaks Mozambican Portuguese (`lang=pt-mz`, M-Pesa, the Mozambique address). */
  readonly mozambique: boolean;
  readonly flows: readonly ConfiguredFlow[];
  /** Where the config lives, for messages. */
  readonly file: string;
}

/** One path of one flow of one product: what one walk follows. */
export interface PlannedJourney {
  readonly product: ConfiguredProduct;
  readonly flow: ConfiguredFlow;
  readonly path: JourneyPath;
  /** `lead [next] → payment [pix] → pix [paid] → success`, the path as people read it. */
  readonly name: string;
}

/** The product configs under `root` (brands and files in name order). */
export function configuredProducts(root = 'brands'): ConfiguredProduct[] {
  return readdirSync(root)
    .sort()
    .flatMap((brand) => {
      let files: string[];
      try {
        files = readdirSync(join(root, brand, 'products')).sort();
      } catch {
        return [];
      }
      const { language } = JSON.parse(readFileSync(join(root, brand, 'brand.json'), 'utf8')) as {
        language: string;
      };
      return files
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const path = join(root, brand, 'products', file);
          const config = JSON.parse(readFileSync(path, 'utf8')) as {
            code: string;
            title: string;
            checkoutFlow: { flows: ConfiguredFlow[] };
          };
          return {
            code: config.code,
            title: config.title,
            brand,
            mozambique: language === 'pt-MZ',
            flows: config.checkoutFlow.flows,
            file: path,
          };
        });
    });
}

/**
 * Whether a product's flow is among those a filter names: a comma-separated list of `CODE` (every
 * flow of the product) or `CODE/flow` (one flow); an empty filter names every flow.
 */
export function filterMatches(filter: string | undefined, code: string, flowId: string): boolean {
  const entries = (filter ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return true;
  return entries.some((entry) => {
    const [wantedCode, wantedFlow] = entry.split('/');
    return (
      wantedCode?.toUpperCase() === code.toUpperCase() &&
      (wantedFlow === undefined || wantedFlow === flowId)
    );
  });
}

/** The walker's plan: every path of every flow the filter names, and the model's problems. */
export interface JourneyPlan {
  readonly journeys: PlannedJourney[];
  /** Problems the model finds in a flow (`npm run validate` refuses them too). */
  readonly problems: Array<{ product: string; flow: string; problem: JourneyProblem }>;
}

/** Every path of every configured flow the filter names (see `filterMatches`). */
export function planJourneys(filter?: string, root = 'brands'): JourneyPlan {
  const journeys: PlannedJourney[] = [];
  const problems: JourneyPlan['problems'] = [];
  for (const product of configuredProducts(root)) {
    for (const flow of product.flows) {
      if (!filterMatches(filter, product.code, flow.id)) continue;
      // The outcomes the product's pages offer: a Brazilian payment step never M-Pesa.
      const walked = walkJourneys(
        flow.steps,
        templateManifest,
        marketJourney(product.mozambique ? 'MZ' : 'BR'),
      );
      for (const problem of walked.problems)
        problems.push({ product: product.code, flow: flow.id, problem });
      for (const path of walked.paths) {
        journeys.push({ product, flow, path, name: pathName(path) });
      }
    }
  }
  return { journeys, problems };
}

/** A path as people read it; a path that leaves the checkout ends in `(leaves the checkout)`. */
export function pathName(path: JourneyPath): string {
  return describeHops(path.hops, path.exits ? '(leaves the checkout)' : undefined);
}

/** The route of a template (`/payment/[id]`), from its template.json. */
export function templateRoute(templateId: string): string {
  const entry = (templateManifest as Record<string, { route: string } | undefined>)[templateId];
  if (!entry) throw new Error(`template '${templateId}' is not registered`);
  return entry.route;
}

// Static routes first: '/payment/upsell' is upsell-payment, not '/payment/[id]'.
const routePatterns = Object.values(
  templateManifest as Record<string, { id: string; route: string }>,
)
  .map((entry) => ({
    id: entry.id,
    dynamic: entry.route.includes('['),
    pattern: new RegExp(`^${entry.route.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`),
  }))
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

/** The template whose route a path name matches (static routes before dynamic ones). */
export function templateAt(pathname: string): string | undefined {
  return routePatterns.find((route) => route.pattern.test(pathname))?.id;
}
