/** The stylesheet of the flow and move editors (inlined by FlowPanel; studio pages only). */
export const flowsCss = `
.studio-flows h2 { margin-bottom: 6px; }
.studio-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: end; margin: 6px 0; }
.studio-row label, .studio-flows label { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: #4a5160; }
.studio-flows label.studio-check { flex-direction: row; align-items: center; gap: 6px; margin: 4px 0; }
.studio-row input { width: 9rem; }
.studio-field-error { color: #c0262d; font-size: 12px; margin: 4px 0; }
.studio-outcomes { border-top: 1px solid #eef0f3; border-bottom: 1px solid #eef0f3; margin-bottom: 10px; padding: 4px 0; }
.studio-outcomes h3 { font-size: 13px; margin: 8px 0 4px; }
.studio-outcomes ul { margin: 0; padding-left: 18px; font-size: 13px; }
.studio-outcomes li button { padding: 0 6px; }
`;
