import { isJsonObject } from './jsonValue';
import { parseJsonPointer } from './jsonPointer';

function propPath(segments: readonly string[]): string {
  return segments
    .map((segment, index) =>
      /^\d+$/.test(segment) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`,
    )
    .join('');
}

/**
 * Where a JSON pointer of a product config is, in the words of the people who edit it:
 * `fluxo "default", passo "payment" (props.plans[0].price)` for
 * `/checkoutFlow/flows/0/steps/1/props/plans/0/price`. Flow and step are named by their ids
 * (by position when the id is missing). Undefined outside a flow.
 */
export function opsLocation(data: unknown, pointer: string): string | undefined {
  const segments = parseJsonPointer(pointer);
  if (segments[0] !== 'checkoutFlow' || segments[1] !== 'flows' || segments[2] === undefined) {
    return undefined;
  }
  const flows =
    isJsonObject(data) && isJsonObject(data.checkoutFlow) ? data.checkoutFlow.flows : undefined;
  const flowIndex = Number(segments[2]);
  const flow = Array.isArray(flows) ? flows[flowIndex] : undefined;
  const flowName =
    isJsonObject(flow) && typeof flow.id === 'string'
      ? `fluxo "${flow.id}"`
      : `fluxo nº ${flowIndex + 1}`;
  if (segments[3] !== 'steps' || segments[4] === undefined) {
    const rest = segments.slice(3);
    return rest.length === 0 ? flowName : `${flowName} (${propPath(rest)})`;
  }
  const steps = isJsonObject(flow) ? flow.steps : undefined;
  const stepIndex = Number(segments[4]);
  const step = Array.isArray(steps) ? steps[stepIndex] : undefined;
  const stepName =
    isJsonObject(step) && typeof step.id === 'string'
      ? `passo "${step.id}"`
      : `passo nº ${stepIndex + 1}`;
  const rest = segments.slice(5);
  return `${flowName}, ${stepName}${rest.length === 0 ? '' : ` (${propPath(rest)})`}`;
}
