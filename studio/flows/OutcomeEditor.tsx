/**
 * The selected step's id and moves (issue 24): rename the step (every reference follows), list
 * its moves — the default next step and each outcome of `nextStepIds` — each with a button that
 * removes it, and add one: pick the outcome and the target step, or draw it in the graph
 * (`drawn` pre-fills the target and asks for the outcome; the parent keys the editor by it). The form is the keyboard's way to
 * draw an edge.
 */
import { useState } from 'react';
import stepSchema from '@/schemas/generated/step.schema.json';
import { templateManifest } from '@/schemas/generated/templateManifest';
import {
  DEFAULT_OUTCOME,
  idProblem,
  removeOutcome,
  renameStep,
  setOutcome,
} from '@/studio/flows/flowOperations';
import { StepOptions } from '@/studio/flows/StepOptions';
import type { ConfigStep } from '@/studio/studioTypes';

const STEP_ID_PATTERN = stepSchema.properties.id.pattern;
const DEFAULT_LABEL = 'próximo passo';

/** The outcomes a template declares (`journey.outcomes` of its template.json) and those set. */
function outcomeNames(step: ConfigStep): string[] {
  const declared = Object.keys(
    (templateManifest as Record<string, { journey: { outcomes: object } }>)[step.templateId]
      ?.journey.outcomes ?? {},
  );
  return [...new Set([...declared, ...Object.keys(step.nextStepIds ?? {})])].filter(
    (n) => n !== 'next',
  );
}

export function OutcomeEditor({
  steps,
  step,
  drawn,
  onChange,
}: {
  steps: readonly ConfigStep[];
  step: ConfigStep;
  /** A move drawn in the graph from this step, waiting for its outcome. */
  drawn: { to: string } | null;
  /** The new steps, and the id the selected step has afterwards. */
  onChange: (steps: ConfigStep[], selectedId: string) => void;
}) {
  const [outcome, setOutcomeName] = useState(DEFAULT_OUTCOME);
  // A drawn move opens the form on its target, the outcome to choose.
  const [target, setTarget] = useState(drawn?.to ?? '');
  const [newId, setNewId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const moves: Array<[string, string]> = [
    ...(step.defaultNextStepId
      ? [[DEFAULT_OUTCOME, step.defaultNextStepId] as [string, string]]
      : []),
    ...Object.entries(step.nextStepIds ?? {}),
  ];
  const label = (name: string) => (name === DEFAULT_OUTCOME ? DEFAULT_LABEL : name);

  return (
    <div className="studio-outcomes">
      <form
        className="studio-row"
        onSubmit={(event) => {
          event.preventDefault();
          const why = idProblem(
            steps.filter((s) => s !== step).map((s) => s.id),
            newId,
            STEP_ID_PATTERN,
          );
          setProblem(why);
          if (why) return;
          onChange(renameStep(steps, step.id, newId), newId);
          setNewId('');
        }}
      >
        <label>
          Novo id do passo
          <input value={newId} placeholder={step.id} onChange={(e) => setNewId(e.target.value)} />
        </label>
        <button type="submit" disabled={!newId}>
          Renomear passo
        </button>
      </form>
      {problem ? (
        <p role="alert" className="studio-field-error">
          {problem}
        </p>
      ) : null}
      <h3>Ligações de {step.id}</h3>
      <ul aria-label={`Ligações de ${step.id}`}>
        {moves.length === 0 ? <li>Nenhuma: o fluxo termina aqui.</li> : null}
        {moves.map(([name, to]) => (
          <li key={name}>
            {`${label(name)} → ${to} `}
            <button
              type="button"
              aria-label={`Remover ligação ${label(name)} → ${to}`}
              onClick={() => onChange(removeOutcome(steps, step.id, name), step.id)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form
        aria-label="Nova ligação"
        className="studio-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (target) onChange(setOutcome(steps, step.id, outcome, target), step.id);
        }}
      >
        {drawn ? (
          <p
            role="status"
            className="studio-help"
          >{`Ligação desenhada: ${step.id} → ${drawn.to}. Escolha o desfecho e ligue.`}</p>
        ) : null}
        <label>
          Desfecho
          <select
            autoFocus={drawn !== null}
            value={outcome}
            onChange={(e) => setOutcomeName(e.target.value)}
          >
            <option value={DEFAULT_OUTCOME}>{`${DEFAULT_LABEL} (padrão)`}</option>
            {outcomeNames(step).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Vai para
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">(escolha um passo)</option>
            <StepOptions steps={steps} step={step} />
          </select>
        </label>
        <button type="submit" disabled={!target}>
          Ligar
        </button>
      </form>
    </div>
  );
}
