/** The studio's top bar: what is open (product, flow, brand theme), undo and redo, 'Salvar…'. */
import type { RefObject } from 'react';
import type { StudioProductFile } from '@/studio/studioTypes';

export function StudioBar({
  products,
  file,
  onProduct,
  flowIds,
  flowId,
  onFlow,
  themes,
  theme,
  onTheme,
  fileLabel,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  saveButton,
  canSave,
  onSave,
}: {
  products: readonly StudioProductFile[];
  file: string | null;
  onProduct: (file: string) => void;
  flowIds: readonly string[];
  flowId: string | undefined;
  onFlow: (flowId: string) => void;
  /** Theme ids `<brand>$<mode>`. */
  themes: readonly string[];
  theme: string | null;
  onTheme: (theme: string | null) => void;
  /** The open file, and whether its draft differs from it. */
  fileLabel: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  saveButton: RefObject<HTMLButtonElement | null>;
  canSave: boolean;
  onSave: () => void;
}) {
  return (
    <header className="studio-bar">
      <h1>Trilha Studio</h1>
      <label>
        Produto
        <select value={file ?? ''} onChange={(e) => onProduct(e.target.value)}>
          {products.map((p) => (
            <option key={p.file} value={p.file}>{`${p.code} (${p.brand})`}</option>
          ))}
        </select>
      </label>
      <label>
        Fluxo
        <select value={flowId ?? ''} onChange={(e) => onFlow(e.target.value)}>
          {flowIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <label>
        Marca e tema
        <select value={theme ?? ''} onChange={(e) => onTheme(e.target.value || null)}>
          <option value="">do produto</option>
          {themes.map((t) => (
            <option key={t} value={t}>
              {t.replace('$', ' · ')}
            </option>
          ))}
        </select>
      </label>
      <span className="studio-file">{fileLabel}</span>
      <button
        type="button"
        aria-keyshortcuts="Control+Z"
        title="Desfazer (Ctrl+Z)"
        disabled={!canUndo}
        onClick={onUndo}
      >
        ↶ Desfazer
      </button>
      <button
        type="button"
        aria-keyshortcuts="Control+Shift+Z"
        title="Refazer (Ctrl+Shift+Z)"
        disabled={!canRedo}
        onClick={onRedo}
      >
        ↷ Refazer
      </button>
      <button
        ref={saveButton}
        type="button"
        className="primary"
        disabled={!canSave}
        onClick={onSave}
      >
        Salvar…
      </button>
    </header>
  );
}
