import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, FieldRoot } from '@/ui/TextField';

const Label = styled('label', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '44px',
  padding: '$2 0',
  color: '$neutralHigh',
  fontSize: '$md',
  cursor: 'pointer',
});

const Box = styled('input', {
  flex: '0 0 auto',
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: '$primaryPure',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
});

/** Props of `CheckboxField`. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Shown under the box and tied to it with `aria-describedby` and `aria-invalid`. */
  error?: string;
}

/** A labelled native checkbox with a 44 px target and its error tied to it (WCAG 2.2 AA). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, error, id, ...rest }, ref) {
    const generated = useId();
    const inputId = id ?? `checkbox-${generated}`;
    const errorId = `${inputId}-error`;
    return (
      <FieldRoot>
        <Label htmlFor={inputId}>
          <Box
            ref={ref}
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...rest}
          />
          <span>{label}</span>
        </Label>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </FieldRoot>
    );
  },
);
