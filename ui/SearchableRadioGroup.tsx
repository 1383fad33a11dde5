import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, TextField } from '@/ui/TextField';

const Fieldset = styled('fieldset', {
  border: 0,
  margin: '0 0 $4',
  padding: 0,
  minWidth: 0,
});

const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$2',
  fontSize: '$md',
  fontWeight: '$bold',
  color: '$neutralHigh',
});

const List = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

const OptionLabel = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '48px',
  padding: '$2 $3',
  border: '1px solid $neutralPure',
  borderRadius: '$sm',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  fontSize: '$md',
  cursor: 'pointer',
  '&:focus-within': { outline: '3px solid $primaryPure', outlineOffset: '1px' },
  '&:has(input:checked)': { borderColor: '$primaryPure', borderWidth: '2px' },
  variants: { invalid: { true: { borderColor: '$errorPure' } } },
});

const Radio = styled('input', {
  flexShrink: 0,
  width: '22px',
  height: '22px',
  margin: 0,
  // `accent-color` is not in Stitches' token map: name the colour scale explicitly.
  accentColor: '$colors$primaryPure',
  cursor: 'pointer',
});

const Empty = styled('p', { margin: '0 0 $2', fontSize: '$sm', color: '$neutralHigh' });

/** One choice of a `SearchableRadioGroup`. */
export interface SearchableOption {
  value: string;
  label: string;
}

/** Props of `SearchableRadioGroup`. */
export interface SearchableRadioGroupProps {
  /** The group's visible label (its `legend`). */
  label: string;
  /** The radios' `name`. */
  name: string;
  options: readonly SearchableOption[];
  value: string;
  onChange: (value: string) => void;
  /** Label of the search box, shown when there are more than `searchThreshold` options. */
  searchLabel: string;
  /** More options than this get a search box (default 6). */
  searchThreshold?: number;
  /** Shown under the group and tied to it with `aria-describedby`. */
  error?: string;
}

/** What a parent can do with a `SearchableRadioGroup` (focus it when it has an error). */
export interface SearchableRadioGroupHandle {
  focus: () => void;
}

/** Lower case without accents, so 'sao' finds 'São Paulo'. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/**
 * A labelled group of native radio buttons (a `fieldset` with its `legend`; arrow keys move
 * between them) with a search box above when the list is long. The search ignores case and
 * accents, and the number of matches is announced politely. Targets are at least 48 px high.
 */
export const SearchableRadioGroup = forwardRef<
  SearchableRadioGroupHandle,
  SearchableRadioGroupProps
>(function SearchableRadioGroup(
  { label, name, options, value, onChange, searchLabel, searchThreshold = 6, error },
  ref,
) {
  const id = useId();
  const errorId = `${name}-${id}-error`;
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const radioRefs = useRef(new Map<string, HTMLInputElement>());
  const withSearch = options.length > searchThreshold;
  const needle = searchable(query.trim());
  const shown =
    withSearch && needle !== ''
      ? options.filter((option) => searchable(option.label).includes(needle))
      : options;

  useImperativeHandle(ref, () => ({
    focus: () => {
      const target =
        radioRefs.current.get(value) ??
        (withSearch ? searchRef.current : null) ??
        radioRefs.current.get(shown[0]?.value ?? '');
      target?.focus();
    },
  }));

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{label}</Legend>
      {withSearch ? (
        <TextField
          ref={searchRef}
          id={`${name}-${id}-search`}
          label={searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
      ) : null}
      {withSearch ? (
        <div className="sr-only" role="status" aria-live="polite">
          {needle === '' ? '' : shown.length === 1 ? '1 resultado' : `${shown.length} resultados`}
        </div>
      ) : null}
      {shown.length === 0 ? <Empty>Nenhum resultado para “{query.trim()}”.</Empty> : null}
      <List>
        {shown.map((option) => (
          <OptionLabel key={option.value} invalid={Boolean(error)}>
            <Radio
              ref={(element: HTMLInputElement | null) => {
                if (element) radioRefs.current.set(option.value, element);
                else radioRefs.current.delete(option.value);
              }}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </OptionLabel>
        ))}
      </List>
      {error ? (
        <FieldError id={errorId} css={{ marginTop: '$2' }}>
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
});
