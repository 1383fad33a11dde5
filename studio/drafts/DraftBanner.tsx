/** Says a draft was brought back (or re-applied on a newer file) and what of it did not apply. */
import type { DraftNotice } from '@/studio/drafts/useDrafts';

export function DraftBanner({
  notice,
  onDiscard,
  onDismiss,
}: {
  notice: DraftNotice;
  /** Drops the draft: the file as it is on disk. */
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  const time = new Date(notice.at).toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div
      role="status"
      aria-label="Rascunho"
      className={`studio-banner${notice.conflicts.length ? ' error' : ''}`}
    >
      <p>
        {notice.kind === 'restored'
          ? `Rascunho não salvo de ${notice.file} (${time}) restaurado.`
          : `Suas alterações foram reaplicadas na nova versão de ${notice.file}; revise e salve.`}{' '}
        {notice.conflicts.length
          ? 'Estas alterações não se aplicam mais à versão no disco e ficaram de fora:'
          : null}
      </p>
      {notice.conflicts.length ? (
        <ul>
          {notice.conflicts.map((conflict) => (
            <li key={conflict}>{conflict}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={onDiscard}>
        Descartar rascunho
      </button>{' '}
      <button type="button" onClick={onDismiss}>
        Manter
      </button>
    </div>
  );
}
