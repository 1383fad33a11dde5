/**
 * Where the journey walker's adversarial moves run (issue 33, "One purchase, one charge"),
 * derived from the same plan as the walker (tests/e2e/journeyPlan.ts), never listed by hand:
 * every step that charges a purchase on some path of some flow, which purchase it charges (the
 * buyer's main order, the upsell, or the account record of the link), the first path that pays
 * on it, and the first path that leaves it by each of its paying outcomes. A new flow is a new
 * set of purchase steps here the day it is configured. A new template whose outcomes give a
 * money fact (a receipt, a payment, a Pix code, an upsell, a payment being confirmed) must say
 * here which purchase it charges, or that it charges nothing: until then the plan names it.
 * Pure: reads files, no browser, no server.
 */
import type { JourneyFact } from '@/schemas/generated/types';
import type { JourneyHop } from '@/lib/journey/journeyModel';
import { templateManifest } from '@/schemas/generated/templateManifest';
import type { JourneyPlan, PlannedJourney } from './journeyPlan';

/** The purchase a step charges (lib/payment/purchase.ts `PurchaseIntent` kinds). */
export type PurchaseKind = 'main' | 'upsell' | 'record';

/** What a template that deals in money charges. */
export type PurchaseDeclaration =
  | {
      /**
       * The purchase it charges; `journey`: the one the path is paying already (the account
       * record's, else the buyer's main order): the Pix step shows the code of the step before
       * it, or creates the main order's own code when it comes straight after the lead.
       */
      purchase: PurchaseKind | 'journey';
      /** Outcomes that charge nothing (declining the offer, a refusal). */
      free?: readonly string[];
    }
  | {
      /** Why the template charges no purchase although its outcomes give money facts. */
      chargesNothing: string;
    };

/** Every template whose outcomes give a money fact, and what it charges. */
export const purchaseTemplates: Readonly<Record<string, PurchaseDeclaration>> = {
  payment: { purchase: 'main' },
  'upsell-payment': { purchase: 'upsell', free: ['decline'] },
  pix: { purchase: 'journey' },
  'livelo-payment': { purchase: 'main', free: ['error'] },
  'invoice-payment': { purchase: 'record' },
  recovery: { purchase: 'record' },
  renew: { purchase: 'record' },
  'upgrade-payment': { purchase: 'record' },
  'payment-verification': {
    chargesNothing: 'a card verification puts the card on file and charges nothing',
  },
  parsing: {
    chargesNothing: "it waits for the payment the step before it made (the acquirer's review)",
  },
};

/** The facts that say money moved or is about to (docs/journeys.md, the facts). */
const moneyFacts: readonly JourneyFact[] = ['receipt', 'paid', 'pix', 'upsell', 'processing'];

type Manifest = Readonly<
  Record<
    string,
    { journey: { outcomes: Readonly<Record<string, { gives?: readonly JourneyFact[] }>> } }
  >
>;

/** Templates whose outcomes give a money fact and that `purchaseTemplates` does not declare. */
export function undeclaredMoneyTemplates(
  manifest: Manifest = templateManifest as unknown as Manifest,
  declared: Readonly<Record<string, PurchaseDeclaration>> = purchaseTemplates,
): string[] {
  return Object.entries(manifest)
    .filter(([id, entry]) =>
      Object.values(entry.journey.outcomes).some(
        (outcome) => outcome.gives?.some((fact) => moneyFacts.includes(fact)) && !declared[id],
      ),
    )
    .map(([id]) => id);
}

/** One path through a purchase step, stopped at the hop that pays on it. */
export interface PurchasePath {
  readonly journey: PlannedJourney;
  /** The index in `journey.path.hops` of the hop that pays on the step. */
  readonly hop: number;
}

/** A step of a flow that charges a purchase, and the paths that pay on it. */
export interface PurchaseStep {
  readonly key: string;
  readonly journey: PlannedJourney;
  readonly stepId: string;
  readonly templateId: string;
  readonly purchase: PurchaseKind;
  /** The first path that pays on the step. */
  readonly first: PurchasePath;
  /** The first path that leaves the step by each paying outcome, in the order paths come. */
  readonly outcomes: ReadonlyMap<string, PurchasePath>;
}

/** The purchase a hop charges on its path, or undefined when it charges none. */
export function hopPurchase(
  hops: readonly JourneyHop[],
  index: number,
  declared: Readonly<Record<string, PurchaseDeclaration>> = purchaseTemplates,
): PurchaseKind | undefined {
  const hop = hops[index];
  const declaration = hop ? declared[hop.templateId] : undefined;
  if (!hop || hop.outcome === null || !declaration || 'chargesNothing' in declaration)
    return undefined;
  if (declaration.free?.includes(hop.outcome)) return undefined;
  if (declaration.purchase !== 'journey') return declaration.purchase;
  const record = hops.slice(0, index).some((earlier) => {
    const before = declared[earlier.templateId];
    return before && 'purchase' in before && before.purchase === 'record';
  });
  return record ? 'record' : 'main';
}

/**
 * Whether the hop is where its purchase is first charged on the path (a Pix step after the
 * payment step shows the code the payment step issued: the payment step is where it is charged).
 */
function firstChargeOfPurchase(hops: readonly JourneyHop[], index: number): boolean {
  const purchase = hopPurchase(hops, index);
  if (!purchase) return false;
  return hops.slice(0, index).every((_, earlier) => hopPurchase(hops, earlier) !== purchase);
}

/**
 * Every step that charges a purchase, once per flow and step: where a path first charges a
 * purchase, with the first path that pays there and the first path of each paying outcome.
 */
export function purchaseSteps(plan: JourneyPlan): PurchaseStep[] {
  const steps = new Map<
    string,
    {
      journey: PlannedJourney;
      stepId: string;
      templateId: string;
      purchase: PurchaseKind;
      first: PurchasePath;
      outcomes: Map<string, PurchasePath>;
    }
  >();
  for (const journey of plan.journeys) {
    const hops = journey.path.hops;
    hops.forEach((hop, index) => {
      if (!firstChargeOfPurchase(hops, index)) return;
      const key = `${journey.product.code}/${journey.flow.id}/${hop.stepId}`;
      let step = steps.get(key);
      if (!step) {
        step = {
          journey,
          stepId: hop.stepId,
          templateId: hop.templateId,
          purchase: hopPurchase(hops, index)!,
          first: { journey, hop: index },
          outcomes: new Map(),
        };
        steps.set(key, step);
      }
      if (hop.outcome !== null && !step.outcomes.has(hop.outcome))
        step.outcomes.set(hop.outcome, { journey, hop: index });
    });
  }
  return [...steps.entries()].map(([key, step]) => ({ key, ...step }));
}

/** For each template: the first purchase step (in plan order) that `accepts`. */
export function firstStepPerTemplate(
  steps: readonly PurchaseStep[],
  accepts: (step: PurchaseStep) => boolean = () => true,
): PurchaseStep[] {
  const chosen = new Map<string, PurchaseStep>();
  for (const step of steps)
    if (!chosen.has(step.templateId) && accepts(step)) chosen.set(step.templateId, step);
  return [...chosen.values()];
}
