/**
 * The selected step: its template's description, its next step, its moves (`OutcomeEditor`)
 * and its props in a form generated from the template's schema (`StepForm`).
 */
import type { ErrorSchema } from '@rjsf/utils';
import { OutcomeEditor } from '@/studio/flows/OutcomeEditor';
import { StepOptions } from '@/studio/flows/StepOptions';
import { inlineMarkdown } from '@/studio/form/formTemplates';
import type { JsonSchema } from '@/studio/studioTypes';
import { StepForm } from '@/studio/StepForm';
import type { CataloguePlan, ConfigStep, PaletteTemplate } from '@/studio/studioTypes';

type Props = Record<string, unknown>;

export function StepPanel({
  flowId,
  steps,
  step,
  drawn,
  templates,
  formSchemas,
  plans,
  fieldErrors,
  onNextStep,
  onMoves,
  onProps,
}: {
  flowId: string | undefined;
  steps: readonly ConfigStep[];
  step: ConfigStep | undefined;
  /** A move drawn in the graph, waiting for its outcome. */
  drawn: { from: string; to: string } | null;
  templates: readonly PaletteTemplate[];
  formSchemas: Record<string, JsonSchema>;
  /** The open product's catalogue plans, for the props' plan pickers. */
  plans: readonly CataloguePlan[];
  /** A refused save's errors on this step's props. */
  fieldErrors: ErrorSchema<Props> | undefined;
  onNextStep: (stepId: string | undefined) => void;
  /** The flow's steps with this step's moves changed, and the id it has afterwards. */
  onMoves: (steps: ConfigStep[], selectedId: string) => void;
  onProps: (props: Props) => void;
}) {
  return (
    <section className="studio-col studio-panel" aria-label="Propriedades do passo">
      {step ? (
        <>
          <h2>
            Passo {step.id} <small>({step.templateId})</small>
          </h2>
          <p className="studio-help">
            {inlineMarkdown(templates.find((t) => t.id === step.templateId)?.description ?? '')}
          </p>
          <label className="studio-inline">
            Próximo passo
            <select
              value={step.defaultNextStepId ?? ''}
              onChange={(e) => onNextStep(e.target.value || undefined)}
            >
              <option value="">(fim do fluxo)</option>
              <StepOptions steps={steps} step={step} current={step.defaultNextStepId} />
            </select>
          </label>
          <OutcomeEditor
            key={`${flowId ?? ''}/${step.id}/${drawn?.to ?? ''}`}
            steps={steps}
            step={step}
            drawn={drawn?.from === step.id ? { to: drawn.to } : null}
            onChange={onMoves}
          />
          <StepForm
            templateId={step.templateId}
            schema={formSchemas[step.templateId]}
            props={step.props ?? {}}
            extraErrors={fieldErrors}
            pickers={{ plans, steps, stepId: step.id }}
            onChange={onProps}
          />
        </>
      ) : (
        <p>Escolha um passo no grafo ou na lista.</p>
      )}
    </section>
  );
}
