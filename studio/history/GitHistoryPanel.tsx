import { DiffView } from '@/studio/save/DiffView';
import type { GitHistoryState, HistoryEntry } from '@/studio/history/useGitHistory';

/** The message outside git: said once, in the panel, so nobody looks for a history. */
export const NOT_GIT_MESSAGE =
  'Esta pasta não é um repositório git: cada salvamento grava só o arquivo, sem commit e sem histórico.';

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The saves of the open file, newest first: who, when, the message, the lines changed, and a
 * button that restores that version (into the draft, then the usual checked save).
 */
export function GitHistoryPanel({
  state,
  onRestore,
}: {
  state: GitHistoryState;
  onRestore: (save: HistoryEntry) => void;
}) {
  return (
    <section aria-label="Histórico" className="studio-panel studio-history">
      <h2>Histórico de salvamentos</h2>
      {state.kind === 'loading' ? <p className="studio-help">Carregando…</p> : null}
      {state.kind === 'off' ? <p className="studio-help">{NOT_GIT_MESSAGE}</p> : null}
      {state.kind === 'error' ? (
        <p className="studio-help">Não foi possível ler o histórico: {state.message}</p>
      ) : null}
      {state.kind === 'on' && state.saves.length === 0 ? (
        <p className="studio-help">Nenhum commit deste arquivo ainda.</p>
      ) : null}
      {state.kind === 'on' && state.saves.length > 0 ? (
        <ol className="studio-history-list">
          {state.saves.map((save) => (
            <li key={save.commit}>
              <p>
                <strong>{save.subject}</strong>{' '}
                <small>
                  <code>{save.short}</code> · {save.author} · {DATE.format(new Date(save.date))}
                </small>
              </p>
              <details>
                <summary>Alterações de {save.short}</summary>
                <DiffView diff={save.diff} label={`Alterações de ${save.short}`} />
              </details>
              <button type="button" onClick={() => onRestore(save)}>
                Restaurar {save.short}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The commit's message and author, asked in the save dialog when the folder is in git. */
export function CommitFields({
  message,
  author,
  defaultMessage,
  defaultAuthor,
  onChange,
}: {
  message: string;
  author: string;
  defaultMessage: string;
  defaultAuthor: string;
  onChange: (next: { message: string; author: string }) => void;
}) {
  return (
    <div className="studio-commit">
      <label>
        Mensagem do commit
        <input
          value={message}
          placeholder={defaultMessage}
          onChange={(e) => onChange({ message: e.target.value, author })}
        />
      </label>
      <label>
        Autor
        <input
          value={author}
          placeholder={defaultAuthor || 'Nome <email>'}
          onChange={(e) => onChange({ message, author: e.target.value })}
        />
      </label>
    </div>
  );
}
