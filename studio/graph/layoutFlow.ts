/**
 * Positions of a flow's steps for the studio's graph, laid out by dagre from top to bottom
 * (the buyer's order), with room for the outcome branches.
 */
import { Graph, layout } from '@dagrejs/dagre';

/** A move to lay out: from a node to another (cycle-closing moves are left out of the ranking). */
export interface LayoutEdge {
  id: string;
  from: string;
  to: string;
  cycle?: boolean;
}

/** Size of a node on the graph, in px. */
export const NODE_SIZE = { width: 150, height: 52 };

/** Top-left position of each node (steps, and the "missing step" nodes of broken references). */
export function layoutFlow(
  stepIds: readonly string[],
  edges: readonly LayoutEdge[],
): Map<string, { x: number; y: number }> {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 36, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of stepIds) graph.setNode(id, { ...NODE_SIZE });
  for (const edge of edges) {
    if (!edge.cycle && graph.hasNode(edge.from) && graph.hasNode(edge.to))
      graph.setEdge(edge.from, edge.to, {}, edge.id);
  }
  layout(graph);
  const positions = new Map<string, { x: number; y: number }>();
  for (const id of stepIds) {
    const node = graph.node(id);
    positions.set(id, {
      x: (node?.x ?? 0) - NODE_SIZE.width / 2,
      y: (node?.y ?? 0) - NODE_SIZE.height / 2,
    });
  }
  return positions;
}
