import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Controls, MarkerType, MiniMap, ReactFlow } from '@xyflow/react';
import { selectNodeByKey } from '@/studio/graph/selectNodeByKey';
import type { Edge, Node } from '@xyflow/react';
import { analyzeFlow } from '@/studio/graph/analyzeFlow';
import type { GraphStep } from '@/studio/graph/analyzeFlow';
import { layoutFlowWithRoutes, NODE_SIZE } from '@/studio/graph/layoutFlow';
import { RoutedEdge } from '@/studio/graph/RoutedEdge';
import { GRAPH_CONTROL_LABELS, graphControlsCss } from '@/studio/graph/graphControls';
import { graphBounds, graphCanvasHeight, openingViewport } from '@/studio/graph/graphViewport';
import type { DrawnEdge } from '@/studio/graph/graphViewport';

/** Moves follow the layout's routes (module-level: xyflow wants the same object every render). */
const EDGE_TYPES = { routed: RoutedEdge };

const COLORS = { edge: '#5b6472', dangling: '#c0262d', cycle: '#b45309', selected: '#1d4ed8' };

/**
 * One flow as a graph: its steps (node label: step id and template), the default next step
 * and the outcome branches (labelled with the outcome), laid out automatically. Unreachable
 * steps are dashed and greyed, a move to a step that does not exist ends on a red "missing"
 * node, and a move that closes a cycle is orange; a summary line says the same in words.
 * Dragging from a node's lower handle to another node draws a move (`onConnect`); clicking a
 * move picks it (`onEdgeSelect`) to be removed. Zoom and fit controls and a minimap keep big
 * flows readable: the graph opens no smaller than READABLE_ZOOM, on its first step.
 */
