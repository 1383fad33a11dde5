/**
 * The journey model (docs/journeys.md): a flow is a graph of steps, and a buyer's journey is one
 * path through it, from the flow's first step through one outcome of each step to a step whose
 * template has no outcomes (a terminal screen). Each template declares in `template.json`
 * `journey` what must hold when a buyer arrives (`needs`), what its link gives (`gives`) and
 * every way of leaving it (`outcomes`, each with what it gives). This module follows every path
 * of a flow through those declarations; `npm run validate` reports what it finds, the studio
 * refuses a save that breaks a path, and the journey walker (tests/e2e) walks each path in a
 * browser. Pure: no I/O, no app imports.
 */
import type { JourneyFact } from '@/schemas/generated/types';
import { MARKET_PAYMENT_METHODS } from '@/lib/payment/paymentMarket';
import type { PaymentMarket } from '@/lib/payment/paymentMarket';

/** When an outcome is possible: the step's prop `prop` holds (or, for a list, contains) one of `in`. */
export interface OutcomeCondition {
  readonly prop: string;
  readonly in: readonly string[];
  /** Whether the outcome is possible when the step does not set the prop (default false). */
  readonly ifAbsent?: boolean;
}

/** One way of leaving a step, as `template.json` declares it. */
export interface OutcomeDeclaration {
  readonly title: string;
  readonly gives?: readonly JourneyFact[];
  /** Facts that must hold for the outcome to be possible. */
  readonly requires?: readonly JourneyFact[];
  /**
   * Without a `nextStepIds` entry of its own the outcome leaves the checkout (to the product's
   * access page) instead of following `defaultNextStepId`.
   */
  readonly exit?: boolean;
  /** Offered only when the step names a step for it in `nextStepIds`. */
  readonly onlyWithOwnStep?: boolean;
  readonly when?: OutcomeCondition;
}

/** One need: a fact, or a list of facts of which any one is enough. */
export type JourneyNeed = JourneyFact | readonly JourneyFact[];

/** A template's `journey` declaration. */
export interface JourneyDeclaration {
  readonly needs: readonly JourneyNeed[];
  readonly gives?: readonly JourneyFact[];
  readonly outcomes: Readonly<Record<string, OutcomeDeclaration>>;
}

/** The part of a flow step the journey model reads. */
export interface JourneyStep {
  readonly id: string;
  readonly templateId: string;
  readonly defaultNextStepId?: string | null;
  readonly nextStepIds?: Readonly<Record<string, string>>;
  readonly props?: Readonly<Record<string, unknown>>;
}

/** Each template's journey declaration, by template id. */
export type JourneyTemplates = Readonly<Record<string, { readonly journey: JourneyDeclaration }>>;

/** How each fact reads in a sentence ('precisa de um lead'), in the ops' Portuguese of `npm run validate`. */
export const factPhrases: Readonly<Record<JourneyFact, string>> = {
  lead: 'um lead',
  record: 'um cadastro de conta nomeado pelo link',
  receipt: 'uma compra que o backend aceitou',
  paid: 'uma compra paga',
  pix: 'um código Pix para mostrar',
  processing: 'um pagamento em confirmação',
  upsell: 'um upsell pago',
};

/** 'um lead', or 'um código Pix para mostrar ou um lead' for a need with alternatives. */
export function needPhrase(need: JourneyNeed): string {
  return typeof need === 'string'
    ? factPhrases[need]
    : need.map((f) => factPhrases[f]).join(' ou ');
}

/** Whether a need holds among the facts. */
export function needHolds(need: JourneyNeed, facts: ReadonlySet<JourneyFact>): boolean {
  return typeof need === 'string' ? facts.has(need) : need.some((fact) => facts.has(fact));
}

/**
 * Where a flow is sold, as the walk reads it: the values a step's prop can take there. A payment
 * step's `paymentMethods` can only be methods its market offers (`marketJourney`): a step that
 * lists none offers every method of its market, and a method of another market is never shown.
 */
export interface JourneyContext {
  readonly offered?: Readonly<Record<string, readonly string[]>>;
}

/** The journey context of a market: the payment methods its payment pages can offer. */
export function marketJourney(market: PaymentMarket): JourneyContext {
  return { offered: { paymentMethods: MARKET_PAYMENT_METHODS[market] } };
}

