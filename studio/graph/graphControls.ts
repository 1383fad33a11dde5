/** The graph's controls, minimap and handles: their names in the studio's language (xyflow's `ariaLabelConfig`) and their look. */
export const GRAPH_CONTROL_LABELS = {
  'controls.ariaLabel': 'Zoom do grafo',
  'controls.zoomIn.ariaLabel': 'Aproximar',
  'controls.zoomOut.ariaLabel': 'Afastar',
  'controls.fitView.ariaLabel': 'Ver o fluxo inteiro',
  'minimap.ariaLabel': 'Minimapa do fluxo',
  'handle.ariaLabel': 'Arraste até outro passo para ligar',
};

/** The controls' own look (the studio's button style would squeeze their icons) and the handles. */
export const graphControlsCss = `
.studio .react-flow__controls-button { padding: 4px; width: 28px; height: 28px; border-radius: 0; border-width: 0 0 1px; }
.studio .react-flow__controls-button svg { max-width: 14px; max-height: 14px; }
.studio-graph .react-flow__handle { width: 10px; height: 10px; }
.studio-graph .react-flow__minimap { border: 1px solid #d9dde3; }
`;
