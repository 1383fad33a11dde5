import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { readDraft, writeDraft } from '@/checkout/draft/stepDraft';
import type { CardFieldName } from '@/checkout/draft/stepDraft';
import { useDraftPlace } from '@/checkout/draft/useStepDraft';

/** How one field of a form is validated and formatted as the buyer types. */
export interface FieldSpec<V extends Record<string, string>> {
  /** Returns the spec §5 message, or undefined when valid; may read the other values. */
  validate?: (value: string, values: V) => string | undefined;
  /** Reformats the raw input as the buyer types (e.g. card number groups, 'MM/AA'). */
  format?: (raw: string) => string;
}

/** The props `bind(name)` spreads onto a `TextField` or `SelectField`. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (event?: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/** The event handlers of a bound field: the same functions for the form's whole life. */
type FieldHandlers = Pick<BoundField, 'onChange' | 'onBlur' | 'ref'>;

/** What `useFieldForm` gives a template. */
export interface FieldForm<V extends Record<string, string>> {
  values: V;
  /** Errors of touched fields only (spec §5: an error shows only when the field was touched). */
  errors: Partial<Record<keyof V, string>>;
  setValue: (name: keyof V, value: string) => void;
  setValues: (patch: Partial<V>) => void;
  /** Sets a field's value as untouched, so it shows no error until the buyer leaves it again. */
  resetField: (name: keyof V, value?: string) => void;
  bind: (name: keyof V & string) => BoundField;
  /**
   * Touches every field and validates; when something is invalid, moves focus to the first
   * invalid field (in field order) and returns false.
   */
  validateAndFocus: () => boolean;
}

/** A field a form may keep across a reload: any of its fields but the card fields. */
export type KeepableField<V> = Exclude<keyof V & string, CardFieldName>;

/** How a form keeps what the buyer typed across a reload of its step. */
export interface FieldFormOptions<V extends Record<string, string>> {
  /**
   * The fields kept as the step's draft while the buyer types (session storage, per product,
   * flow and step), shown again after a reload and dropped once the buyer leaves the step
   * forward. Card fields cannot be named here, and are never stored anyway.
   */
  keep?: readonly KeepableField<V>[];
  /** Which of the step's drafts this form's is, when a step has more than one form. */
  draftPart?: string;
  /** Called once with the values a reload brought back from the draft (e.g. to set a flag). */
  onRestore?: (restored: Partial<V>) => void;
}

/**
 * The value of a field the buyer changed from what its HTML says (its `value` attribute, or
 * the option marked `selected`): typed or chosen before the page's scripts ran. Undefined for
 * a field as it was rendered, and for a select whose HTML marks no option (one rendered in the
 * browser: React selects its option without marking it, so nothing tells what was rendered).
 */
function changedByBuyer(element: HTMLInputElement | HTMLSelectElement): string | undefined {
  if (element instanceof HTMLSelectElement) {
    const rendered = Array.from(element.options).find((option) => option.defaultSelected);
    return rendered === undefined || element.value === rendered.value ? undefined : element.value;
  }
  return element.value === element.defaultValue ? undefined : element.value;
}

/**
 * A small form state hook for the buyer's forms: values, touched, validation with the spec's
 * messages, formatting as one types, and focus on the first invalid field on submit.
 * Field order is the order of `specs`.
 */
