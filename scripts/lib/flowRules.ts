import type { ConfigIssue } from './configError';
import { didYouMean, suggestionTail } from './didYouMean';
import { isJsonObject } from './jsonValue';

/** The registry as the flow rules need it: each template id with its route. */
export type TemplateRoutes = Readonly<Record<string, { readonly route: string }>>;

interface StepNode {
  index: number;
  id: string;
  next: string | undefined;
}

function checkFlowSteps(
  flowIndex: number,
  flowId: string,
  steps: readonly unknown[],
  templates: TemplateRoutes,
  issues: ConfigIssue[],
): void {
  const base = `/checkoutFlow/flows/${flowIndex}/steps`;
  const known = Object.keys(templates);
  const nodes: StepNode[] = [];
  const firstIndexById = new Map<string, number>();
  const routeOwner = new Map<string, string>();

  steps.forEach((step, index) => {
    if (!isJsonObject(step) || typeof step.id !== 'string') return;
    const id = step.id;
    const earlier = firstIndexById.get(id);
    if (earlier !== undefined) {
      issues.push({
        code: 'duplicate-step-id',
        pointer: `${base}/${index}/id`,
        message: `step id '${id}' is already used by step ${earlier} of flow '${flowId}'; step ids are unique within a flow`,
      });
      return;
    }
    firstIndexById.set(id, index);
    nodes.push({
      index,
      id,
      next: typeof step.defaultNextStepId === 'string' ? step.defaultNextStepId : undefined,
    });

    const templateId = step.templateId;
    if (typeof templateId !== 'string') return;
    const template = templates[templateId];
    if (template === undefined) {
      issues.push({
        code: 'unknown-template',
        pointer: `${base}/${index}/templateId`,
        message: `unknown templateId '${templateId}'${suggestionTail(templateId, known, 'known')}`,
      });
      return;
    }
    const owner = routeOwner.get(template.route);
    if (owner !== undefined) {
      issues.push({
        code: 'duplicate-route',
        pointer: `${base}/${index}/templateId`,
        message: `steps '${owner}' and '${id}' both show route '${template.route}' (template '${templateId}'); a flow shows each route at most once`,
      });
    } else routeOwner.set(template.route, id);
  });

  const stepIds = nodes.map((node) => node.id);
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  for (const node of nodes) {
    if (node.next !== undefined && !nodeById.has(node.next)) {
      const suggestion = didYouMean(node.next, stepIds);
      issues.push({
        code: 'unknown-next-step',
        pointer: `${base}/${node.index}/defaultNextStepId`,
        message: `defaultNextStepId '${node.next}' names no step of flow '${flowId}'${suggestion === undefined ? ';' : `; did you mean '${suggestion}'?`} steps: ${stepIds.join(', ')}`,
      });
    }
  }

  // Each step has at most one successor, so the flow is a functional graph: walk it from the
  // first step (what is not reached is unreachable), then from every step not yet seen, to find
  // the cycles that the unreachable steps may form among themselves.
  const done = new Set<string>();
  const reachable = new Set<string>();
  const walk = (start: StepNode, markReachable: boolean): void => {
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: StepNode | undefined = start;
    while (current !== undefined && !done.has(current.id)) {
      path.push(current.id);
      onPath.add(current.id);
      done.add(current.id);
      if (markReachable) reachable.add(current.id);
      const next: StepNode | undefined =
        current.next === undefined ? undefined : nodeById.get(current.next);
      if (next !== undefined && onPath.has(next.id)) {
        const cycle = [...path.slice(path.indexOf(next.id)), next.id];
        issues.push({
          code: 'step-cycle',
          pointer: `${base}/${current.index}/defaultNextStepId`,
          message: `defaultNextStepId '${next.id}' closes a cycle in flow '${flowId}': ${cycle.join(' → ')}; the last step of a flow has no defaultNextStepId`,
        });
        return;
      }
      current = next;
    }
  };
  const [first] = nodes;
  if (first === undefined) return;
  walk(first, true);
  for (const node of nodes) {
    if (!reachable.has(node.id)) {
      issues.push({
        code: 'unreachable-step',
        pointer: `${base}/${node.index}`,
        message: `step '${node.id}' is unreachable: no defaultNextStepId chain from the first step '${first.id}' of flow '${flowId}' leads to it`,
      });
    }
  }
  for (const node of nodes) if (!done.has(node.id)) walk(node, false);
}

/**
 * The rules of a product config's flows that JSON Schema cannot say: flow ids unique, step ids
 * unique within a flow, every `templateId` registered, no two steps of a flow on the same route,
 * every `defaultNextStepId` naming a step of the same flow, every step reachable from the first,
 * no cycle. Pure (no I/O): the renderer can run it on a config fetched at run time.
 */
export function checkProductFlows(config: unknown, templates: TemplateRoutes): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const checkoutFlow = isJsonObject(config) ? config.checkoutFlow : undefined;
  const flows = isJsonObject(checkoutFlow) ? checkoutFlow.flows : undefined;
  if (!Array.isArray(flows)) return issues;
  const flowIndexById = new Map<string, number>();
  flows.forEach((flow, flowIndex) => {
    if (!isJsonObject(flow)) return;
    const flowId = typeof flow.id === 'string' ? flow.id : `#${flowIndex}`;
    if (typeof flow.id === 'string') {
      const earlier = flowIndexById.get(flow.id);
      if (earlier !== undefined) {
        issues.push({
          code: 'duplicate-flow-id',
          pointer: `/checkoutFlow/flows/${flowIndex}/id`,
          message: `flow id '${flow.id}' is already used by flow ${earlier}; flow ids are unique within a product`,
        });
      } else flowIndexById.set(flow.id, flowIndex);
    }
    if (Array.isArray(flow.steps)) checkFlowSteps(flowIndex, flowId, flow.steps, templates, issues);
  });
  return issues;
}
