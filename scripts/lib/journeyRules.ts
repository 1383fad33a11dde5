import type { ConfigIssue } from './configError';
import { didYouMean } from './didYouMean';
import { isJsonObject } from './jsonValue';
import {
  describeHops,
  factPhrases,
  needPhrase,
  possibleOutcomes,
  walkJourneys,
} from '@/lib/journey/journeyModel';
import type {
  JourneyDeclaration,
  JourneyHop,
  JourneyStep,
  OutcomeDeclaration,
} from '@/lib/journey/journeyModel';

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The steps of a flow as the journey model reads them; entries that are no step are skipped. */
function journeySteps(steps: readonly unknown[]): Array<JourneyStep & { index: number }> {
  return steps.flatMap((step, index) => {
    if (!isJsonObject(step) || typeof step.id !== 'string' || typeof step.templateId !== 'string')
      return [];
    const nextStepIds = isJsonObject(step.nextStepIds)
      ? Object.fromEntries(
          Object.entries(step.nextStepIds).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
    return [
      {
        index,
        id: step.id,
        templateId: step.templateId,
        defaultNextStepId:
          typeof step.defaultNextStepId === 'string' ? step.defaultNextStepId : undefined,
        ...(nextStepIds ? { nextStepIds } : {}),
        props: isJsonObject(step.props) ? step.props : {},
      },
    ];
  });
}

function conditionText(outcome: OutcomeDeclaration): string {
  const when = outcome.when;
  return when ? ` when ${when.prop} has ${when.in.join('/')}` : '';
}

/**
 * The journey rules of one flow (lib/journey/journeyModel.ts, docs/journeys.md) as config
 * issues: every path from the flow's first step through every outcome its steps can take must
 * reach a terminal step, and every step on it must have what it needs. Each issue points at the
 * field to change (the edge the failing path takes, or the step) and names the path.
 */
export function journeyIssues(
  flowIndex: number,
  flowId: string,
  rawSteps: readonly unknown[],
  templates: Readonly<Record<string, { readonly journey?: JourneyDeclaration }>>,
): ConfigIssue[] {
  const steps = journeySteps(rawSteps);
  const declared = Object.fromEntries(
    Object.entries(templates).flatMap(([id, entry]) =>
      entry.journey ? [[id, { journey: entry.journey }]] : [],
    ),
  );
  const { problems } = walkJourneys(steps, declared);
  const byId = new Map(steps.map((step) => [step.id, step]));
  const base = `/checkoutFlow/flows/${flowIndex}`;
  const stepPointer = (stepId: string) => `${base}/steps/${byId.get(stepId)?.index ?? 0}`;
  const edgePointer = (hop: JourneyHop) => {
    const step = byId.get(hop.stepId);
    const named = hop.outcome !== null && step?.nextStepIds?.[hop.outcome] !== undefined;
    return named
      ? `${stepPointer(hop.stepId)}/nextStepIds/${escapePointer(hop.outcome ?? '')}`
      : `${stepPointer(hop.stepId)}/defaultNextStepId`;
  };

  return problems.map((problem): ConfigIssue => {
    switch (problem.kind) {
      case 'unmet-need': {
        const step = byId.get(problem.stepId);
        const what = `step '${problem.stepId}' (template '${step?.templateId}'), which needs ${needPhrase(problem.need)}`;
        const last = problem.via[problem.via.length - 1];
        if (!last) {
          return {
            code: 'journey-need-unmet',
            pointer: `${stepPointer(problem.stepId)}/templateId`,
            message: `${what}, is the first step of flow '${flowId}': nothing before it gives that, so buyers would wait on a page that cannot work; a flow starts with a step that needs nothing from earlier steps (e.g. lead)`,
          };
        }
        const has = problem.facts.map((fact) => factPhrases[fact]);
        return {
          code: 'journey-need-unmet',
          pointer: edgePointer(last),
          message: `outcome '${last.outcome}' (${last.outcomeTitle}) of step '${last.stepId}' leads to ${what}; on the path ${describeHops(problem.via, problem.stepId)} the buyer has ${has.length > 0 ? has.join(', ') : 'nothing yet'}. Send this outcome to a step that can show it (nextStepIds "${last.outcome}"), or put a step that gives it before`,
        };
      }
      case 'dead-end':
        return {
          code: 'journey-dead-end',
          pointer: stepPointer(problem.stepId),
          message: `outcome '${problem.outcome}' (${problem.outcomeTitle}) of step '${problem.stepId}' leads nowhere: the step has no nextStepIds "${problem.outcome}" and no defaultNextStepId (path: ${describeHops(problem.via, problem.stepId)})`,
        };
      case 'unknown-outcome': {
        const suggestion = didYouMean(problem.outcome, problem.known);
        const template = byId.get(problem.stepId)?.templateId;
        return {
          code: 'unknown-outcome',
          pointer: `${stepPointer(problem.stepId)}/nextStepIds/${escapePointer(problem.outcome)}`,
          target: 'key',
          message: `nextStepIds key '${problem.outcome}' is no outcome of template '${template}'${suggestion === undefined ? '' : `; did you mean '${suggestion}'?`} outcomes: ${problem.known.join(', ') || 'none (the template ends the journey)'}`,
        };
      }
      case 'unused-next-step': {
        const step = byId.get(problem.stepId);
        const declaration = step ? declared[step.templateId]?.journey : undefined;
        const outcomes = declaration
          ? Object.entries(declaration.outcomes).map(
              ([name, outcome]) => `${name}${conditionText(outcome)}`,
            )
          : [];
        const possible = step && declaration ? possibleOutcomes(step, declaration) : [];
        return {
          code: 'unused-next-step',
          pointer: `${stepPointer(problem.stepId)}/defaultNextStepId`,
          message: `defaultNextStepId '${problem.target}' is never followed: ${possible.length === 0 ? `with these props template '${step?.templateId}' ends the journey` : 'every outcome of the step has its own nextStepIds entry'} (outcomes: ${outcomes.join(', ') || 'none'}); remove it or change the props`,
        };
      }
      case 'too-many-paths':
        return {
          code: 'journey-too-many-paths',
          pointer: base,
          message: `flow '${flowId}' has more than ${problem.limit} paths from its first step: split it into flows a person can follow and a test can walk`,
        };
    }
  });
}
