import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toErrorSchema } from '@rjsf/utils';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { FlowGraph } from '@/studio/FlowGraph';
import { FlowPanel } from '@/studio/flows/FlowPanel';
import { DraftBanner } from '@/studio/drafts/DraftBanner';
import { useDrafts } from '@/studio/drafts/useDrafts';
import { OutcomeEditor } from '@/studio/flows/OutcomeEditor';
import type { ConfigFlow } from '@/studio/flows/flowOperations';
import { StepForm } from '@/studio/StepForm';
import { addStep, moveStep, removeStep } from '@/studio/stepOperations';
import { thumbnailProps } from '@/studio/palette/paletteDraft';
import { journeyIssues } from '@/scripts/lib/journeyRules';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { keepArrayOrder } from '@/studio/form/keepArrayOrder';
import { recordEdit, redo, startHistory, undo } from '@/studio/history/editHistory';
import type { EditHistory } from '@/studio/history/editHistory';
import { openProductFile, saveProductFile } from '@/studio/save/studioFileApi';
import type { OpenedFile } from '@/studio/save/studioFileApi';
import type { DiffLine } from '@/studio/save/lineDiff';
import { DiffDialog } from '@/studio/save/DiffDialog';
import { useGitHistory, useSaveFetcher } from '@/studio/history/useGitHistory';
import type { HistoryEntry } from '@/studio/history/useGitHistory';
import { CommitFields, GitHistoryPanel } from '@/studio/history/GitHistoryPanel';
import { TemplatePalette } from '@/studio/palette/TemplatePalette';
import { inlineMarkdown } from '@/studio/form/formTemplates';
import { defaultCommitMessage, restoreCommitMessage } from '@/studio/history/commitDefaults';
import type { ReactNode, RefObject } from 'react';
import { studioCss } from '@/studio/studioCss';
import type {
  ConfigStep,
  PreviewDraft,
  PreviewStepChosen,
  StudioPageProps,
} from '@/studio/studioTypes';
import type { ConfigError } from '@/scripts/lib/configError';

type Config = PreviewDraft['config'];
type Props = Record<string, unknown>;

type Opened = OpenedFile<Config>;

/** A refused save's error: `npm run validate`'s own, in the same Portuguese. */
type SaveError = ConfigError;

/** Errors of a step's props the form already shows as they are typed (same validator). */
const FORM_CODES = new Set(['missing-property', 'unknown-property', 'invalid-value']);

/** What the file API answers to a save. */
interface SaveAnswer {
  message?: string;
  errors?: SaveError[];
  diff?: DiffLine[];
  hash?: string;
  elsewhere?: SaveError[];
  git?: CommitOutcome;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string }
  | { kind: 'diff'; diff: DiffLine[]; elsewhere: SaveError[] }
  | { kind: 'saved'; file: string; elsewhere: SaveError[]; git?: CommitOutcome }
  | { kind: 'refused'; message: string; errors: SaveError[] }
  | { kind: 'stale'; message: string };

/** How the save's commit went (studio/server/gitHistory.ts), when the file was written. */
type CommitOutcome =
  | { kind: 'committed'; commit: string; message: string }
  | { kind: 'not-git' }
  | { kind: 'failed'; message: string };

const WIDTHS = { mobile: 375, desktop: 1280 } as const;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The save errors that belong to one step's props, as RJSF field errors. */
function stepErrorSchema(
  errors: readonly SaveError[],
  flowIndex: number,
  stepIndex: number,
): ErrorSchema<Props> | undefined {
  const prefix = `/checkoutFlow/flows/${flowIndex}/steps/${stepIndex}/props`;
  const mine: RJSFValidationError[] = errors
    .filter((error) => error.pointer === prefix || error.pointer.startsWith(`${prefix}/`))
    .filter((error) => !FORM_CODES.has(error.code ?? ''))
    .map((error) => {
      const path = error.pointer
        .slice(prefix.length)
        .split('/')
        .filter(Boolean)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      return {
        property: path.length ? `.${path.join('.')}` : '.',
        message: error.message,
        stack: error.message,
      };
    });
  return mine.length ? toErrorSchema<Props>(mine) : undefined;
}

/**
 * The ops studio: pick a product and a flow, see the flow as a graph, select a step to edit its
 * props in a form generated from its template's schema, add, remove and reorder steps from a
 * palette of templates, watch the real checkout page of the step in a preview (phone or
 * desktop width, any brand theme), and save safely (checked, diffed, never stale).
 */
