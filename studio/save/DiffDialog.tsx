import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { DiffView } from '@/studio/save/DiffView';
import type { DiffLine } from '@/studio/save/lineDiff';

/**
 * 'Alterações a salvar': the lines a save will change, then confirm or cancel. It takes the
 * focus when it opens (on the diff, so the keyboard reads and scrolls it first), and Escape
 * closes it as 'Cancelar' does, giving the focus back.
 */
export function DiffDialog({
  diff,
  before,
  after,
  returnFocus,
  onConfirm,
  onCancel,
}: {
  diff: readonly DiffLine[];
  /** What gets the focus back when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  /** Said above the diff (problems other files already had). */
  before: ReactNode;
  /** Asked below it (the commit's message and author). */
  after: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const diffView = useRef<HTMLPreElement>(null);
  useEffect(() => {
    diffView.current?.focus();
    // Closed, the focus goes back to what opened it ('Salvar…', disabled while the server
    // checked the edit, so the browser had dropped the focus), when it can take it.
    const opener = returnFocus.current;
    return () => {
      if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
    };
  }, [returnFocus]);
  return (
    <div
      role="dialog"
      aria-label="Alterações a salvar"
      className="studio-banner"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <p>O arquivo é válido. Estas linhas mudam:</p>
      {before}
      <DiffView ref={diffView} diff={diff} label="Linhas que mudam" />
      {after}
      <button type="button" className="primary" onClick={onConfirm}>
        Confirmar e salvar
      </button>{' '}
      <button type="button" onClick={onCancel}>
        Cancelar
      </button>
    </div>
  );
}
