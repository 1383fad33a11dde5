/**
 * The studio's top bar: what is open (product, flow, brand theme), undo and redo (and what the
 * last one changed, announced politely), 'Salvar…' — reached from anywhere with Ctrl+S (⌘S),
 * which also opens the save when there is something to save.
 */
import { useEffect } from 'react';
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
  travelled,
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
  /** What the last undo or redo changed ('Desfeito: …'). */
  travelled: string;
  saveButton: RefObject<HTMLButtonElement | null>;
  canSave: boolean;
  onSave: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      const button = saveButton.current;
      button?.focus();
      if (button && !button.disabled) button.click();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [saveButton]);
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
      <span role="status" aria-live="polite" className="studio-travelled">
        {travelled}
      </span>
      <button
        ref={saveButton}
        type="button"
        aria-keyshortcuts="Control+S"
        title="Salvar (Ctrl+S)"
        className="primary"
        disabled={!canSave}
        onClick={onSave}
      >
        Salvar…
      </button>
    </header>
  );
}