export function StudioApp({
  products,
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
  const [file, setFile] = useState<string | null>(firstProduct?.file ?? null);
  const [opened, setOpened] = useState<Opened | null>(null);
  /** The draft and the drafts before and after it (undo, redo); null until a file is open. */
  const [history, setHistory] = useState<EditHistory<Config> | null>(null);
  const draft = history?.present ?? null;
  const [flowId, setFlowId] = useState<string | null>(initial.flow);
  const [stepId, setStepId] = useState<string | null>(initial.step);
  const [theme, setTheme] = useState<string | null>(null);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('mobile');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Bumped by 'Recarregar do disco': opens the file again. */
  const [reloads, setReloads] = useState(0);
  const [paletteChoice, setPaletteChoice] = useState<string>(templates[0]?.id ?? '');
  const [latency, setLatency] = useState<number | null>(null);
  const gitHistory = useGitHistory(file, opened?.hash);
  const fetchSave = useSaveFetcher(file);
  const [commitInfo, setCommitInfo] = useState({ message: '', author: '' });
  const saveButton = useRef<HTMLButtonElement>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  /** A move drawn in the graph, waiting for its outcome in the step's panel. */
  const [drawn, setDrawn] = useState<{ from: string; to: string } | null>(null);

  // Open the product file.
  useEffect(() => {
    if (!file) return;
    let live = true;
    openProductFile<Config>(file)
      .then((loaded) => {
        if (!live) return;
        setOpened(loaded);
        setHistory(startHistory(clone(loaded.data)));
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (!live) return;
        // Nothing of another file, nor an empty graph that says 'no problems', stays on screen.
        setOpened(null);
        setHistory(null);
        const reason = error instanceof Error ? error.message : String(error);
        // The server's reason names the file (file:line:column); a network failure does not.
        setLoadError(
          reason.startsWith(file)
            ? `Não foi possível abrir o arquivo: ${reason}`
            : `Não foi possível abrir ${file}: ${reason}`,
        );
      });
    return () => {
      live = false;
    };
  }, [file, reloads]);

  // Unsaved drafts kept per file (reload, product switch), brought back as one undoable edit.
  const drafts = useDrafts<Config>({
    opened,
    draft,
    onRestore: (data) =>
      setHistory((h) => h && recordEdit(h, clone(data), null, performance.now())),
  });
  /** After a 409: the file's new version, with the draft's edits re-applied on it. */
  const reapplyOnNewVersion = async () => {
    if (!opened) return;
    setSave({ kind: 'busy', label: 'Reaplicando…' });
    try {
      const fresh = await openProductFile<Config>(opened.file);
      const data = drafts.reapply(fresh);
      setOpened(fresh);
      setHistory(recordEdit(startHistory(clone(fresh.data)), clone(data), null, performance.now()));
      setSave({ kind: 'idle' });
    } catch (error) {
      setSave({ kind: 'refused', message: String(error), errors: [] });
    }
  };

  const flows = useMemo(() => draft?.checkoutFlow.flows ?? [], [draft]);
  const flowIndex = Math.max(
    0,
    flows.findIndex((f) => f.id === flowId),
  );
  const flow = flows[flowIndex];
  const steps = useMemo(() => flow?.steps ?? [], [flow]);
  // The step named by the address or the last click, else the flow's first.
  const named = steps.findIndex((s) => s.id === stepId);
  const stepIndex = named >= 0 ? named : steps.length > 0 ? 0 : -1;
  const step: ConfigStep | undefined = steps[stepIndex];

  // Deep link: the address names what is open.
  useEffect(() => {
    const code = products.find((p) => p.file === file)?.code;
    if (!code || !flow) return;
    const query = new URLSearchParams({
      product: code,
      flow: flow.id,
      ...(step ? { step: step.id } : {}),
    });
    window.history.replaceState(window.history.state, '', `/studio?${query.toString()}`);
  }, [file, flow, step, products]);

  // Preview: post every draft to the frame; it answers when the draft is on screen.
  const frame = useRef<HTMLIFrameElement>(null);
  const seq = useRef(0);
  const editedAt = useRef(new Map<number, number>());
  const lastEdit = useRef<number | null>(null);
  const postDraft = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !draft || !flow || !step) return;
    seq.current += 1;
    editedAt.current.set(seq.current, lastEdit.current ?? performance.now());
    lastEdit.current = null;
    const message: PreviewDraft = {
      type: 'trilha-studio-draft',
      seq: seq.current,
      config: draft,
      flowId: flow.id,
      stepId: step.id,
      theme,
    };
    target.postMessage(message, window.location.origin);
  }, [draft, flow, step, theme]);
  useEffect(() => postDraft(), [postDraft]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; seq?: number };
      if (data.type === 'trilha-studio-ready') postDraft();
      // A step of the preview went on: the studio opens the step it went to.
      if (data.type === 'trilha-studio-preview-step') {
        const chosen = event.data as PreviewStepChosen;
        if (chosen.flowId === flow?.id && flow.steps.some((s) => s.id === chosen.stepId))
          setStepId(chosen.stepId);
      }
      if (data.type === 'trilha-studio-rendered' && typeof data.seq === 'number') {
        const started = editedAt.current.get(data.seq);
        if (started !== undefined) setLatency(Math.round(performance.now() - started));
        editedAt.current.delete(data.seq);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [postDraft, flow]);

  // A diff shown or a save done no longer describes the draft once it changes.
  const dropStaleSaveState = useCallback(
    () => setSave((s) => (s.kind === 'saved' || s.kind === 'diff' ? { kind: 'idle' } : s)),
    [],
  );
  /** `group` names a field typed into (its keystrokes are one undo step); null for the rest. */
  const updateSteps = (next: ConfigStep[], group: string | null = null) => {
    if (!draft) return;
    const copy = clone(draft);
    const target = copy.checkoutFlow.flows[flowIndex];
    if (target) target.steps = next;
    setHistory((h) => h && recordEdit(h, copy, group, performance.now()));
    dropStaleSaveState();
  };
  /** Edits of the flows themselves (create, duplicate, rename, delete, selection): one undo step. */
  const updateFlows = (next: ConfigFlow[], openFlowId: string) => {
    if (!draft) return;
    const copy = clone(draft);
    copy.checkoutFlow.flows = next;
    setHistory((h) => h && recordEdit(h, copy, null, performance.now()));
    setFlowId(openFlowId);
    dropStaleSaveState();
  };
  const updateStep = (patch: Partial<ConfigStep>, group: string | null = null) => {
    if (!step) return;
    updateSteps(
      steps.map((s) => {
        if (s !== step) return s;
        const merged: ConfigStep = { ...s, ...patch };
        if (!merged.defaultNextStepId) delete merged.defaultNextStepId;
        return merged;
      }),
      group,
    );
  };
  const travel = useCallback(
    (move: typeof undo<Config>) => {
      setHistory((h) => h && move(h));
      dropStaleSaveState();
    },
    [dropStaleSaveState],
  );
  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac; Ctrl+Y too) undo and redo the draft's edits, in a
  // field as well: the form shows the draft, so the browser's own undo of a text box would
  // only fight it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      travel(key === 'y' || event.shiftKey ? redo : undo);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [travel]);

  const requestSave = async (dryRun: boolean, data: Config | null = draft) => {
    if (!opened || !data) return;
    setSave({ kind: 'busy', label: dryRun ? 'Validando…' : 'Salvando…' });
    let response: Awaited<ReturnType<typeof saveProductFile<Config, SaveAnswer>>>;
    try {
      response = await saveProductFile<Config, SaveAnswer>({
        file: opened.file,
        baseHash: opened.hash,
        data,
        dryRun,
        commit: commitInfo,
      });
    } catch (error) {
      return setSave({
        kind: 'refused',
        message: `O estúdio não respondeu; nada foi salvo (${String(error)}).`,
        errors: [],
      });
    }
    const body = response.body;
    if (response.status === 409)
      return setSave({ kind: 'stale', message: body.message ?? 'Conflito.' });
    if (response.status === 422)
      return setSave({
        kind: 'refused',
        message: body.message ?? 'Inválido.',
        errors: body.errors ?? [],
      });
    if (!response.ok)
      return setSave({
        kind: 'refused',
        message: body.message ?? `Erro ${response.status}`,
        errors: [],
      });
    const elsewhere = body.elsewhere ?? [];
    if (dryRun) return setSave({ kind: 'diff', diff: body.diff ?? [], elsewhere });
    setOpened({ file: opened.file, hash: body.hash ?? opened.hash, data: clone(data) });
    setSave({ kind: 'saved', file: opened.file, elsewhere, git: body.git });
    setCommitInfo((c) => ({ ...c, message: '' }));
  };

  /** A save of the history back in the draft, then the usual checked save (a new commit). */
  const restore = async (entry: HistoryEntry) => {
    let data: Config;
    try {
      data = (await fetchSave(entry.commit)) as Config;
    } catch (error) {
      return setSave({
        kind: 'refused',
        message: `Não foi possível restaurar: ${String(error)}`,
        errors: [],
      });
    }
    setHistory((h) => h && recordEdit(h, clone(data), null, performance.now()));
    setCommitInfo((c) => ({ ...c, message: restoreCommitMessage(entry.short, entry.subject) }));
    await requestSave(true, data);
  };

  /**
   * A new step of `templateId` after the selected one (wired into the default path), filled
   * with the example its palette thumbnail shows, so the step previews as it looked there.
   */
  const addAfterSelected = (templateId: string) => {
    const result = addStep(
      steps,
      templateId,
      step?.id ?? null,
      thumbnailProps(formSchemas[templateId]),
    );
    updateSteps(result.steps);
    setStepId(result.id);
  };

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

  const dirty = drafts.dirty;
  const fieldErrors =
    save.kind === 'refused' && stepIndex >= 0
      ? stepErrorSchema(save.errors, flowIndex, stepIndex)
      : undefined;
  const palette = templates.find((t) => t.id === paletteChoice);
  const previewWidth = WIDTHS[width];

  return (
    <div className="studio">
      <style>{graphCss}</style>
      <style>{studioCss}</style>
      <header className="studio-bar">
        <h1>Trilha Studio</h1>
        <label>
          Produto
          <select
            value={file ?? ''}
            onChange={(e) => {
              setFile(e.target.value);
              setFlowId(null);
              setStepId(null);
              setSave({ kind: 'idle' });
            }}
          >
            {products.map((p) => (
              <option key={p.file} value={p.file}>{`${p.code} (${p.brand})`}</option>
            ))}
          </select>
        </label>
        <label>
          Fluxo
          <select
            value={flow?.id ?? ''}
            onChange={(e) => {
              setFlowId(e.target.value);
              setStepId(null);
            }}
          >
            {flows.map((f) => (
              <option key={f.id} value={f.id}>
                {f.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Marca e tema
          <select value={theme ?? ''} onChange={(e) => setTheme(e.target.value || null)}>
            <option value="">do produto</option>
            {themes.map((t) => (
              <option key={t} value={t}>
                {t.replace('$', ' · ')}
              </option>
            ))}
          </select>
        </label>
        <span className="studio-file">
          {opened?.file}
          {dirty ? ' • alterado' : ''}
        </span>
        <button
          type="button"
          aria-keyshortcuts="Control+Z"
          title="Desfazer (Ctrl+Z)"
          disabled={!history || history.past.length === 0}
          onClick={() => travel(undo)}
        >
          ↶ Desfazer
        </button>
        <button
          type="button"
          aria-keyshortcuts="Control+Shift+Z"
          title="Refazer (Ctrl+Shift+Z)"
          disabled={!history || history.future.length === 0}
          onClick={() => travel(redo)}
        >
          ↷ Refazer
        </button>
        <button
          ref={saveButton}
          type="button"
          className="primary"
          disabled={!dirty || save.kind === 'busy'}
          onClick={() => void requestSave(true)}
        >
          Salvar…
        </button>
      </header>
      {loadError ? (
        <p role="alert" className="studio-alert">
          {loadError}
        </p>
      ) : null}
      <SaveBanner
        state={save}
        saveButton={saveButton}
        commitFields={
          gitHistory.kind === 'on' && opened ? (
            <CommitFields
              message={commitInfo.message}
              author={commitInfo.author}
              defaultMessage={defaultCommitMessage(opened.file)}
              defaultAuthor={gitHistory.author}
              onChange={setCommitInfo}
            />
          ) : null
        }
        onConfirm={() => void requestSave(false)}
        onCancel={() => setSave({ kind: 'idle' })}
        onReload={() => {
          drafts.discard();
          setSave({ kind: 'idle' });
          setReloads((n) => n + 1);
        }}
        onReapply={() => void reapplyOnNewVersion()}
      />
      {drafts.notice && opened ? (
        <DraftBanner
          notice={drafts.notice}
          onDismiss={drafts.dismiss}
          onDiscard={() => {
            drafts.discard();
            setHistory(startHistory(clone(opened.data)));
          }}
        />
      ) : null}
      <main className="studio-main">
        <div className="studio-col">
          {draft ? (
            <FlowGraph
              steps={steps}
              selectedStepId={step?.id ?? null}
              onSelect={(id) => {
                setStepId(id);
                setDrawn(null);
              }}
              onConnect={(from, to) => {
                setStepId(from);
                setDrawn({ from, to });
              }}
              onEdgeSelect={(edge) => setStepId(edge.from)}
              journeyProblems={journeyProblems}
            />
          ) : null}
          {draft && flow ? (
            <FlowPanel
              flows={flows}
              flow={flow}
              templates={templates}
              formSchemas={formSchemas}
              onChange={(next, openFlowId) => {
                updateFlows(next, openFlowId);
                setStepId(null);
              }}
            />
          ) : null}
          <section aria-label="Passos" className="studio-panel">
            <h2>Passos do fluxo {flow?.id}</h2>
            <ol className="studio-steps">
              {steps.map((s, i) => (
                <li key={`${s.id}-${i}`} className={s === step ? 'selected' : undefined}>
                  <button
                    type="button"
                    className="link"
                    aria-current={s === step ? 'true' : undefined}
                    onClick={() => setStepId(s.id)}
                  >
                    {s.id} <small>({s.templateId})</small>
                  </button>
                  <span className="studio-step-actions">
                    <button
                      type="button"
                      aria-label={`Subir ${s.id}`}
                      disabled={i === 0}
                      onClick={() => updateSteps(moveStep(steps, s.id, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={`Descer ${s.id}`}
                      disabled={i === steps.length - 1}
                      onClick={() => updateSteps(moveStep(steps, s.id, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={`Remover ${s.id}`}
                      onClick={() => updateSteps(removeStep(steps, s.id))}
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
                <select value={paletteChoice} onChange={(e) => setPaletteChoice(e.target.value)}>
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>{`${t.title} (${t.id})`}</option>
                  ))}
                </select>
              </label>
              {palette ? (
                <p className="studio-help">
                  <strong>{palette.title}</strong> — {inlineMarkdown(palette.description)}
                </p>
              ) : null}
              <button type="button" onClick={() => addAfterSelected(paletteChoice)}>
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
                    addAfterSelected(templateId);
                    setPaletteOpen(false);
                  }}
                  onClose={() => setPaletteOpen(false)}
                />
              ) : null}
            </div>
          </section>
          <GitHistoryPanel state={gitHistory} onRestore={(entry) => void restore(entry)} />
        </div>
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
                  onChange={(e) => updateStep({ defaultNextStepId: e.target.value || undefined })}
                >
                  <option value="">(fim do fluxo)</option>
                  {steps
                    .filter((s) => s !== step)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.id}
                      </option>
                    ))}
                  {step.defaultNextStepId && !steps.some((s) => s.id === step.defaultNextStepId) ? (
                    <option
                      value={step.defaultNextStepId}
                    >{`${step.defaultNextStepId} (não existe)`}</option>
                  ) : null}
                </select>
              </label>
              <OutcomeEditor
                key={`${flow?.id ?? ''}/${step.id}/${drawn?.to ?? ''}`}
                steps={steps}
                step={step}
                drawn={drawn?.from === step.id ? { to: drawn.to } : null}
                onChange={(next, selectedId) => {
                  updateSteps(next);
                  setStepId(selectedId);
                  setDrawn(null);
                }}
              />
              <StepForm
                templateId={step.templateId}
                schema={formSchemas[step.templateId]}
                props={step.props ?? {}}
                extraErrors={fieldErrors}
                onChange={(props) => {
                  lastEdit.current = performance.now();
                  // RJSF's multiple select writes choices in the schema's order; buyers see the file's.
                  updateStep(
                    { props: keepArrayOrder(step.props ?? {}, props) },
                    `${flow?.id ?? ''}/${step.id}/props`,
                  );
                }}
              />
            </>
          ) : (
            <p>Escolha um passo no grafo ou na lista.</p>
          )}
        </section>
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
            style={{ ['--preview-width' as string]: `${previewWidth}px` }}
          >
            <iframe
              ref={frame}
              src="/studio/preview"
              title="Prévia do passo"
              width={previewWidth}
              height={760}
              className={width}
            />
          </div>
        </section>
      </main>
    </div>
  );
}

/** Errors as `npm run validate` names them: file:line:column, the place in a flow, the message. */
function ErrorList({ errors }: { errors: readonly SaveError[] }) {
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

function SaveBanner({
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