export function FlowGraph({
  steps,
  selectedStepId,
  onSelect,
  onConnect,
  onEdgeSelect,
  journeyProblems = [],
}: {
  steps: readonly GraphStep[];
  /**
   * What the journey rules (the same `npm run validate` and the save apply) find in this flow:
   * shown when the graph itself is sound, as validate reports them.
   */
  journeyProblems?: readonly string[];
  selectedStepId: string | null;
  onSelect: (stepId: string) => void;
  onConnect?: (from: string, to: string) => void;
  onEdgeSelect?: (edge: DrawnEdge) => void;
}) {
  // Editing a prop must not lay the graph out again: analysis and layout follow only what the
  // graph shows (ids, templates, moves).
  const graphKey = JSON.stringify(
    steps.map((s) => [s.id, s.templateId, s.defaultNextStepId ?? null, s.nextStepIds ?? {}]),
  );
  const graphSteps = useMemo(
    () => JSON.parse(graphKey) as Array<[string, string, string | null, Record<string, string>]>,
    [graphKey],
  );
  const analysis = useMemo(
    () =>
      analyzeFlow(
        graphSteps.map(([id, templateId, defaultNextStepId, nextStepIds]) => ({
          id,
          templateId,
          defaultNextStepId,
          nextStepIds,
        })),
      ),
    [graphSteps],
  );
  const missingId = (edge: { from: string; to: string }) => `missing:${edge.from}:${edge.to}`;
  const { positions, routes } = useMemo(() => {
    const ghosts = [...new Set(analysis.dangling.map(missingId))];
    return layoutFlowWithRoutes(
      [...graphSteps.map(([id]) => id), ...ghosts],
      analysis.edges.map((edge) => ({ ...edge, to: edge.dangling ? missingId(edge) : edge.to })),
    );
  }, [analysis, graphSteps]);
  const connectable = Boolean(onConnect);
  const { nodes, edges } = useMemo(() => {
    const unreachable = new Set(analysis.unreachable);
    const nodes: Node[] = graphSteps
      .map(([id, templateId]) => ({ id, templateId }))
      .map((step) => {
        const position = positions.get(step.id) ?? { x: 0, y: 0 };
        const isUnreachable = unreachable.has(step.id);
        return {
          id: step.id,
          position,
          data: {
            label: (
              <span>
                <strong>{step.id}</strong>
                <br />
                <small>{step.templateId}</small>
                {isUnreachable ? (
                  <>
                    <br />
                    <small>inalcançável</small>
                  </>
                ) : null}
              </span>
            ),
          },
          connectable,
          draggable: false,
          // The minimap draws a node by its size; measured sizes stay in xyflow's store here.
          initialWidth: NODE_SIZE.width,
          initialHeight: NODE_SIZE.height,
          ariaLabel: `Passo ${step.id} (${step.templateId})${isUnreachable ? ', inalcançável' : ''}`,
          className: isUnreachable ? 'studio-node studio-node-unreachable' : 'studio-node',
          style: {
            width: NODE_SIZE.width,
            borderColor: step.id === selectedStepId ? COLORS.selected : undefined,
            borderWidth: step.id === selectedStepId ? 2 : 1,
          },
        };
      });
    const edges: Edge[] = [];
    analysis.edges.forEach((edge) => {
      let target = edge.to;
      if (edge.dangling) {
        target = missingId(edge);
        if (!nodes.some((node) => node.id === target))
          nodes.push({
            id: target,
            position: positions.get(target) ?? { x: 0, y: 0 },
            data: { label: `⚠ ${edge.to} não existe` },
            className: 'studio-node studio-node-missing',
            connectable: false,
            draggable: false,
            selectable: false,
            style: { width: NODE_SIZE.width },
          });
      }
      const color = edge.dangling ? COLORS.dangling : edge.cycle ? COLORS.cycle : COLORS.edge;
      edges.push({
        id: edge.id,
        source: edge.from,
        target,
        label: edge.outcome ?? undefined,
        type: 'routed',
        data: {
          from: edge.from,
          to: edge.to,
          outcome: edge.outcome ?? null,
          route: routes.get(edge.id) ?? [],
        },
        ariaLabel: `Ligação ${edge.from} → ${edge.to}${edge.outcome ? ` (${edge.outcome})` : ''}`,
        animated: edge.cycle,
        style: { stroke: color, strokeDasharray: edge.outcome ? '5 4' : undefined },
        markerEnd: { type: MarkerType.ArrowClosed, color },
        className: edge.dangling
          ? 'studio-edge-dangling'
          : edge.cycle
            ? 'studio-edge-cycle'
            : undefined,
      });
    });
    return { nodes, edges };
  }, [graphSteps, analysis, positions, routes, selectedStepId, connectable]);

  // The opening viewport needs the canvas's width, known once it is on the page.
  const canvas = useRef<HTMLDivElement>(null);
  const [canvasWidth, setCanvasWidth] = useState<number | null>(null);
  useLayoutEffect(() => setCanvasWidth(canvas.current?.clientWidth ?? null), []);
  const canvasHeight = graphCanvasHeight(positions);

  const problems: string[] = [
    ...analysis.unreachable.map((id) => `Passo "${id}" inalcançável a partir do primeiro passo.`),
    ...analysis.dangling.map(
      (edge) => `"${edge.from}" leva a "${edge.to}", que não existe neste fluxo.`,
    ),
    ...analysis.cycles.map((edge) => `Ciclo: "${edge.from}" volta para "${edge.to}".`),
    ...analysis.duplicateIds.map((id) => `Id de passo repetido: "${id}".`),
  ];
  // A sound graph can still break a journey (the entry or the success step deleted): the save
  // would be refused, so the graph says why, in the journey rules' own words.
  if (problems.length === 0)
    problems.push(...journeyProblems.map((text) => text.charAt(0).toUpperCase() + text.slice(1)));

  return (
    <section aria-label="Grafo do fluxo" className="studio-graph">
      <style>{graphControlsCss}</style>
      <div
        ref={canvas}
        className="studio-graph-canvas"
        style={{ height: canvasHeight }}
        onKeyDown={(event) => selectNodeByKey(event, onSelect)}
      >
        {canvasWidth === null ? null : (
          <ReactFlow
            key={graphKey}
            nodes={nodes}
            edges={edges}
            edgeTypes={EDGE_TYPES}
            defaultViewport={openingViewport(graphBounds(positions), {
              width: canvasWidth,
              height: canvasHeight,
            })}
            nodesConnectable={Boolean(onConnect)}
            nodesDraggable={false}
            proOptions={{ hideAttribution: true }}
            onNodeClick={(_, node) => {
              if (!node.id.startsWith('missing:')) onSelect(node.id);
            }}
            onConnect={({ source, target }) => {
              if (source && target && source !== target && !target.startsWith('missing:'))
                onConnect?.(source, target);
            }}
            // A move dropped on a step's box, not on its small upper dot: xyflow connects only
            // on a handle (onConnect above), so the step under the pointer is found here.
            onConnectEnd={(event, state) => {
              if (state.isValid || !state.fromNode || state.fromHandle?.type !== 'source') return;
              const point = 'changedTouches' in event ? event.changedTouches[0] : event;
              const under = point ? document.elementFromPoint(point.clientX, point.clientY) : null;
              const target = under?.closest('.react-flow__node')?.getAttribute('data-id');
              const source = state.fromNode.id;
              if (target && target !== source && !target.startsWith('missing:'))
                onConnect?.(source, target);
            }}
            onEdgeClick={(_, edge) => {
              const data = edge.data as DrawnEdge | undefined;
              if (data && onEdgeSelect) onEdgeSelect(data);
            }}
            minZoom={0.2}
            ariaLabelConfig={GRAPH_CONTROL_LABELS}
          >
            <Controls showInteractive={false} fitViewOptions={{ padding: 0.1 }} />
            <MiniMap pannable zoomable nodeColor="#b9c0ca" style={{ width: 96, height: 120 }} />
          </ReactFlow>
        )}
      </div>
      <ul className="studio-graph-problems" aria-label="Problemas do fluxo">
        {problems.length === 0 ? (
          <li className="ok">Sem passos inalcançáveis, referências quebradas ou ciclos.</li>
        ) : null}
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
