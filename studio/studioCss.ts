/** The studio's own stylesheet (inlined by its page; nothing reaches the buyer pages). */
export const studioCss = `
.studio { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2430; background: #f5f6f8; min-height: 100vh; font-size: 14px; }
.studio h1 { font-size: 18px; margin: 0 8px 0 0; }
.studio h2 { font-size: 15px; margin: 0 0 8px; }
.studio-bar { display: flex; gap: 12px; align-items: end; flex-wrap: wrap; padding: 10px 16px; background: #fff; border-bottom: 1px solid #d9dde3; }
.studio-bar label, .studio-palette label, .studio-inline { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: #4a5160; }
.studio select, .studio input, .studio textarea { font: inherit; padding: 4px 6px; border: 1px solid #b9c0ca; border-radius: 4px; background: #fff; }
.studio button { font: inherit; padding: 5px 10px; border: 1px solid #b9c0ca; border-radius: 4px; background: #fff; cursor: pointer; }
.studio button:disabled { opacity: .5; cursor: default; }
.studio button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
.studio button.link { border: 0; background: none; padding: 2px 0; text-align: left; color: #1d4ed8; }
.studio button[aria-pressed='true'] { background: #1f2430; color: #fff; }
.studio-file { margin-left: auto; flex: 1 1 0; min-width: 0; text-align: right; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: ui-monospace, monospace; font-size: 12px; color: #4a5160; }
.studio-travelled { align-self: center; max-width: 260px; font-size: 12px; color: #4a5160; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.studio-main { display: grid; grid-template-columns: minmax(320px, 380px) minmax(300px, 1fr) 404px; gap: 12px; padding: 12px 16px; align-items: start; }
.studio-col { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.studio-panel { background: #fff; border: 1px solid #d9dde3; border-radius: 6px; padding: 12px; }
.studio-graph { background: #fff; border: 1px solid #d9dde3; border-radius: 6px; }
.studio-graph-canvas { height: 360px; }
.studio-graph-problems { margin: 0; padding: 6px 12px 8px 28px; font-size: 12px; color: #c0262d; border-top: 1px solid #eef0f3; }
.studio-graph-problems li.ok { color: #1a7f37; list-style: none; margin-left: -16px; }
.studio-node { font-size: 13px; line-height: 1.3; border: 1px solid #8a93a3; border-radius: 6px; background: #fff; padding: 6px; }
.studio-node-unreachable { opacity: .6; border-style: dashed; background: #f2f2f2; }
.studio-node-missing { border-color: #c0262d; color: #c0262d; background: #fff1f1; border-style: dashed; }
.studio-steps { margin: 0 0 12px; padding-left: 22px; }
.studio-steps li { display: flex; justify-content: space-between; align-items: center; gap: 6px; padding: 2px 0; }
.studio-steps li.selected { font-weight: 600; }
.studio-step-actions button { padding: 1px 6px; margin-left: 2px; }
.studio-palette { display: flex; flex-direction: column; gap: 6px; border-top: 1px solid #eef0f3; padding-top: 10px; }
.studio-help { font-size: 12px; color: #4a5160; margin: 4px 0 8px; }
.studio-inline { margin-bottom: 10px; }
.studio-preview-bar { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
.studio-preview-frame { background: #fff; border: 1px solid #d9dde3; border-radius: 6px; overflow: hidden; width: 400px; height: 762px; position: relative; }
.studio-preview-frame iframe { border: 0; display: block; }
.studio-preview-frame iframe.desktop { transform: scale(0.3125); transform-origin: 0 0; height: 2432px; }
.studio-banner { margin: 8px 16px 0; padding: 10px 12px; border-radius: 6px; background: #eef4ff; border: 1px solid #b8ccf5; }
.studio-banner.ok { background: #ecfdf3; border-color: #9bd8b4; }
.studio-banner.error, .studio-alert { background: #fff1f1; border: 1px solid #f0b4b4; color: #8a1c1c; }
.studio-banner ul { margin: 4px 0 0; padding-left: 18px; }
.studio-diff { max-height: 280px; overflow: auto; background: #fff; border: 1px solid #d9dde3; padding: 6px; font-size: 12px; }
.studio-diff .added { background: #e6ffec; color: #116329; }
.studio-diff .removed { background: #ffebe9; color: #82071e; }
.studio-diff .gap { color: #8a93a3; }
.studio form .form-group { margin-bottom: 10px; }
.studio form fieldset { border: 1px solid #e3e6ea; border-radius: 6px; padding: 8px 10px; margin: 0 0 10px; }
.studio form legend { font-weight: 600; font-size: 13px; }
.studio form label.control-label { display: block; font-weight: 600; font-size: 13px; margin-bottom: 2px; }
.studio form .field-description { font-size: 12px; color: #4a5160; margin: 0 0 4px; }
.studio form input[type='text'], .studio form input[type='number'], .studio form select, .studio form textarea { width: 100%; box-sizing: border-box; }
.studio form .has-error input, .studio form .has-error select { border-color: #c0262d; }
.studio form .error-detail { margin: 4px 0 0; padding: 0; list-style: none; }
.studio form .text-danger { color: #c0262d; font-size: 12px; }
.studio form .array-item { display: flex; gap: 6px; align-items: start; }
.studio form .array-item > div:first-child { flex: 1; }
.studio form .btn-group { display: inline-flex; gap: 2px; }
.studio form i.glyphicon { font-style: normal; }
.studio-history-list { margin: 0; padding-left: 18px; }
.studio-history-list li { margin-bottom: 8px; }
.studio-history-list p { margin: 0 0 4px; }
.studio-commit { display: flex; gap: 8px; flex-wrap: wrap; margin: 8px 0; }
.studio-commit label { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: #4a5160; flex: 1 1 220px; }
/* Visible text on the form's array buttons ('Adicionar item', 'Remover', 'Subir', 'Descer'). */
.studio form .studio-form-button { padding: 2px 8px; font-size: 12px; }
.studio form .studio-form-button.remove { color: #8a1c1c; }
.studio form .array-item-toolbox .btn-group { flex-wrap: wrap; }
.studio .field-description code, .studio-help code { font-size: 11px; background: #eef0f3; padding: 0 3px; border-radius: 3px; }
.studio-diff:focus { outline: 2px solid #1d4ed8; outline-offset: 1px; }
/* A laptop (1024 px): the preview stays beside the form, drawn at 80 %; nothing scrolls sideways. */
@media (max-width: 1240px) {
  .studio-main { grid-template-columns: minmax(220px, 280px) minmax(0, 1fr) 304px; }
  .studio-preview-frame { width: 304px; height: 610px; }
  .studio-preview-frame iframe.mobile { transform: scale(0.8); transform-origin: 0 0; }
  .studio-preview-frame iframe.desktop { transform: scale(0.25); }
}
/* The template palette: a card per template, its thumbnail the real page scaled to 40 %. */
.studio-palette-dialog { position: fixed; inset: 16px; z-index: 20; background: #fff; border: 1px solid #b9c0ca; border-radius: 8px; box-shadow: 0 10px 40px rgba(0,0,0,.25); overflow: auto; padding: 12px 16px; }
.studio-palette-head { display: flex; justify-content: space-between; align-items: center; position: sticky; top: -12px; background: #fff; padding: 4px 0 8px; z-index: 1; }
.studio-palette-search { display: flex; flex-direction: column; gap: 4px; font-weight: 600; max-width: 420px; }
.studio-palette-search input { font: inherit; font-weight: 400; padding: 6px 8px; }
.studio-palette-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px; }
.studio-palette-card { display: flex; gap: 10px; border: 1px solid #d9dde3; border-radius: 6px; padding: 8px; min-width: 0; }
.studio-palette-card h3 { font-size: 13px; margin: 0 0 4px; }
.studio-palette-text { min-width: 0; display: flex; flex-direction: column; align-items: flex-start; overflow-wrap: anywhere; }
.studio-palette-text .studio-help { flex: 1; }
.studio-palette-thumb { flex: 0 0 150px; width: 150px; height: 240px; overflow: hidden; border: 1px solid #eef0f3; border-radius: 4px; background: #f5f6f8; }
.studio-palette-thumb iframe { border: 0; transform: scale(0.4); transform-origin: 0 0; pointer-events: none; }
`;