/**
 * Whether an outcome can happen on a step with these props (see `OutcomeCondition`), where the
 * context says the flow is sold: a prop's value counts only for what the context offers, and a
 * prop left out (`ifAbsent`) stands for everything the context offers.
 */
export function outcomePossible(
  outcome: OutcomeDeclaration,
  props: Readonly<Record<string, unknown>> | undefined,
  context: JourneyContext = {},
): boolean {
  const when = outcome.when;
  if (!when) return true;
  const offered = context.offered?.[when.prop];
  const value = props?.[when.prop];
  if (value === undefined && when.ifAbsent !== true) return false;
  const values =
    value === undefined ? (offered ?? when.in) : Array.isArray(value) ? value : [value];
  return values.some(
    (item) =>
      typeof item === 'string' &&
      when.in.includes(item) &&
      (offered === undefined || offered.includes(item)),
  );
}

/**
 * The outcomes a step can take with its props and edges, in declaration order, with their
 * names (the facts an outcome `requires` are checked along a path, not here).
 */
export function possibleOutcomes(
  step: JourneyStep,
  declaration: JourneyDeclaration,
  context: JourneyContext = {},
): Array<[string, OutcomeDeclaration]> {
  return Object.entries(declaration.outcomes).filter(
    ([name, outcome]) =>
      outcomePossible(outcome, step.props, context) &&
      (!outcome.onlyWithOwnStep || step.nextStepIds?.[name] !== undefined),
  );
}

/** Where an outcome leads: a step of the flow, out of the checkout, or nowhere. */
export type OutcomeTarget = { step: string } | { exit: true } | undefined;

/**
 * Where an outcome of a step leads: the step's `nextStepIds` entry of the outcome's name; else,
 * for an outcome that exits, out of the checkout; else the step's `defaultNextStepId` (the
 * navigation hook follows the same rule); undefined when none applies.
 */
export function outcomeTarget(
  step: JourneyStep,
  name: string,
  outcome: Pick<OutcomeDeclaration, 'exit'> = {},
): OutcomeTarget {
  const named = step.nextStepIds?.[name];
  if (named !== undefined) return { step: named };
  if (outcome.exit) return { exit: true };
  return step.defaultNextStepId ? { step: step.defaultNextStepId } : undefined;
}

/** One hop of a journey: the step, and the outcome the buyer leaves it by (null at the end). */
export interface JourneyHop {
  readonly stepId: string;
  readonly templateId: string;
  readonly outcome: string | null;
  /** The outcome's title, for people. */
  readonly outcomeTitle: string | null;
}

/**
 * One complete path through a flow, from its first step to a terminal step, or out of the
 * checkout by an outcome that exits (then the last hop names that outcome).
 */
export interface JourneyPath {
  readonly hops: readonly JourneyHop[];
  /** True when the path leaves the checkout by its last hop's outcome. */
  readonly exits: boolean;
  /** What holds at the end. */
  readonly facts: readonly JourneyFact[];
}

/** Why a path fails. Each names the step and a path that shows it. */
export type JourneyProblem =
  | {
      kind: 'unmet-need';
      /** The step that lacks what it needs. */
      stepId: string;
      need: JourneyNeed;
      /** The hops up to (not including) the step; empty when it is the flow's first step. */
      via: readonly JourneyHop[];
      facts: readonly JourneyFact[];
    }
  | {
      kind: 'dead-end';
      /** The step an outcome of which leads nowhere. */
      stepId: string;
      outcome: string;
      outcomeTitle: string;
      via: readonly JourneyHop[];
    }
  | {
      kind: 'unknown-outcome';
      stepId: string;
      outcome: string;
      known: readonly string[];
    }
  | {
      kind: 'unused-next-step';
      stepId: string;
      target: string;
    }
  | { kind: 'too-many-paths'; limit: number };

/** What `walkJourneys` finds in one flow. */
export interface FlowJourneys {
  paths: JourneyPath[];
  problems: JourneyProblem[];
}

/** Most paths followed in one flow: a flow with more is refused (nobody can test it). */
export const MAX_PATHS_PER_FLOW = 500;

/** One line of a path for people: `lead → payment [bankslip] → success`. */
export function describeHops(hops: readonly JourneyHop[], last?: string): string {
  const parts = hops.map((hop) => (hop.outcome ? `${hop.stepId} [${hop.outcome}]` : hop.stepId));
  if (last !== undefined) parts.push(last);
  return parts.join(' → ');
}

