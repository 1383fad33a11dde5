/** What became of 'Salvar…': busy, the diff to confirm, saved (and committed), refused, stale. */
import type { ReactNode, RefObject } from 'react';
import type { ConfigError } from '@/scripts/lib/configError';
import { DiffDialog } from '@/studio/save/DiffDialog';
import type { SaveState } from '@/studio/app/useSave';

/** Errors as `npm run validate` names them: file:line:column, the place in a flow, the message. */
function ErrorList({ errors }: { errors: readonly ConfigError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul>
      {errors.map((e) => (
        <li key={`${e.file}:${e.pointer}:${e.message}`}>
          <code>{`${e.file}:${e.line}:${e.column}`}</code> {e.where ?? e.pointer} — {e.message}
        </li>
      ))}
    </ul>
  );
}

export function SaveBanner({
  state,
  saveButton,
  commitFields,
  onConfirm,
  onCancel,
  onReload,
  onReapply,
}: {
  state: SaveState;
  saveButton: RefObject<HTMLButtonElement | null>;
  /** The commit's message and author, where the studio's folder is a git work tree. */
  commitFields: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Opens the file again from disk, dropping the edits. */
  onReload: () => void;
  /** Opens the file again from disk with the edits re-applied on it. */
  onReapply: () => void;
}) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'busy')
    return (
      <p role="status" className="studio-banner">
        {state.label}
      </p>
    );
  if (state.kind === 'saved')
    return (
      <div role="status" className="studio-banner ok">
        <p>
          Salvo em {state.file}.{' '}
          {state.elsewhere.length === 0
            ? 'npm run validate passa com esta versão.'
            : 'Esta edição está certa; npm run validate ainda falha por problemas que outros arquivos já tinham:'}
        </p>
        {state.git?.kind === 'committed' ? (
          <p>
            Commit <code>{state.git.commit.slice(0, 7)}</code>: {state.git.message}
          </p>
        ) : null}
        {state.git?.kind === 'failed' ? (
          <p>O arquivo foi salvo, mas o commit falhou: {state.git.message}</p>
        ) : null}
        <ErrorList errors={state.elsewhere} />
      </div>
    );
  if (state.kind === 'stale')
    return (
      <div role="alert" className="studio-banner error">
        <p>{state.message}</p>
        <button type="button" className="primary" onClick={onReapply}>
          Reaplicar minhas alterações na nova versão
        </button>{' '}
        <button type="button" onClick={onReload}>
          Recarregar do disco (descarta as alterações)
        </button>
      </div>
    );
  if (state.kind === 'refused')
    return (
      <div role="alert" className="studio-banner error">
        <p>{state.message}</p>
        <ErrorList errors={state.errors} />
      </div>
    );
  return (
    <DiffDialog
      diff={state.diff}
      before={
        state.elsewhere.length > 0 ? (
          <>
            <p>
              Outros arquivos já tinham problemas antes desta edição; não são dela e não impedem
              salvar:
            </p>
            <ErrorList errors={state.elsewhere} />
          </>
        ) : null
      }
      after={commitFields}
      returnFocus={saveButton}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
