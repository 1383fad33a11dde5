/** The graph's controls, minimap and handles named in the studio's language (xyflow's `ariaLabelConfig`). */
export const GRAPH_CONTROL_LABELS = {
  'controls.ariaLabel': 'Zoom do grafo',
  'controls.zoomIn.ariaLabel': 'Aproximar',
  'controls.zoomOut.ariaLabel': 'Afastar',
  'controls.fitView.ariaLabel': 'Ver o fluxo inteiro',
  'minimap.ariaLabel': 'Minimapa do fluxo',
  'handle.ariaLabel': 'Arraste até outro passo para ligar',
};
