import { forwardRef, memo, useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, FieldLabel, FieldRoot, inputStyles } from '@/ui/TextField';

const Select = styled('select', inputStyles);

/** One option of a `SelectField`. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of `SelectField`. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Text of an empty first option; omit for no empty option. */
  placeholder?: string;
}

/** A labelled native select with the same error wiring as `TextField`. */
// Memoized: a form re-renders on each keystroke, and only the field typed in has new props
// (`useFieldForm` keeps each field's handlers), so the others skip their render.
export const SelectField = memo(
  forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
    { label, options, error, placeholder, id, ...rest },
    ref,
  ) {
    const autoId = useId();
    const selectId = id ?? `select-${autoId}`;
    const errorId = `${selectId}-error`;
    return (
      <FieldRoot>
        <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
        <Select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </FieldRoot>
    );
  }),
);
