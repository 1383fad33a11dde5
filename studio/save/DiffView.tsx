import { forwardRef } from 'react';
import { diffHunks } from '@/studio/save/lineDiff';
import type { DiffLine } from '@/studio/save/lineDiff';

/**
 * A line diff as the studio shows it (the save dialog, the history): changed lines with a few
 * around them, `+`/`-` and the line number. Focusable, so a keyboard user can scroll it.
 */
export const DiffView = forwardRef<HTMLPreElement, { diff: readonly DiffLine[]; label: string }>(
  function DiffView({ diff, label }, ref) {
    const hunks = diffHunks(diff);
    return (
      <pre ref={ref} className="studio-diff" tabIndex={0} aria-label={label}>
        {hunks.length === 0 ? 'Nenhuma mudança.' : null}
        {hunks.map((line, i) =>
          line === null ? (
            <span key={i} className="gap">
              {'…\n'}
            </span>
          ) : (
            <span
              key={i}
              className={line.kind}
            >{`${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '} ${String(line.line).padStart(4)} ${line.text}\n`}</span>
          ),
        )}
      </pre>
    );
  },
);
