import type { ConfigIssue } from './configError';
import { suggestionHint } from './didYouMean';
import { unknownTemplate } from './describeSchemaError';
import { isJsonObject } from './jsonValue';
import { journeyIssues } from './journeyRules';
import { marketJourney, needPhrase } from '@/lib/journey/journeyModel';
import type { JourneyContext, JourneyDeclaration } from '@/lib/journey/journeyModel';
import { MARKET_NAME, MARKET_PAYMENT_METHODS, offeredInMarket } from '@/lib/payment/paymentMarket';
import type { PaymentMarket } from '@/lib/payment/paymentMarket';
import { flowShows, linkCandidates } from '@/lib/journey/linkEntry';
import type { LinkableFlow } from '@/lib/journey/linkEntry';

/**
 * The registry as the flow rules need it: each template id with its route and, for the
 * journey rules, its `journey` declaration (a template without one is not followed).
 */
export type TemplateRoutes = Readonly<
  Record<string, { readonly route: string; readonly journey?: JourneyDeclaration }>
>;

/** One edge of the flow graph: where it points and the pointer of the field that says so. */
interface StepEdge {
  to: string;
  pointer: string;
}

interface StepNode {
  index: number;
  id: string;
  /** `defaultNextStepId` first, then every `nextStepIds` value. */
  edges: StepEdge[];
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
        message: `o id de passo '${id}' já é usado pelo passo ${earlier} do fluxo '${flowId}'; ids de passo são únicos no fluxo`,
      });
      return;
    }
    firstIndexById.set(id, index);
    const edges: StepEdge[] = [];
    if (typeof step.defaultNextStepId === 'string') {
      edges.push({ to: step.defaultNextStepId, pointer: `${base}/${index}/defaultNextStepId` });
    }
    if (isJsonObject(step.nextStepIds)) {
      for (const [outcome, to] of Object.entries(step.nextStepIds)) {
        if (typeof to === 'string') {
          edges.push({
            to,
            pointer: `${base}/${index}/nextStepIds/${outcome.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          });
        }
      }
    }
    nodes.push({ index, id, edges });

    const templateId = step.templateId;
    if (typeof templateId !== 'string') return;
    const template = templates[templateId];
    if (template === undefined) {
      issues.push({
        code: 'unknown-template',
        pointer: `${base}/${index}/templateId`,
        message: unknownTemplate(templateId, known),
      });
      return;
    }
    const owner = routeOwner.get(template.route);
    if (owner !== undefined) {
      issues.push({
        code: 'duplicate-route',
        pointer: `${base}/${index}/templateId`,
        message: `os passos '${owner}' e '${id}' mostram a mesma rota '${template.route}' (template '${templateId}'); um fluxo mostra cada rota no máximo uma vez`,
      });
    } else routeOwner.set(template.route, id);
  });

  const stepIds = nodes.map((node) => node.id);
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  for (const node of nodes) {
    for (const edge of node.edges) {
      if (nodeById.has(edge.to)) continue;
      const field = edge.pointer.endsWith('/defaultNextStepId')
        ? 'defaultNextStepId'
        : 'nextStepIds';
      const hint = suggestionHint(edge.to, stepIds);
      issues.push({
        code: 'unknown-next-step',
        pointer: edge.pointer,
        message: `${field} '${edge.to}' não nomeia nenhum passo do fluxo '${flowId}'${hint === '' ? ';' : hint} passos: ${stepIds.join(', ')}`,
      });
    }
  }

  // A step may lead to several others (its default next step and its outcomes), so the flow
  // is a directed graph: a depth-first walk from the first step finds what is reachable and
  // every edge that closes a cycle; walks from the steps not yet seen find the cycles the
  // unreachable steps form among themselves.
  const state = new Map<string, 'open' | 'done'>();
  const reachable = new Set<string>();
  // Iterative (an explicit stack of steps and the edge each is at), so a flow of thousands of
  // steps in a row is walked in linear time without running out of call stack.
  const walk = (start: StepNode, markReachable: boolean): void => {
    const path: string[] = [];
    const frames: Array<{ node: StepNode; edge: number }> = [];
    const enter = (node: StepNode) => {
      state.set(node.id, 'open');
      if (markReachable) reachable.add(node.id);
      path.push(node.id);
      frames.push({ node, edge: 0 });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const edge = frame.node.edges[frame.edge];
      if (edge === undefined) {
        frames.pop();
        path.pop();
        state.set(frame.node.id, 'done');
        continue;
      }
      frame.edge += 1;
      const next = nodeById.get(edge.to);
      if (next === undefined) continue;
      if (state.get(next.id) === 'open') {
        const cycle = [...path.slice(path.lastIndexOf(next.id)), next.id];
        const field = edge.pointer.endsWith('/defaultNextStepId')
          ? 'defaultNextStepId'
          : 'nextStepIds';
        issues.push({
          code: 'step-cycle',
          pointer: edge.pointer,
          message: `${field} '${next.id}' fecha um ciclo no fluxo '${flowId}': ${cycle.join(' → ')}; o último passo de um fluxo não tem defaultNextStepId`,
        });
      } else if (!state.has(next.id)) enter(next);
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
        message: `o passo '${node.id}' é inalcançável: nenhum caminho de defaultNextStepId ou nextStepIds a partir do primeiro passo '${first.id}' do fluxo '${flowId}' chega a ele`,
      });
    }
  }
  for (const node of nodes) if (!state.has(node.id)) walk(node, false);
}

/** Whether a template's journey needs a paid purchase (the upsell steps). */
function needsPaid(journey: JourneyDeclaration | undefined): boolean {
  return journey?.needs.some((need) => need === 'paid') ?? false;
}

/** Whether some outcome of a template's journey pays the main purchase (a payment step). */
function canPay(journey: JourneyDeclaration | undefined): boolean {
  return Object.values(journey?.outcomes ?? {}).some((outcome) => outcome.gives?.includes('paid'));
}

/**
 * An upsell (a step that needs a paid purchase) placed before every step that takes the
 * payment: some route of the flow's graph reaches it from the first step through no step that
 * can pay. Said on its own, whatever else is wrong with the flow (such a move usually also
 * closes a cycle, which hides the journey rules), at the edge that leads into the upsell.
 */
function upsellBeforePaymentIssues(
  flowIndex: number,
  flowId: string,
  steps: readonly unknown[],
  templates: TemplateRoutes,
): { issues: ConfigIssue[]; stepIds: Set<string> } {
  const base = `/checkoutFlow/flows/${flowIndex}/steps`;
  const byId = new Map<
    string,
    { index: number; templateId: string; step: Record<string, unknown> }
  >();
  steps.forEach((step, index) => {
    if (!isJsonObject(step) || typeof step.id !== 'string' || typeof step.templateId !== 'string')
      return;
    if (!byId.has(step.id)) byId.set(step.id, { index, templateId: step.templateId, step });
  });
  const issues: ConfigIssue[] = [];
  const reported = new Set<string>();
  const first = steps[0];
  if (!isJsonObject(first) || typeof first.id !== 'string' || !byId.has(first.id))
    return { issues, stepIds: reported };
  // Breadth first from the first step, never through a step that can pay: the first route
  // found to an upsell is a shortest one.
  const via = new Map<string, { from: string; pointer: string } | null>([[first.id, null]]);
  const queue = [first.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const node = byId.get(id)!;
    const journey = templates[node.templateId]?.journey;
    if (needsPaid(journey)) {
      reported.add(id);
      const route: string[] = [id];
      for (let hop = via.get(id); hop; hop = via.get(hop.from)) route.unshift(hop.from);
      const payers = [...byId]
        .filter(([, other]) => canPay(templates[other.templateId]?.journey))
        .map(([other]) => `'${other}'`);
      const into = via.get(id);
      issues.push({
        code: 'upsell-before-payment',
        pointer: into ? into.pointer : `${base}/${node.index}/templateId`,
        message: `o passo '${id}' (template '${node.templateId}') é um upsell: só pode vir depois que a compra principal foi paga, porque precisa de ${needPhrase('paid')}; aqui o comprador chega a ele antes de pagar (${route.join(' → ')}). Ponha o upsell depois do passo de pagamento${payers.length > 0 ? ` (${payers.join(', ')})` : ''}: o passo de pagamento leva ao upsell (defaultNextStepId), e o upsell ao sucesso`,
      });
      continue;
    }
    if (canPay(journey)) continue;
    const edges: Array<[string, string]> = [];
    if (typeof node.step.defaultNextStepId === 'string')
      edges.push([node.step.defaultNextStepId, `${base}/${node.index}/defaultNextStepId`]);
    if (isJsonObject(node.step.nextStepIds))
      for (const [outcome, to] of Object.entries(node.step.nextStepIds))
        if (typeof to === 'string')
          edges.push([
            to,
            `${base}/${node.index}/nextStepIds/${outcome.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          ]);
    for (const [to, pointer] of edges) {
      if (!byId.has(to) || via.has(to)) continue;
      via.set(to, { from: id, pointer });
      queue.push(to);
    }
  }
  return { issues, stepIds: reported };
}

/**
 * A step's `paymentMethods` (a payment, upsell or account payment step) may only list methods
 * the payment pages of the product's market offer (lib/payment/paymentMarket.ts): M-Pesa is
 * Mozambique's, Pix and the in-person methods Brazil's.
 */
function marketMethodIssues(
  flowIndex: number,
  flowId: string,
  steps: readonly unknown[],
  market: PaymentMarket,
): ConfigIssue[] {
  return steps.flatMap((step, index): ConfigIssue[] => {
    const methods =
      isJsonObject(step) && isJsonObject(step.props) ? step.props.paymentMethods : undefined;
    if (!Array.isArray(methods)) return [];
    return methods.flatMap((method, methodIndex): ConfigIssue[] =>
      // A value no market offers is not a payment method: the schema says so.
      typeof method !== 'string' ||
      offeredInMarket(market, method) ||
      !(offeredInMarket('BR', method) || offeredInMarket('MZ', method))
        ? []
        : [
            {
              code: 'payment-method-not-in-market',
              pointer: `/checkoutFlow/flows/${flowIndex}/steps/${index}/props/paymentMethods/${methodIndex}`,
              message: `a forma de pagamento '${method}' não é oferecida pelas páginas de pagamento deste produto (${MARKET_NAME[market]}), então o comprador nunca a veria; no fluxo '${flowId}' use uma destas: ${MARKET_PAYMENT_METHODS[market].join(', ')}`,
            },
          ],
    );
  });
}

/** A flow of the config as the link rule reads it, with its index; undefined for a malformed one. */
function linkableFlow(
  flow: unknown,
  index: number,
): (LinkableFlow & { index: number }) | undefined {
  if (!isJsonObject(flow) || typeof flow.id !== 'string' || !Array.isArray(flow.steps)) return;
  const steps = flow.steps.flatMap((step) =>
    isJsonObject(step) && typeof step.templateId === 'string'
      ? [{ templateId: step.templateId }]
      : [],
  );
  return { id: flow.id, namedOnly: flow.namedOnly === true, steps, index };
}

/**
 * A link to a step's route that names no flow lands on one flow (lib/journey/linkEntry.ts): the
 * flow the query rules choose when it shows that step, else the one flow not `namedOnly` that
 * starts with it. Two such flows are refused: nobody could tell which one a link reaches.
 */
function linkEntryIssues(flows: readonly unknown[], templates: TemplateRoutes): ConfigIssue[] {
  const linkable = flows.flatMap((flow, index) => linkableFlow(flow, index) ?? []);
  const ruled = linkable.find((flow) => flow.id === 'default') ?? linkable[0];
  const templateIds = [...new Set(linkable.flatMap((flow) => flow.steps.map((s) => s.templateId)))];
  return templateIds.flatMap((templateId): ConfigIssue[] => {
    if (!ruled || flowShows(ruled, templateId)) return [];
    const { starting } = linkCandidates(linkable, templateId);
    const [first, second] = starting;
    if (!first || !second) return [];
    const route = templates[templateId]?.route ?? templateId;
    const others = starting.slice(1).map((flow) => `'${flow.id}'`);
    return [
      {
        code: 'ambiguous-link-entry',
        pointer: `/checkoutFlow/flows/${second.index}/id`,
        message: `um link para ${route} que não nomeia fluxo pode cair no fluxo '${first.id}' ou em ${others.join(', ')}, que começam todos ali; marque todos menos um com "namedOnly": true (os links para esses passam a nomear o flowId)`,
      },
    ];
  });
}

/**
 * The rules of a product config's flows that JSON Schema cannot say: flow ids unique, step ids
 * unique within a flow, every `templateId` registered, no two steps of a flow on the same route,
 * every `defaultNextStepId` naming a step of the same flow, every step reachable from the first,
 * no cycle, every journey through the flow whole (see `journeyIssues`), and one flow for a link
 * that names none (see `linkEntryIssues`). Pure (no I/O): the
 * renderer can run it on a config fetched at run time.
 */
export function checkProductFlows(
  config: unknown,
  templates: TemplateRoutes,
  options: { market?: PaymentMarket } = {},
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const context: JourneyContext = options.market ? marketJourney(options.market) : {};
  const checkoutFlow = isJsonObject(config) ? config.checkoutFlow : undefined;
  const flows = isJsonObject(checkoutFlow) ? checkoutFlow.flows : undefined;
  if (!Array.isArray(flows)) return issues;
  const flowIndexById = new Map<string, number>();
  flows.forEach((flow, flowIndex) => {
    if (!isJsonObject(flow)) return;
    const flowId = typeof flow.id === 'string' ? flow.id : `#${flowIndex}`;
    const before = issues.length;
    if (typeof flow.id === 'string') {
      const earlier = flowIndexById.get(flow.id);
      if (earlier !== undefined) {
        issues.push({
          code: 'duplicate-flow-id',
          pointer: `/checkoutFlow/flows/${flowIndex}/id`,
          message: `o id de fluxo '${flow.id}' já é usado pelo fluxo ${earlier}; ids de fluxo são únicos no produto`,
        });
      } else flowIndexById.set(flow.id, flowIndex);
    }
    if (Array.isArray(flow.steps)) {
      const upsells = upsellBeforePaymentIssues(flowIndex, flowId, flow.steps, templates);
      checkFlowSteps(flowIndex, flowId, flow.steps, templates, issues);
      // Journeys are followed through a flow whose graph is sound: a cycle, an unknown step or
      // a duplicate id is reported once, by the rules above, not again as a broken path; an
      // upsell before the payment is said by its own rule, not again as a need unmet.
      if (issues.length === before)
        issues.push(
          ...journeyIssues(flowIndex, flowId, flow.steps, templates, context).filter(
            (issue) =>
              issue.code !== 'journey-need-unmet' ||
              ![...upsells.stepIds].some((id) => issue.message.includes(`passo '${id}' (template`)),
          ),
        );
      issues.push(...upsells.issues);
      if (options.market)
        issues.push(...marketMethodIssues(flowIndex, flowId, flow.steps, options.market));
    }
  });
  issues.push(...linkEntryIssues(flows, templates));
  return issues;
}
