/**
 * What the studio's flow graph shows about one flow: its steps as nodes, the moves between them
 * (`defaultNextStepId` and the outcome branches of `nextStepIds`) as edges, and the problems an
 * ops person must see before saving: steps no buyer can reach from the first step, moves that
 * name a step the flow does not have, and moves that lead back to a step already on the path.
 * Pure: no React, no layout.
 */

/** The part of a configured step the graph reads. */
export interface GraphStep {
  id: string;
  templateId: string;
  defaultNextStepId?: string | null;
  nextStepIds?: Record<string, string>;
}

/** One move of the flow: the default next step, or an outcome's target. */
export interface FlowEdge {
  /** Unique within the flow: `<from>-><to>:<outcome or 'default'>`. */
  id: string;
  from: string;
  to: string;
  /** The outcome name (`pix`, `decline`…); undefined for the default next step. */
  outcome?: string;
  /** The target is not a step of the flow. */
  dangling: boolean;
  /** The move closes a cycle (leads back to a step already on the path from the first step). */
  cycle: boolean;
}

/** The graph of one flow with its problems. */
export interface FlowAnalysis {
  edges: FlowEdge[];
  /** Step ids no buyer reaches from the first step, in flow order. */
  unreachable: string[];
  /** Edges whose target is missing. */
  dangling: FlowEdge[];
  /** Edges that close a cycle. */
  cycles: FlowEdge[];
  /** Step ids that appear more than once. */
  duplicateIds: string[];
}

function edgesOf(step: GraphStep, known: ReadonlySet<string>): FlowEdge[] {
  const edges: FlowEdge[] = [];
  if (step.defaultNextStepId) {
    const to = step.defaultNextStepId;
    edges.push({
      id: `${step.id}->${to}:default`,
      from: step.id,
      to,
      dangling: !known.has(to),
      cycle: false,
    });
  }
  for (const [outcome, to] of Object.entries(step.nextStepIds ?? {})) {
    edges.push({
      id: `${step.id}->${to}:${outcome}`,
      from: step.id,
      to,
      outcome,
      dangling: !known.has(to),
      cycle: false,
    });
  }
  return edges;
}

/** Analyses one flow's steps (see the module comment). The first step is the flow's entry. */
export function analyzeFlow(steps: readonly GraphStep[]): FlowAnalysis {
  const known = new Set(steps.map((step) => step.id));
  const seenIds = new Set<string>();
  const duplicateIds = new Set<string>();
  for (const step of steps) {
    if (seenIds.has(step.id)) duplicateIds.add(step.id);
    seenIds.add(step.id);
  }
  const byId = new Map<string, GraphStep>();
  for (const step of steps) if (!byId.has(step.id)) byId.set(step.id, step);
  const edges = steps.flatMap((step) => edgesOf(step, known));
  const outgoing = new Map<string, FlowEdge[]>();
  for (const edge of edges) {
    const list = outgoing.get(edge.from);
    if (list) list.push(edge);
    else outgoing.set(edge.from, [edge]);
  }

  // Depth-first from the first step: reachability, and back edges (to a step on the path) are
  // cycles. An explicit stack, so a flow of thousands of steps in a row never runs out of stack.
  const state = new Map<string, 'open' | 'done'>();
  const visit = (start: string) => {
    const frames: Array<{ id: string; edges: FlowEdge[]; next: number }> = [];
    const enter = (id: string) => {
      state.set(id, 'open');
      frames.push({ id, edges: outgoing.get(id) ?? [], next: 0 });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const edge = frame.edges[frame.next];
      if (edge === undefined) {
        state.set(frame.id, 'done');
        frames.pop();
        continue;
      }
      frame.next += 1;
      if (edge.dangling) continue;
      const target = state.get(edge.to);
      if (target === 'open') edge.cycle = true;
      else if (target === undefined) enter(edge.to);
    }
  };
  const first = steps[0];
  if (first) visit(first.id);
  // Cycles among unreachable steps are still cycles: visit them too, without marking them reachable.
  const reachable = new Set(state.keys());
  for (const step of steps) if (!state.has(step.id)) visit(step.id);

  return {
    edges,
    unreachable: [...byId.keys()].filter((id) => !reachable.has(id)),
    dangling: edges.filter((edge) => edge.dangling),
    cycles: edges.filter((edge) => edge.cycle),
    duplicateIds: [...duplicateIds],
  };
}
