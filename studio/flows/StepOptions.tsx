import type { ConfigStep } from '@/studio/studioTypes';

/**
 * The steps a step can lead to, as a select's options: the flow's other steps, and `current`
 * when the flow has no such step (so the select shows what the file says, marked).
 */
export function StepOptions({
  steps,
  step,
  current,
}: {
  steps: readonly Pick<ConfigStep, 'id'>[];
  /** The step that leads; not a choice of its own. */
  step?: Pick<ConfigStep, 'id'>;
  current?: string;
}) {
  return (
    <>
      {steps
        .filter((s) => s.id !== step?.id)
        .map((s) => (
          <option key={s.id} value={s.id}>
            {s.id}
          </option>
        ))}
      {current && !steps.some((s) => s.id === current) ? (
        <option value={current}>{`${current} (não existe)`}</option>
      ) : null}
    </>
  );
}