/**
 * Follows every path of a flow from its first step (see the module comment) and reports each
 * path that reaches a terminal step, and every problem: a step reached without what it needs
 * (once per step and need, with the first path that shows it), an outcome with no step to go
 * to, a `nextStepIds` key that is no outcome of the template, and a `defaultNextStepId` no
 * outcome of the step ever follows. Steps of unregistered templates and edges to unknown steps
 * are left to the flow rules that report them; a path stops there.
 */
export function walkJourneys(
  steps: readonly JourneyStep[],
  templates: JourneyTemplates,
  context: JourneyContext = {},
): FlowJourneys {
  const paths: JourneyPath[] = [];
  const problems: JourneyProblem[] = [];
  const byId = new Map(steps.map((step) => [step.id, step]));
  const reported = new Set<string>();
  const report = (key: string, problem: JourneyProblem) => {
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(problem);
  };

  for (const step of steps) {
    const declaration = templates[step.templateId]?.journey;
    if (!declaration) continue;
    const possible = possibleOutcomes(step, declaration, context);
    const known = Object.keys(declaration.outcomes);
    for (const outcome of Object.keys(step.nextStepIds ?? {})) {
      if (!known.includes(outcome)) {
        report(`unknown:${step.id}:${outcome}`, {
          kind: 'unknown-outcome',
          stepId: step.id,
          outcome,
          known,
        });
      }
    }
    const usesDefault = possible.some(
      ([name, outcome]) => step.nextStepIds?.[name] === undefined && !outcome.exit,
    );
    if (step.defaultNextStepId && !usesDefault) {
      report(`unused:${step.id}`, {
        kind: 'unused-next-step',
        stepId: step.id,
        target: step.defaultNextStepId,
      });
    }
  }

  const first = steps[0];
  if (!first) return { paths, problems };
  let overflow = false;

  const visit = (step: JourneyStep, via: JourneyHop[], arriving: ReadonlySet<JourneyFact>) => {
    if (overflow) return;
    const declaration = templates[step.templateId]?.journey;
    if (!declaration) return;
    const facts = new Set(arriving);
    for (const fact of declaration.gives ?? []) facts.add(fact);
    let ok = true;
    for (const need of declaration.needs) {
      if (needHolds(need, facts)) continue;
      ok = false;
      report(`need:${step.id}:${needPhrase(need)}`, {
        kind: 'unmet-need',
        stepId: step.id,
        need,
        via: [...via],
        facts: [...facts],
      });
    }
    if (!ok) return;
    const outcomes = possibleOutcomes(step, declaration, context).filter(([, outcome]) =>
      (outcome.requires ?? []).every((fact) => facts.has(fact)),
    );
    const end = (hops: JourneyHop[], exits: boolean) => {
      if (paths.length >= MAX_PATHS_PER_FLOW) {
        if (!overflow) problems.push({ kind: 'too-many-paths', limit: MAX_PATHS_PER_FLOW });
        overflow = true;
        return;
      }
      paths.push({ hops, exits, facts: [...facts] });
    };
    if (outcomes.length === 0) {
      end(
        [
          ...via,
          { stepId: step.id, templateId: step.templateId, outcome: null, outcomeTitle: null },
        ],
        false,
      );
      return;
    }
    for (const [name, outcome] of outcomes) {
      const hop: JourneyHop = {
        stepId: step.id,
        templateId: step.templateId,
        outcome: name,
        outcomeTitle: outcome.title,
      };
      const target = outcomeTarget(step, name, outcome);
      if (target && 'exit' in target) {
        end([...via, hop], true);
        continue;
      }
      if (target === undefined) {
        report(`dead:${step.id}:${name}`, {
          kind: 'dead-end',
          stepId: step.id,
          outcome: name,
          outcomeTitle: outcome.title,
          via: [...via],
        });
        continue;
      }
      const next = byId.get(target.step);
      // An unknown target or a cycle is the flow rules' to report.
      if (!next || next.id === step.id || via.some((earlier) => earlier.stepId === next.id))
        continue;
      const after = new Set(facts);
      for (const fact of outcome.gives ?? []) after.add(fact);
      visit(next, [...via, hop], after);
    }
  };
  visit(first, [], new Set());
  return { paths, problems };
}
