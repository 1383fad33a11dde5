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

type Point = { x: number; y: number };

/**
 * Top-left position of each node (steps, and the "missing step" nodes of broken references),
 * and the route dagre found for each laid-out move: the points between its two ends, around
 * the steps it skips (a move from payment to success past pix goes beside pix, not through it).
 */
export function layoutFlowWithRoutes(
  stepIds: readonly string[],
  edges: readonly LayoutEdge[],
): { positions: Map<string, Point>; routes: Map<string, Point[]> } {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 36, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of stepIds) graph.setNode(id, { ...NODE_SIZE });
  const laidOut = edges.filter(
    (edge) => !edge.cycle && graph.hasNode(edge.from) && graph.hasNode(edge.to),
  );
  for (const edge of laidOut) graph.setEdge(edge.from, edge.to, {}, edge.id);
  layout(graph);
  const positions = new Map<string, Point>();
  for (const id of stepIds) {
    const node = graph.node(id);
    positions.set(id, {
      x: (node?.x ?? 0) - NODE_SIZE.width / 2,
      y: (node?.y ?? 0) - NODE_SIZE.height / 2,
    });
  }
  const routes = new Map<string, Point[]>();
  for (const edge of laidOut) {
    // dagre's first and last points are on the nodes' borders; the handles replace them.
    const laid = graph.edge({ v: edge.from, w: edge.to, name: edge.id }) as
      | { points?: Point[] }
      | undefined;
    routes.set(
      edge.id,
      (laid?.points ?? []).slice(1, -1).map(({ x, y }) => ({ x, y })),
    );
  }
  return { positions, routes };
}

/** Top-left position of each node (steps, and the "missing step" nodes of broken references). */
export function layoutFlow(
  stepIds: readonly string[],
  edges: readonly LayoutEdge[],
): Map<string, Point> {
  return layoutFlowWithRoutes(stepIds, edges).positions;
}
