/** The preview of the open step: the real checkout page in a frame, at phone or desktop width. */
import { useState } from 'react';
import type { RefObject } from 'react';

const WIDTHS = { mobile: 375, desktop: 1280 } as const;

export function PreviewPanel({
  frame,
  latency,
}: {
  frame: RefObject<HTMLIFrameElement | null>;
  /** Milliseconds from the last edit to its preview on screen. */
  latency: number | null;
}) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('mobile');
  const pixels = WIDTHS[width];
  return (
    <section className="studio-col studio-preview" aria-label="Prévia">
      <div className="studio-preview-bar">
        <div role="group" aria-label="Largura da prévia">
          <button
            type="button"
            aria-pressed={width === 'mobile'}
            onClick={() => setWidth('mobile')}
          >
            Celular (375)
          </button>
          <button
            type="button"
            aria-pressed={width === 'desktop'}
            onClick={() => setWidth('desktop')}
          >
            Desktop (1280)
          </button>
        </div>
        <span data-testid="preview-latency" className="studio-help">
          {latency === null ? '' : `Prévia atualizada em ${latency} ms`}
        </span>
      </div>
      <div
        className="studio-preview-frame"
        style={{ ['--preview-width' as string]: `${pixels}px` }}
      >
        <iframe
          ref={frame}
          src="/studio/preview"
          title="Prévia do passo"
          width={pixels}
          height={760}
          className={width}
        />
      </div>
    </section>
  );
}
