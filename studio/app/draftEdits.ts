/**
 * The edits of the open flow's steps and of the product's flows, each one undoable edit of the
 * draft (`ProductFile.edit`), with the selection following what they add or open.
 */
import { addStep } from '@/studio/stepOperations';
import type { ConfigFlow } from '@/studio/flows/flowOperations';
import { keepArrayOrder } from '@/studio/form/keepArrayOrder';
import { thumbnailProps } from '@/studio/palette/paletteDraft';
import type { JsonSchema } from '@/studio/studioTypes';
import type { ProductFile } from '@/studio/app/useProductFile';
import type { Selection } from '@/studio/app/useSelection';
import type { ConfigStep } from '@/studio/studioTypes';

export function draftEdits(
  { draft, edit }: Pick<ProductFile, 'draft' | 'edit'>,
  { flowIndex, flow, steps, step, selectStep, selectFlow }: Selection,
  formSchemas: Record<string, JsonSchema>,
) {
  /** `group` names a field typed into (its keystrokes are one undo step); null for the rest. */
  const setSteps = (next: ConfigStep[], group: string | null = null) => {
    if (!draft) return;
    const flows = draft.checkoutFlow.flows.map((f, i) =>
      i === flowIndex ? { ...f, steps: next } : f,
    );
    edit({ ...draft, checkoutFlow: { ...draft.checkoutFlow, flows } }, group);
  };
  const patchStep = (patch: Partial<ConfigStep>, group: string | null = null) => {
    if (!step) return;
    setSteps(
      steps.map((s) => {
        if (s !== step) return s;
        const merged: ConfigStep = { ...s, ...patch };
        if (!merged.defaultNextStepId) delete merged.defaultNextStepId;
        return merged;
      }),
      group,
    );
  };
  return {
    setSteps,
    patchStep,
    /** Props typed into the step's form: a word typed is one undo step. */
    typeProps: (props: Record<string, unknown>) => {
      if (!step) return;
      // RJSF's multiple select writes choices in the schema's order; buyers see the file's.
      patchStep(
        { props: keepArrayOrder(step.props ?? {}, props) },
        `${flow?.id ?? ''}/${step.id}/props`,
      );
    },
    /** The flows themselves (create, duplicate, rename, delete, selection); `openFlowId` opens. */
    setFlows: (next: ConfigFlow[], openFlowId: string) => {
      if (!draft) return;
      edit({ ...draft, checkoutFlow: { ...draft.checkoutFlow, flows: next } });
      selectFlow(openFlowId);
    },
    /**
     * A new step of `templateId` after the selected one (wired into the default path), filled
     * with the example its palette thumbnail shows, so the step previews as it looked there.
     */
    addAfterSelected: (templateId: string) => {
      const result = addStep(
        steps,
        templateId,
        step?.id ?? null,
        thumbnailProps(formSchemas[templateId]),
      );
      setSteps(result.steps);
      selectStep(result.id);
    },
  };
}
