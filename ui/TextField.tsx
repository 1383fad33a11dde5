import { forwardRef, memo, useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { styled } from '@/ui/stitches.config';

/** Layout wrapper of one form field: label, control, hint and error, stacked. */
export const FieldRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  marginBottom: '$4',
  width: '100%',
});

/** A field's visible label. */
export const FieldLabel = styled('label', {
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});

/** A field's error message, in the theme's error colour. */
export const FieldError = styled('p', {
  margin: 0,
  fontSize: '$sm',
  color: '$errorPure',
});

/** A field's hint text. */
export const FieldHint = styled('p', { margin: 0, fontSize: '$xs', color: '$neutralPure' });

/** Shared look of inputs and selects. */
export const inputStyles = {
  width: '100%',
  minHeight: '48px',
  padding: '$3',
  fontSize: '$md',
  color: '$neutralHigh',
  backgroundColor: '$neutralLow',
  border: '1px solid $neutralPure',
  borderRadius: '$sm',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: '$errorPure', borderWidth: '2px' },
} as const;

const Input = styled('input', inputStyles);

/** Props of `TextField`. `error` is shown (and tied to the input) only when given. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
}

/**
 * A labelled text input: the label is tied to the input, the error and hint are tied with
 * `aria-describedby`, and `aria-invalid` is set while an error shows (WCAG 2.2 AA).
 * Digits use `inputMode="numeric"`, never `type=number`.
 */
// Memoized: a form re-renders on each keystroke, and only the field typed in has new props
// (`useFieldForm` keeps each field's handlers), so the others skip their render.
export const TextField = memo(
  forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
    { label, error, hint, id, type = 'text', ...rest },
    ref,
  ) {
    const autoId = useId();
    const inputId = id ?? `field-${autoId}`;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <FieldRoot>
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
        <Input
          ref={ref}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </FieldRoot>
    );
  }),
);
