/**
 * The open flow's steps as a list: select, move up or down, remove; and the template palette
 * that adds a step after the selected one (a quick select, or the dialog with previews).
 */
import { useState } from 'react';
import { inlineMarkdown } from '@/studio/form/formTemplates';
import { TemplatePalette } from '@/studio/palette/TemplatePalette';
import type { JsonSchema } from '@/studio/studioTypes';
import { moveStep, removeStep } from '@/studio/stepOperations';
import type { ConfigStep, PaletteTemplate, ProductConfig } from '@/studio/studioTypes';

export function StepList({
  flowId,
  steps,
  step,
  templates,
  formSchemas,
  draft,
  theme,
  onSelect,
  onSteps,
  onAdd,
}: {
  flowId: string | undefined;
  steps: readonly ConfigStep[];
  step: ConfigStep | undefined;
  templates: readonly PaletteTemplate[];
  formSchemas: Record<string, JsonSchema>;
  /** The draft the palette's thumbnails are drawn in (none while no file is open). */
  draft: ProductConfig | null;
  theme: string | null;
  onSelect: (stepId: string) => void;
  onSteps: (steps: ConfigStep[]) => void;
  /** Adds a step of this template after the selected one. */
  onAdd: (templateId: string) => void;
}) {
  const [choice, setChoice] = useState<string>(templates[0]?.id ?? '');
  const [paletteOpen, setPaletteOpen] = useState(false);
  const chosen = templates.find((t) => t.id === choice);
  return (
    <section aria-label="Passos" className="studio-panel">
      <h2>Passos do fluxo {flowId}</h2>
      <ol className="studio-steps">
        {steps.map((s, i) => (
          <li key={`${s.id}-${i}`} className={s === step ? 'selected' : undefined}>
            <button
              type="button"
              className="link"
              aria-current={s === step ? 'true' : undefined}
              onClick={() => onSelect(s.id)}
            >
              {s.id} <small>({s.templateId})</small>
            </button>
            <span className="studio-step-actions">
              <button
                type="button"
                aria-label={`Subir ${s.id}`}
                disabled={i === 0}
                onClick={() => onSteps(moveStep(steps, s.id, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Descer ${s.id}`}
                disabled={i === steps.length - 1}
                onClick={() => onSteps(moveStep(steps, s.id, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remover ${s.id}`}
                onClick={() => onSteps(removeStep(steps, s.id))}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="studio-palette">
        <label>
          Template
          <select value={choice} onChange={(e) => setChoice(e.target.value)}>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>{`${t.title} (${t.id})`}</option>
            ))}
          </select>
        </label>
        {chosen ? (
          <p className="studio-help">
            <strong>{chosen.title}</strong> — {inlineMarkdown(chosen.description)}
          </p>
        ) : null}
        <button type="button" onClick={() => onAdd(choice)}>
          Adicionar passo depois de {step?.id ?? 'o último'}
        </button>
        <button type="button" disabled={!draft} onClick={() => setPaletteOpen(true)}>
          Ver a paleta com prévias…
        </button>
        {paletteOpen && draft ? (
          <TemplatePalette
            templates={templates}
            formSchemas={formSchemas}
            product={draft}
            theme={theme}
            afterStepId={step?.id ?? null}
            onAdd={(templateId) => {
              onAdd(templateId);
              setPaletteOpen(false);
            }}
            onClose={() => setPaletteOpen(false)}
          />
        ) : null}
      </div>
    </section>
  );
}
