import { useMemo, useRef, useState } from 'react';
import { journeyIssues } from '@/scripts/lib/journeyRules';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { draftEdits } from '@/studio/app/draftEdits';
import { usePreviewFrame } from '@/studio/app/usePreviewFrame';
import { useProductFile } from '@/studio/app/useProductFile';
import { useSave } from '@/studio/app/useSave';
import { useSelection } from '@/studio/app/useSelection';
import { DraftBanner } from '@/studio/drafts/DraftBanner';
import { FlowGraph } from '@/studio/FlowGraph';
import { FlowPanel } from '@/studio/flows/FlowPanel';
import { stepErrorSchema } from '@/studio/form/stepErrorSchema';
import { defaultCommitMessage } from '@/studio/save/commitDefaults';
import { CommitFields, GitHistoryPanel } from '@/studio/history/GitHistoryPanel';
import { redo, undo } from '@/studio/history/editHistory';
import { PreviewPanel } from '@/studio/panels/PreviewPanel';
import { SaveBanner } from '@/studio/panels/SaveBanner';
import { StepList } from '@/studio/panels/StepList';
import { StepPanel } from '@/studio/panels/StepPanel';
import { StudioBar } from '@/studio/panels/StudioBar';
import { studioCss } from '@/studio/studioCss';
import type { StudioPageProps } from '@/studio/studioTypes';

/**
 * The ops studio: pick a product and a flow, see the flow as a graph, select a step to edit its
 * props in a form generated from its template's schema, add, remove and reorder steps from a
 * palette of templates, watch the real checkout page of the step in a preview (phone or
 * desktop width, any brand theme), and save safely (checked, diffed, never stale).
 *
 * What it holds lives in hooks — the file and its draft (`useProductFile`), what is open
 * (`useSelection`), the save (`useSave`), the preview frame (`usePreviewFrame`) — and what it
 * shows in panels; this component only wires them.
 */
export function StudioApp({
  products,
  plans,
  templates,
  formSchemas,
  themes,
  initial,
  graphCss,
}: StudioPageProps) {
  const firstProduct =
    products.find((p) => p.code === initial.product) ??
    products.find((p) => p.code === 'MS') ??
    products[0];
  const product = useProductFile(firstProduct?.file ?? null);
  const { file, opened, history, draft } = product;
  const productCode = products.find((p) => p.file === file)?.code;
  const selection = useSelection(draft, initial, productCode);
  const { flows, flowIndex, flow, steps, stepIndex, step } = selection;
  const save = useSave(product);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [theme, setTheme] = useState<string | null>(null);
  const preview = usePreviewFrame({
    draft,
    flow,
    step,
    theme,
    onStepChosen: selection.selectStep,
  });
  const edits = draftEdits(product, selection, formSchemas);

  // The journey rules of the open flow, as the save will apply them (scripts/lib/journeyRules.ts).
  const journeyProblems = useMemo(
    () =>
      flow
        ? journeyIssues(flowIndex, flow.id, flow.steps, templateManifest).map(
            (issue) => issue.message,
          )
        : [],
    [flow, flowIndex],
  );
  const refused = save.state.kind === 'refused' ? save.state.errors : [];

  return (
    <div className="studio">
      <style>{graphCss}</style>
      <style>{studioCss}</style>
      <StudioBar
        products={products}
        file={file}
        onProduct={(next) => {
          product.open(next);
          selection.selectFlow(null);
          save.cancel();
        }}
        flowIds={flows.map((f) => f.id)}
        flowId={flow?.id}
        onFlow={selection.selectFlow}
        themes={themes}
        theme={theme}
        onTheme={setTheme}
        fileLabel={`${opened?.file ?? ''}${product.dirty ? ' • alterado' : ''}`}
        canUndo={Boolean(history?.past.length)}
        canRedo={Boolean(history?.future.length)}
        onUndo={() => product.travel(undo)}
        onRedo={() => product.travel(redo)}
        travelled={product.travelled}
        saveButton={saveButton}
        canSave={product.dirty && save.state.kind !== 'busy'}
        onSave={save.ask}
      />
      {product.loadError ? (
        <p role="alert" className="studio-alert">
          {product.loadError}
        </p>
      ) : null}
      <SaveBanner
        state={save.state}
        saveButton={saveButton}
        commitFields={
          save.gitHistory.kind === 'on' && opened ? (
            <CommitFields
              message={save.commitInfo.message}
              author={save.commitInfo.author}
              defaultMessage={defaultCommitMessage(opened.file)}
              defaultAuthor={save.gitHistory.author}
              onChange={save.setCommitInfo}
            />
          ) : null
        }
        onConfirm={save.confirm}
        onCancel={save.cancel}
        onReload={save.reload}
        onReapply={() => void save.reapply()}
      />
      {product.drafts.notice && opened ? (
        <DraftBanner
          notice={product.drafts.notice}
          onDismiss={product.drafts.dismiss}
          onDiscard={product.discardDraft}
        />
      ) : null}
      <main className="studio-main">
        <div className="studio-col">
          {draft ? (
            <FlowGraph
              steps={steps}
              selectedStepId={step?.id ?? null}
              onSelect={selection.selectStep}
              onConnect={selection.drawMove}
              onEdgeSelect={(edge) => selection.selectStep(edge.from)}
              journeyProblems={journeyProblems}
            />
          ) : null}
          {draft && flow ? (
            <FlowPanel
              flows={flows}
              flow={flow}
              templates={templates}
              formSchemas={formSchemas}
              onChange={edits.setFlows}
            />
          ) : null}
          <StepList
            flowId={flow?.id}
            steps={steps}
            step={step}
            templates={templates}
            formSchemas={formSchemas}
            draft={draft}
            theme={theme}
            onSelect={selection.selectStep}
            onSteps={(next) => edits.setSteps(next)}
            onAdd={edits.addAfterSelected}
          />
          <GitHistoryPanel
            state={save.gitHistory}
            onRestore={(entry) => void save.restore(entry)}
          />
        </div>
        <StepPanel
          flowId={flow?.id}
          steps={steps}
          step={step}
          drawn={selection.drawn}
          templates={templates}
          formSchemas={formSchemas}
          plans={(file ? plans[file] : undefined) ?? []}
          fieldErrors={stepIndex >= 0 ? stepErrorSchema(refused, flowIndex, stepIndex) : undefined}
          onNextStep={(id) => edits.patchStep({ defaultNextStepId: id })}
          onMoves={(next, selectedId) => {
            edits.setSteps(next);
            selection.selectStep(selectedId);
          }}
          onProps={(props) => {
            preview.markEdit();
            edits.typeProps(props);
          }}
        />
        <PreviewPanel frame={preview.frame} latency={preview.latency} />
      </main>
    </div>
  );
}
