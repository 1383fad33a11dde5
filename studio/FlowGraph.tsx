import { useMemo } from 'react';
import { MarkerType, ReactFlow } from '@xyflow/react';
import { selectNodeByKey } from '@/studio/graph/selectNodeByKey';
import type { Edge, Node } from '@xyflow/react';
import { analyzeFlow } from '@/studio/graph/analyzeFlow';
import type { GraphStep } from '@/studio/graph/analyzeFlow';
import { layoutFlow, NODE_SIZE } from '@/studio/graph/layoutFlow';

const COLORS = { edge: '#5b6472', dangling: '#c0262d', cycle: '#b45309', selected: '#1d4ed8' };

/**
 * One flow as a graph: its steps (node label: step id and template), the default next step
 * and the outcome branches (labelled with the outcome), laid out automatically. Unreachable
 * steps are dashed and greyed, a move to a step that does not exist ends on a red "missing"
 * node, and a move that closes a cycle is orange; a summary line says the same in words.
 */
export function FlowGraph({
  steps,
  selectedStepId,
  onSelect,
}: {
  steps: readonly GraphStep[];
  selectedStepId: string | null;
  onSelect: (stepId: string) => void;
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
  const positions = useMemo(() => {
    const ghosts = [...new Set(analysis.dangling.map(missingId))];
    return layoutFlow(
      [...graphSteps.map(([id]) => id), ...ghosts],
      analysis.edges.map((edge) => ({ ...edge, to: edge.dangling ? missingId(edge) : edge.to })),
    );
  }, [analysis, graphSteps]);
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
          connectable: false,
          draggable: false,
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
  }, [graphSteps, analysis, positions, selectedStepId]);

  const problems: string[] = [
    ...analysis.unreachable.map((id) => `Passo "${id}" inalcançável a partir do primeiro passo.`),
    ...analysis.dangling.map(
      (edge) => `"${edge.from}" leva a "${edge.to}", que não existe neste fluxo.`,
    ),
    ...analysis.cycles.map((edge) => `Ciclo: "${edge.from}" volta para "${edge.to}".`),
    ...analysis.duplicateIds.map((id) => `Id de passo repetido: "${id}".`),
  ];

  return (
    <section aria-label="Grafo do fluxo" className="studio-graph">
      <div className="studio-graph-canvas" onKeyDown={(event) => selectNodeByKey(event, onSelect)}>
        <ReactFlow
          key={graphKey}
          nodes={nodes}
          edges={edges}
          fitView
          fitViewOptions={{ padding: 0.15 }}
          nodesConnectable={false}
          nodesDraggable={false}
          proOptions={{ hideAttribution: true }}
          onNodeClick={(_, node) => {
            if (!node.id.startsWith('missing:')) onSelect(node.id);
          }}
          minZoom={0.3}
        />
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
