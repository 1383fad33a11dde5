import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, FieldLabel, FieldRoot } from '@/ui/TextField';

const Options = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

const OptionLabel = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  minWidth: '44px',
  padding: '$2 $3',
  border: '1px solid $neutralPure',
  borderRadius: '$sm',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:focus-within': { outline: '3px solid $primaryPure', outlineOffset: '1px' },
  '&:has(input:checked)': { borderColor: '$primaryPure', borderWidth: '2px' },
  variants: { invalid: { true: { borderColor: '$errorPure' } } },
});

const Radio = styled('input', {
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: '$primaryPure',
  cursor: 'pointer',
});

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  value: string;
  label: ReactNode;
}

/** Props of `RadioGroup`. */
export interface RadioGroupProps {
  /** The visible label of the whole group. */
  label: string;
  /** The radios' `name`. */
  name: string;
  value: string;
  options: readonly RadioOption[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  /** Shown under the group and tied to it with `aria-describedby`. */
  error?: string;
  /** Receives the radio that takes focus for the group (the checked one, else the first). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A labelled group of native radio buttons (arrow keys move between them natively), each a
 * target of at least 44×44 px. The group carries `role="radiogroup"`, its label, and the
 * error through `aria-describedby` and `aria-invalid` (WCAG 2.2 AA).
 */
export function RadioGroup({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  inputRef,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `radiogroup-${id}-label`;
  const errorId = `radiogroup-${id}-error`;
  const focusValue = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <FieldRoot>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      <Options
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <OptionLabel key={option.value} invalid={Boolean(error)}>
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={onChange}
              onBlur={onBlur}
              ref={option.value === focusValue ? inputRef : undefined}
            />
            {option.label}
          </OptionLabel>
        ))}
      </Options>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
