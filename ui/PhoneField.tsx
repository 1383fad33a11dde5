import { forwardRef, useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, FieldHint, FieldLabel, FieldRoot, inputStyles } from '@/ui/TextField';
import { FlagIcon } from '@/ui/FlagIcon';
import { useIsClient } from '@/ui/useIsClient';
import type { FlagDesign } from '@/ui/FlagIcon';

/** One country of the flag selector. */
export interface PhoneFieldCountry {
  /** ISO 3166-1 alpha-2 code, the option's value. */
  iso: string;
  name: string;
  /** Dialling code with its '+'. */
  dialCode: string;
  flag: FlagDesign;
}

/** Props of `PhoneField`: a phone input plus its country flag selector. */
export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
  countries: readonly PhoneFieldCountry[];
  /** ISO code of the chosen country. */
  country: string;
  onCountryChange: (iso: string) => void;
  /** Accessible name of the flag selector. */
  countryLabel?: string;
}

const Row = styled('div', { display: 'flex', gap: '$2', alignItems: 'stretch' });

// The native select sits invisibly over the flag badge: the buyer sees a compact flag and
// dialling code, while keyboard, screen readers and the option list stay native.
const CountryBox = styled('div', {
  position: 'relative',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '48px',
  minWidth: '48px',
  padding: '0 $3',
  fontSize: '$md',
  color: '$neutralHigh',
  backgroundColor: '$neutralLow',
  border: '1px solid $neutralPure',
  borderRadius: '$sm',
  '&:focus-within': { outline: '3px solid $primaryPure', outlineOffset: '1px' },
});

const CountrySelect = styled('select', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  fontSize: '$md',
});

const Caret = styled('span', { fontSize: '$xs', color: '$neutralPure' });

const Input = styled('input', { ...inputStyles, flex: '1 1 auto', minWidth: 0 });

/**
 * A labelled phone input with a country flag selector beside it (spec §5 PHONE: "selecione a
 * bandeira no ícone ao lado"). The label names the input; the selector has its own accessible
 * name and shows the chosen flag and dialling code. Errors are tied with `aria-describedby`
 * and `aria-invalid`, as in `TextField`.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    label,
    error,
    hint,
    countries,
    country,
    onCountryChange,
    countryLabel = 'País do celular',
    id,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `phone-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const chosen = countries.find((candidate) => candidate.iso === country) ?? countries[0];
  // The server sends only the chosen country; the others come as the page hydrates. A country
  // picked before the scripts run could not be kept anyway (hydration sets the selector to the
  // form's country), and the other options were a fifth of the lead step's server render: each
  // option's value and text are encoded on their own by React's streaming renderer (issue 25).
  const isClient = useIsClient();
  const shownCountries = isClient || !chosen ? countries : [chosen];
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Row>
        <CountryBox>
          {chosen ? <FlagIcon design={chosen.flag} /> : null}
          <span aria-hidden="true">{chosen?.dialCode}</span>
          <Caret aria-hidden="true">▼</Caret>
          <CountrySelect
            aria-label={countryLabel}
            value={country}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onCountryChange(event.target.value)
            }
          >
            {shownCountries.map((option) => (
              <option key={option.iso} value={option.iso}>
                {`${option.name} (${option.dialCode})`}
              </option>
            ))}
          </CountrySelect>
        </CountryBox>
        <Input
          ref={ref}
          id={inputId}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
      </Row>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
});