export function useFieldForm<V extends Record<string, string>>(
  initial: V,
  specs: { [K in keyof V]?: FieldSpec<V> },
  options: FieldFormOptions<V> = {},
): FieldForm<V> {
  const [values, setValuesState] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const elements = useRef(new Map<keyof V, HTMLInputElement | HTMLSelectElement>());
  const pointerDown = useRef(false);

  useEffect(() => {
    const down = () => (pointerDown.current = true);
    const up = () => (pointerDown.current = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  // After hydration the form takes what a reload must not lose. First the step's draft (the
  // `keep` fields as they were before the reload), then what the buyer typed into the server's
  // HTML before the scripts hydrated the form (in the fields but not in this state, and the
  // next render would put the state's value back over it): each field the buyer changed is
  // adopted, formatted as if typed. A field rendered in the browser, or left as the server sent
  // it, is not touched (its state may hold a value restored from the session).
  const draftPlace = useDraftPlace(options.draftPart ?? 'form');
  const keep = options.keep;
  const keepKey = keep?.join('\n') ?? '';
  const onRestore = useRef(options.onRestore);
  useEffect(() => {
    onRestore.current = options.onRestore;
  });
  const adoptedTyped = useRef(false);
  useEffect(() => {
    if (adoptedTyped.current) return;
    adoptedTyped.current = true;
    const draft = draftPlace && keepKey !== '' ? readDraft(draftPlace) : undefined;
    const restored: Partial<V> = {};
    for (const name of keepKey === '' ? [] : keepKey.split('\n')) {
      const kept = draft?.[name];
      if (typeof kept === 'string') restored[name as keyof V] = kept as V[keyof V];
    }
    setValuesState((previous) => {
      const patch: Partial<V> = {};
      for (const name of Object.keys(restored) as (keyof V)[]) {
        if (restored[name] !== previous[name]) patch[name] = restored[name];
      }
      for (const [name, element] of elements.current) {
        const typed = changedByBuyer(element);
        if (typed === undefined || typed === (previous[name] ?? '')) continue;
        const format = specs[name]?.format;
        patch[name] = (format ? format(typed) : typed) as V[keyof V];
      }
      return Object.keys(patch).length > 0 ? { ...previous, ...patch } : previous;
    });
    if (Object.keys(restored).length > 0) onRestore.current?.(restored);
  }, [specs, draftPlace, keepKey]);

  // Every change of a kept value (typing, a prefill, the restore itself) keeps the `keep` fields
  // as the step's draft; the first render's values are the step's own and are not kept. A
  // keystroke in any other field (the card number) writes nothing: session storage is
  // synchronous, and writing it on each card digit delayed the digit's paint (issue 25).
  const keptValues =
    keepKey === '' ? '' : JSON.stringify(keepKey.split('\n').map((name) => values[name] ?? ''));
  const lastKept = useRef(keptValues);
  useEffect(() => {
    if (!draftPlace || keepKey === '' || keptValues === lastKept.current) return;
    lastKept.current = keptValues;
    const kept = JSON.parse(keptValues) as string[];
    const draft: Record<string, string> = {};
    keepKey.split('\n').forEach((name, index) => (draft[name] = kept[index] ?? ''));
    writeDraft(draftPlace, draft);
  }, [keptValues, draftPlace, keepKey]);

  const errorOf = useCallback(
    (name: keyof V, all: V) => specs[name]?.validate?.(all[name] ?? '', all),
    [specs],
  );

  const errors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(values) as (keyof V)[]) {
      if (!touched[name]) continue;
      const message = errorOf(name, values);
      if (message) out[name] = message;
    }
    return out;
  }, [values, touched, errorOf]);

  const setValue = useCallback((name: keyof V, value: string) => {
    setValuesState((previous) => ({ ...previous, [name]: value }));
  }, []);

  const setValues = useCallback((patch: Partial<V>) => {
    setValuesState((previous) => ({ ...previous, ...patch }));
  }, []);

  const resetField = useCallback((name: keyof V, value = '') => {
    setValuesState((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => ({ ...previous, [name]: false }));
  }, []);

  // Each field's handlers are made once and read the current specs when called, so a field whose
  // value and error did not change gets the same props on every keystroke elsewhere and the
  // memoized fields (TextField, SelectField) skip their render (issue 25: typing on /payment).
  const currentSpecs = useRef(specs);
  useLayoutEffect(() => {
    currentSpecs.current = specs;
  }, [specs]);
  const [handlers] = useState(() => new Map<keyof V, FieldHandlers>());
  const handlersOf = useCallback(
    (name: keyof V & string): FieldHandlers => {
      const made = handlers.get(name);
      if (made) return made;
      const created: FieldHandlers = {
        onChange: (event) => {
          const format = currentSpecs.current[name]?.format;
          const raw = event.target.value;
          setValue(name, format ? format(raw) : raw);
        },
        onBlur: (event) => {
          // Pressing the submit button with a pointer blurs this field first: showing its error
          // then would push the button away from under the pointer, the click would land beside
          // it and the buyer's press would be lost. The submit touches every field anyway.
          const next = event?.relatedTarget;
          if (pointerDown.current && next instanceof HTMLButtonElement && next.type === 'submit')
            return;
          setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
        },
        ref: (element) => {
          if (element) elements.current.set(name, element);
          else elements.current.delete(name);
        },
      };
      handlers.set(name, created);
      return created;
    },
    [handlers, setValue],
  );

  const bind = useCallback(
    (name: keyof V & string): BoundField => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      ...handlersOf(name),
    }),
    [values, errors, handlersOf],
  );

  const validateAndFocus = useCallback(() => {
    const names = Object.keys(values) as (keyof V)[];
    setTouched(
      Object.fromEntries(names.map((n) => [n, true])) as Partial<Record<keyof V, boolean>>,
    );
    const ordered = [...(Object.keys(specs) as (keyof V)[]), ...names];
    const firstInvalid = ordered.find((name) => errorOf(name, values));
    if (firstInvalid === undefined) return true;
    elements.current.get(firstInvalid)?.focus();
    return false;
  }, [values, specs, errorOf]);

  return { values, errors, setValue, setValues, resetField, bind, validateAndFocus };
}
