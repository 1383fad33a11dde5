/**
 * The product's flows as objects (issue 24): create a flow from a template (its entry step with
 * the template's props example), duplicate, rename or delete the open flow, and say how a link
 * selects it (`selectedBy` route and voucher values, `namedOnly`). Every change goes to
 * `onChange` as a new list of flows, one undoable edit of the draft.
 */
import { useState } from 'react';
import productSchema from '@/schemas/product-config.schema.json';
import {
  SELECTION_PARAMETERS,
  createFlow,
  deleteFlow,
  duplicateFlow,
  freeFlowId,
  idProblem,
  propsExample,
  renameFlow,
  setFlowSelection,
} from '@/studio/flows/flowOperations';
import type { ConfigFlow } from '@/studio/flows/flowOperations';
import { flowsCss } from '@/studio/flows/flowsCss';
import type { JsonSchema } from '@/studio/studioTypes';
import type { PaletteTemplate } from '@/studio/studioTypes';

/** A flow id's pattern, as the product schema gives it. */
export const FLOW_ID_PATTERN = productSchema.$defs.flow.properties.id.pattern;

const listText = (values: readonly string[] | undefined) => (values ?? []).join(', ');
const textList = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

export function FlowPanel({
  flows,
  flow,
  templates,
  formSchemas,
  onChange,
}: {
  flows: readonly ConfigFlow[];
  flow: ConfigFlow;
  templates: readonly PaletteTemplate[];
  formSchemas: Record<string, JsonSchema>;
  /** The new flows, and the flow to show afterwards. */
  onChange: (flows: ConfigFlow[], openFlowId: string) => void;
}) {
  const [newId, setNewId] = useState('');
  const [newTemplate, setNewTemplate] = useState(
    templates.find((t) => t.id === 'lead')?.id ?? templates[0]?.id ?? '',
  );
  const [rename, setRename] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const others = flows.filter((f) => f !== flow).map((f) => f.id);

  /** Applies `edit` when `id` can name a flow, else says why. */
  const withId = (id: string, used: readonly string[], edit: () => void) => {
    const why = idProblem(used, id, FLOW_ID_PATTERN);
    setProblem(why);
    if (!why) edit();
  };

  return (
    <section aria-label="Fluxos do produto" className="studio-panel studio-flows">
      <style>{flowsCss}</style>
      <h2>Fluxo {flow.id}</h2>
      <div className="studio-row">
        <button
          type="button"
          onClick={() => {
            const copy = freeFlowId(flows, flow.id);
            onChange(duplicateFlow(flows, flow.id, copy), copy);
          }}
        >
          Duplicar fluxo
        </button>
        <button
          type="button"
          disabled={flows.length < 2}
          title={flows.length < 2 ? 'Um produto tem ao menos um fluxo.' : undefined}
          onClick={() => {
            const rest = deleteFlow(flows, flow.id);
            onChange(rest, rest[0]?.id ?? '');
          }}
        >
          Excluir fluxo {flow.id}
        </button>
      </div>
      <form
        className="studio-row"
        onSubmit={(event) => {
          event.preventDefault();
          withId(rename, others, () => {
            onChange(renameFlow(flows, flow.id, rename), rename);
            setRename('');
          });
        }}
      >
        <label>
          Novo id do fluxo
          <input value={rename} placeholder={flow.id} onChange={(e) => setRename(e.target.value)} />
        </label>
        <button type="submit" disabled={!rename}>
          Renomear fluxo
        </button>
      </form>
      <SelectionEditor
        key={`${flow.id}:${JSON.stringify(flow.selectedBy ?? {})}:${String(flow.namedOnly)}`}
        flow={flow}
        onApply={(selection, namedOnly) =>
          onChange(setFlowSelection(flows, flow.id, selection, namedOnly), flow.id)
        }
      />
      <form
        className="studio-row"
        aria-label="Novo fluxo"
        onSubmit={(event) => {
          event.preventDefault();
          withId(
            newId,
            flows.map((f) => f.id),
            () => {
              const props = propsExample(formSchemas[newTemplate]?.examples);
              onChange(createFlow(flows, newId, newTemplate, props), newId);
              setNewId('');
            },
          );
        }}
      >
        <label>
          Id do novo fluxo
          <input
            value={newId}
            placeholder={freeFlowId(flows, 'novo')}
            onChange={(e) => setNewId(e.target.value)}
          />
        </label>
        <label>
          Primeiro passo
          <select value={newTemplate} onChange={(e) => setNewTemplate(e.target.value)}>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>{`${t.title} (${t.id})`}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!newId}>
          Criar fluxo
        </button>
      </form>
      {problem ? (
        <p role="alert" className="studio-field-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** `selectedBy` (values separated by commas) and `namedOnly` of a flow, applied together. */
function SelectionEditor({
  flow,
  onApply,
}: {
  flow: ConfigFlow;
  onApply: (selection: Record<string, string[]>, namedOnly: boolean) => void;
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      SELECTION_PARAMETERS.map((name) => [name, listText(flow.selectedBy?.[name])]),
    ),
  );
  const [namedOnly, setNamedOnly] = useState(flow.namedOnly === true);
  return (
    <form
      aria-label="Como o fluxo é escolhido"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(
          Object.fromEntries(
            SELECTION_PARAMETERS.map((name) => [name, textList(texts[name] ?? '')]),
          ),
          namedOnly,
        );
      }}
    >
      <p className="studio-help">
        Um link escolhe este fluxo por <code>?flowId={flow.id}</code>, ou pelos valores abaixo
        (separados por vírgula) quando não nomeia um fluxo.
      </p>
      <div className="studio-row">
        {SELECTION_PARAMETERS.map((name) => (
          <label key={name}>
            {`Valores de ${name}`}
            <input
              value={texts[name] ?? ''}
              onChange={(e) => setTexts((t) => ({ ...t, [name]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      <label className="studio-check">
        <input
          type="checkbox"
          checked={namedOnly}
          onChange={(e) => setNamedOnly(e.target.checked)}
        />
        Só quando o link nomeia o fluxo (namedOnly)
      </label>
      <button type="submit">Aplicar seleção</button>
    </form>
  );
}
