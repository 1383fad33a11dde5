/**
 * Pickers instead of typed ids (issue 36 item 9): a prop whose schema says
 * `"x-studio-picker": "plan"` is chosen from the product's catalogue, `"step"` from the flow's
 * steps. `pickerUiSchema` reads the annotations (no field is known by name) and gives those
 * props the widgets below; the lists reach them through RJSF's form context.
 */
import type { ReactNode } from 'react';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { StepOptions } from '@/studio/flows/StepOptions';
import type { CataloguePlan, ConfigStep } from '@/studio/studioTypes';

type Props = Record<string, unknown>;

/** What the pickers choose from: the open product's plans and the open flow's steps. */
export interface PickerContext {
  plans: readonly CataloguePlan[];
  steps: readonly Pick<ConfigStep, 'id'>[];
  /** The step whose props the form edits: not a step of its own picker. */
  stepId?: string;
}

/** The studio annotation that names a picker. */
export const PICKER_KEYWORD = 'x-studio-picker';

const WIDGET_OF: Record<string, string> = { plan: 'planPicker', step: 'stepPicker' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The uiSchema that puts a picker on every prop annotated with `x-studio-picker`, at any depth
 * (an object's properties, an array's items), or undefined when none is.
 */
export function pickerUiSchema(schema: unknown): UiSchema<Props, RJSFSchema> | undefined {
  if (!isObject(schema)) return undefined;
  const widget =
    typeof schema[PICKER_KEYWORD] === 'string' ? WIDGET_OF[schema[PICKER_KEYWORD]] : undefined;
  if (widget) return { 'ui:widget': widget };
  const ui: UiSchema<Props, RJSFSchema> = {};
  if (isObject(schema.properties))
    for (const [name, sub] of Object.entries(schema.properties)) {
      const inner = pickerUiSchema(sub);
      if (inner) ui[name] = inner;
    }
  if (isObject(schema.items)) {
    const inner = pickerUiSchema(schema.items);
    if (inner) ui.items = inner;
  }
  return Object.keys(ui).length > 0 ? ui : undefined;
}

function contextOf(props: WidgetProps<Props, RJSFSchema>): PickerContext {
  const context = props.registry.formContext as Partial<PickerContext> | undefined;
  return { plans: context?.plans ?? [], steps: context?.steps ?? [], stepId: context?.stepId };
}

/** A select in place of a text box: empty is 'no value' (the prop is left out). */
function PickerSelect({
  props,
  children,
}: {
  props: WidgetProps<Props, RJSFSchema>;
  children: ReactNode;
}) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={props.rawErrors?.length ? `${id}__error` : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">(nenhum)</option>
      {children}
    </select>
  );
}

/** A plan of the product's catalogue, shown by its name and id. */
export function PlanPicker(props: WidgetProps<Props, RJSFSchema>) {
  const { plans } = contextOf(props);
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <PickerSelect props={props}>
      {plans.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {plan.name === plan.id ? plan.id : `${plan.name} (${plan.id})`}
        </option>
      ))}
      {value && !plans.some((plan) => plan.id === value) ? (
        <option value={value}>{`${value} (não está no catálogo)`}</option>
      ) : null}
    </PickerSelect>
  );
}

/** Another step of the flow. */
export function StepPicker(props: WidgetProps<Props, RJSFSchema>) {
  const { steps, stepId } = contextOf(props);
  const value = typeof props.value === 'string' ? props.value : undefined;
  return (
    <PickerSelect props={props}>
      <StepOptions steps={steps} step={stepId ? { id: stepId } : undefined} current={value} />
    </PickerSelect>
  );
}
