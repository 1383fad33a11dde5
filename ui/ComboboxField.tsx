import { forwardRef, useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { styled } from '@/ui/stitches.config';
import { FieldError, FieldHint, FieldLabel, FieldRoot, inputStyles } from '@/ui/TextField';

const Input = styled('input', { ...inputStyles, paddingRight: '$8' });

const Anchor = styled('div', { position: 'relative' });

const Chevron = styled('span', {
  position: 'absolute',
  right: '$4',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: '$neutralHigh',
  fontSize: '$sm',
});

const popup = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 10,
  margin: '$1 0 0',
  backgroundColor: '$neutralLow',
  border: '1px solid $neutralPure',
  borderRadius: '$sm',
  boxShadow: '$level2',
} as const;

const Listbox = styled('ul', {
  ...popup,
  listStyle: 'none',
  padding: '$1 0',
  maxHeight: '264px',
  overflowY: 'auto',
});

const Option = styled('li', {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '$2 $3',
  cursor: 'pointer',
  color: '$neutralHigh',
  fontSize: '$md',
  '&[aria-selected="true"]': { fontWeight: '$semibold' },
  variants: {
    active: {
      true: {
        backgroundColor: '$secondaryLow',
        outline: '2px solid $primaryPure',
        outlineOffset: '-2px',
      },
    },
  },
});

const Empty = styled('p', {
  ...popup,
  padding: '$3',
  fontSize: '$sm',
  color: '$neutralHigh',
});

const VisuallyHidden = styled('div', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** One choice of a `ComboboxField`. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** Props of `ComboboxField`. */
export interface ComboboxFieldProps {
  id: string;
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  /** Called with the chosen option's value, or '' when the buyer's text no longer names one. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  /** Shown when nothing matches what the buyer typed. */
  noResultsText: string;
  /** Announced count of matches, e.g. (n) => `${n} cidades encontradas`. */
  resultsText: (count: number) => string;
}

/**
 * Text folded for searching: no accents, no case, punctuation as spaces, so 'sao paulo sp'
 * finds 'São Paulo - SP'.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A searchable select (WAI-ARIA combobox with a list popup): the buyer types to filter the
 * options (accents and case ignored), moves with the arrow keys, picks with Enter or a tap,
 * and closes the list with Escape. The label, hint and error are tied to the input as in
 * `TextField`; the number of matches is announced politely.
 */
export const ComboboxField = forwardRef<HTMLInputElement, ComboboxFieldProps>(
  function ComboboxField(
    {
      id,
      label,
      options,
      value,
      onChange,
      onBlur,
      error,
      hint,
      placeholder,
      noResultsText,
      resultsText,
    },
    ref,
  ) {
    const listId = `${id}-listbox`;
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const optionIdPrefix = `${id}-option-${useId().replace(/:/g, '')}`;
    // null: the input shows the chosen option's label; a string: what the buyer is typing.
    const [typed, setTyped] = useState<string | null>(null);
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState(-1);

    const selected = options.find((option) => option.value === value);
    const text = typed ?? selected?.label ?? '';
    const matches = useMemo(() => {
      const query = fold(typed ?? '');
      return query ? options.filter((option) => fold(option.label).includes(query)) : options;
    }, [options, typed]);

    function choose(option: ComboboxOption) {
      setTyped(null);
      setOpen(false);
      setActive(-1);
      onChange(option.value);
    }

    function move(delta: number) {
      setOpen(true);
      setActive((previous) => {
        if (matches.length === 0) return -1;
        const next = previous + delta;
        if (next < 0) return matches.length - 1;
        if (next >= matches.length) return 0;
        return next;
      });
    }

    function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        move(1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        move(-1);
      } else if (event.key === 'Enter' && open) {
        const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (option) {
          event.preventDefault();
          choose(option);
        }
      } else if (event.key === 'Escape') {
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setTyped('');
          onChange('');
        }
      }
    }

    function onInputBlur() {
      setOpen(false);
      setActive(-1);
      if (typed !== null) {
        // Typing a whole name without picking it from the list still chooses it.
        const exact = options.find((option) => fold(option.label) === fold(typed));
        if (exact) choose(exact);
      }
      onBlur?.();
    }

    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    const activeId = open && active >= 0 ? `${optionIdPrefix}-${active}` : undefined;

    useEffect(() => {
      // Keep the option the arrow keys reached visible in the scrolling list.
      if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
    }, [activeId]);
    return (
      <FieldRoot>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Anchor>
          <Input
            ref={ref}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange('');
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={onInputBlur}
          />
          <Chevron aria-hidden="true">▾</Chevron>
          <Listbox
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open || matches.length === 0}
          >
            {matches.map((option, index) => (
              <Option
                key={option.value}
                id={`${optionIdPrefix}-${index}`}
                role="option"
                aria-selected={option.value === value}
                active={index === active}
                // Keep the focus in the input: a click must not blur it before choosing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </Option>
            ))}
          </Listbox>
          {open && matches.length === 0 ? (
            // Read out by the status region below; hidden here so it is not read twice.
            <Empty aria-hidden="true">{noResultsText}</Empty>
          ) : null}
        </Anchor>
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        <VisuallyHidden role="status" aria-live="polite">
          {open ? (matches.length === 0 ? noResultsText : resultsText(matches.length)) : ''}
        </VisuallyHidden>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </FieldRoot>
    );
  },
);
