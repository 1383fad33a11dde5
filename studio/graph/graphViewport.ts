/**
 * Where the studio's graph opens (issue 24, 'big flows readable'), pure: the whole flow when it
 * fits at a readable scale, else READABLE_ZOOM from its top (the entry), with the zoom and fit
 * controls and the minimap to reach the rest. The canvas grows with the flow, up to a limit.
 */
import { NODE_SIZE } from '@/studio/graph/layoutFlow';

/** The smallest scale the graph opens at: node labels (13 px) stay about 10 px or larger. */
export const READABLE_ZOOM = 0.8;
/** The canvas's height bounds, in px. */
export const CANVAS_HEIGHT = { min: 360, max: 620 };
/** Room around the flow, in px on screen. */
const PADDING = 16;

/** A move drawn on the graph: from a step to a step, for an outcome (null: the default move). */
export interface DrawnEdge {
  from: string;
  to: string;
  outcome: string | null;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box around every node (positions are top-left corners). */
export function graphBounds(positions: ReadonlyMap<string, { x: number; y: number }>): Box {
  const all = [...positions.values()];
  if (all.length === 0) return { x: 0, y: 0, width: NODE_SIZE.width, height: NODE_SIZE.height };
  const x = Math.min(...all.map((p) => p.x));
  const y = Math.min(...all.map((p) => p.y));
  return {
    x,
    y,
    width: Math.max(...all.map((p) => p.x)) + NODE_SIZE.width - x,
    height: Math.max(...all.map((p) => p.y)) + NODE_SIZE.height - y,
  };
}

/** The canvas's height: the flow at READABLE_ZOOM, within CANVAS_HEIGHT. */
export function graphCanvasHeight(
  positions: ReadonlyMap<string, { x: number; y: number }>,
): number {
  const wanted = graphBounds(positions).height * READABLE_ZOOM + 2 * PADDING;
  return Math.round(Math.min(CANVAS_HEIGHT.max, Math.max(CANVAS_HEIGHT.min, wanted)));
}

/** The opening viewport (xyflow's x, y, zoom) of `bounds` on a canvas of `canvas` px. */
export function openingViewport(
  bounds: Box,
  canvas: { width: number; height: number },
): { x: number; y: number; zoom: number } {
  const fit = Math.min(
    1,
    (canvas.width - 2 * PADDING) / bounds.width,
    (canvas.height - 2 * PADDING) / bounds.height,
  );
  const zoom = Math.max(READABLE_ZOOM, fit);
  const x = (canvas.width - bounds.width * zoom) / 2 - bounds.x * zoom;
  const fitsTall = bounds.height * zoom + 2 * PADDING <= canvas.height;
  const y = fitsTall
    ? (canvas.height - bounds.height * zoom) / 2 - bounds.y * zoom
    : PADDING - bounds.y * zoom;
  return { x, y, zoom };
}
