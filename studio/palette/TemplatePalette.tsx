import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaletteTemplate, PreviewDraft } from '@/studio/studioTypes';
import type { JsonSchema } from '@/studio/studioTypes';
import { inlineMarkdown } from '@/studio/form/formTemplates';
import { thumbnailDraft } from '@/studio/palette/paletteDraft';
import { matchingTemplates } from '@/studio/palette/matchingTemplates';

/**
 * The template palette, opened to add a step: each template's title, description (its
 * template.json) and a thumbnail drawn by the real renderer (the studio's preview frame,
 * scaled down) from the first example of its props schema, in the open product's brand. A
 * thumbnail is drawn when it scrolls into view (lazy frames), so opening the palette costs
 * only the ones on screen. Escape or 'Fechar' closes it.
 */
export function TemplatePalette({
  templates,
  formSchemas,
  product,
  theme,
  afterStepId,
  onAdd,
  onClose,
}: {
  templates: readonly PaletteTemplate[];
  formSchemas: Record<string, JsonSchema>;
  product: PreviewDraft['config'];
  theme: string | null;
  /** The step a new one goes after (the selected one), for the buttons' words. */
  afterStepId: string | null;
  onAdd: (templateId: string) => void;
  onClose: () => void;
}) {
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  const dialog = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => matchingTemplates(templates, query), [templates, query]);

  // Closed (Escape, 'Fechar', a step added), the focus goes back to what opened the dialog,
  // not to the page's body.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    dialog.current?.focus();
    // Each frame says when it is ready; it then gets its template's draft.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: string }).type !== 'trilha-studio-ready') return;
      for (const [templateId, frame] of frames.current) {
        if (frame.contentWindow !== event.source) continue;
        const draft = thumbnailDraft(product, templateId, formSchemas[templateId], theme);
        frame.contentWindow?.postMessage(draft, window.location.origin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [product, formSchemas, theme]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-label="Paleta de templates"
      tabIndex={-1}
      className="studio-palette-dialog"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="studio-palette-head">
        <h2>Paleta de templates</h2>
        <button type="button" onClick={onClose}>
          Fechar
        </button>
      </div>
      <label className="studio-palette-search">
        Buscar template
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="título, id ou o que ele faz (ex.: pix, oferta)"
        />
      </label>
      <p className="studio-help" role="status">
        {shown.length === templates.length
          ? `${templates.length} templates`
          : `${shown.length} de ${templates.length} templates`}
      </p>
      <ul className="studio-palette-grid">
        {shown.map((template) => (
          <li key={template.id} className="studio-palette-card">
            <div className="studio-palette-thumb">
              <iframe
                ref={(element) => {
                  if (element) frames.current.set(template.id, element);
                  else frames.current.delete(template.id);
                }}
                src="/studio/preview"
                title={`Miniatura de ${template.title}`}
                loading="lazy"
                tabIndex={-1}
                width={375}
                height={600}
              />
            </div>
            <div className="studio-palette-text">
              <h3>
                {template.title} <small>({template.id})</small>
              </h3>
              <p className="studio-help">{inlineMarkdown(template.description)}</p>
              <button type="button" onClick={() => onAdd(template.id)}>
                Adicionar {template.title} depois de {afterStepId ?? 'o último'}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
