import type { ConfigIssue } from './configError';
import { suggestionHint } from './didYouMean';
import { isJsonObject } from './jsonValue';
import {
  describeHops,
  factPhrases,
  needPhrase,
  possibleOutcomes,
  walkJourneys,
} from '@/lib/journey/journeyModel';
import type {
  JourneyContext,
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
  return when ? ` quando ${when.prop} é ${when.in.join('/')}` : '';
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
  context: JourneyContext = {},
): ConfigIssue[] {
  const steps = journeySteps(rawSteps);
  const declared = Object.fromEntries(
    Object.entries(templates).flatMap(([id, entry]) =>
      entry.journey ? [[id, { journey: entry.journey }]] : [],
    ),
  );
  const { problems } = walkJourneys(steps, declared, context);
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
        const what = `passo '${problem.stepId}' (template '${step?.templateId}'), que precisa de ${needPhrase(problem.need)}`;
        const last = problem.via[problem.via.length - 1];
        if (!last) {
          return {
            code: 'journey-need-unmet',
            pointer: `${stepPointer(problem.stepId)}/templateId`,
            message: `o ${what}, é o primeiro passo do fluxo '${flowId}': nada antes dele dá isso, e o comprador ficaria esperando numa página que não funciona; um fluxo começa por um passo que não precisa de nada de passos anteriores (por exemplo, lead)`,
          };
        }
        const has = problem.facts.map((fact) => factPhrases[fact]);
        return {
          code: 'journey-need-unmet',
          pointer: edgePointer(last),
          message: `o desfecho '${last.outcome}' (${last.outcomeTitle}) do passo '${last.stepId}' leva ao ${what}; no caminho ${describeHops(problem.via, problem.stepId)} ${has.length > 0 ? `o comprador tem ${has.join(', ')}` : 'o comprador ainda não tem nada'}. Mande este desfecho para um passo que possa mostrá-lo (nextStepIds "${last.outcome}"), ou ponha antes um passo que dê isso`,
        };
      }
      case 'dead-end':
        return {
          code: 'journey-dead-end',
          pointer: stepPointer(problem.stepId),
          message: `o desfecho '${problem.outcome}' (${problem.outcomeTitle}) do passo '${problem.stepId}' não leva a lugar nenhum: o passo não tem nextStepIds "${problem.outcome}" nem defaultNextStepId (caminho: ${describeHops(problem.via, problem.stepId)})`,
        };
      case 'unknown-outcome': {
        const hint = suggestionHint(problem.outcome, problem.known);
        const template = byId.get(problem.stepId)?.templateId;
        return {
          code: 'unknown-outcome',
          pointer: `${stepPointer(problem.stepId)}/nextStepIds/${escapePointer(problem.outcome)}`,
          target: 'key',
          message: `a chave '${problem.outcome}' de nextStepIds não é um desfecho do template '${template}'${hint} desfechos: ${problem.known.join(', ') || 'nenhum (o template encerra a jornada)'}`,
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
        const possible = step && declaration ? possibleOutcomes(step, declaration, context) : [];
        return {
          code: 'unused-next-step',
          pointer: `${stepPointer(problem.stepId)}/defaultNextStepId`,
          message: `defaultNextStepId '${problem.target}' nunca é seguido: ${possible.length === 0 ? `com estas props o template '${step?.templateId}' encerra a jornada` : 'cada desfecho do passo tem sua própria entrada em nextStepIds'} (desfechos: ${outcomes.join(', ') || 'nenhum'}); remova-o ou mude as props`,
        };
      }
      case 'too-many-paths':
        return {
          code: 'journey-too-many-paths',
          pointer: base,
          message: `o fluxo '${flowId}' tem mais de ${problem.limit} caminhos a partir do primeiro passo: divida-o em fluxos que uma pessoa consiga seguir e um teste consiga percorrer`,
        };
    }
  });
}
