import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOptionalCheckout } from '@/checkout/CheckoutContext';
import { readDraft, writeDraft } from '@/checkout/draft/stepDraft';
import type { DraftPlace, DraftValue } from '@/checkout/draft/stepDraft';

/**
 * Where the current step keeps its draft of `part` (see `stepDraft.ts`): product, flow and
 * step of the page. Undefined outside a checkout page (a component rendered on its own), where
 * nothing is kept.
 */
export function useDraftPlace(part: string): DraftPlace | undefined {
  const page = useOptionalCheckout()?.page;
  const productCode = page?.productCode;
  const flowId = page?.productFlow.id;
  const stepId = page?.step.id;
  return useMemo(
    () =>
      productCode !== undefined && flowId !== undefined && stepId !== undefined
        ? { productCode, flowId, stepId, part }
        : undefined,
    [productCode, flowId, stepId, part],
  );
}

/**
 * A choice the buyer makes on a step (the add-ons ticked, how many profiles, a Livelo option),
 * kept as the step's draft under `part`, so a reload shows it as chosen. The server and the
 * hydrating render use `initial`; right after mount a kept choice replaces it (`accept` turns
 * the stored value into a choice, or undefined when it no longer fits the step). Every choice
 * the buyer makes through the returned setter is kept; the navigation drops the draft when
 * the buyer leaves the step forward.
 */
export function useKeptChoice<T extends DraftValue>(
  part: string,
  initial: T | (() => T),
  accept: (stored: DraftValue) => T | undefined,
): [T, (next: T) => void] {
  const place = useDraftPlace(part);
  const [value, setValue] = useState<T>(initial);
  const chosen = useRef(false);
  const acceptRef = useRef(accept);
  useEffect(() => {
    acceptRef.current = accept;
  });

  useEffect(() => {
    if (!place) return;
    const stored = readDraft(place)?.[part];
    const kept = stored === undefined ? undefined : acceptRef.current(stored);
    if (kept !== undefined && !chosen.current) setValue(kept);
  }, [place, part]);

  useEffect(() => {
    if (place && chosen.current) writeDraft(place, { [part]: value });
  }, [place, part, value]);

  const choose = useCallback((next: T) => {
    chosen.current = true;
    setValue(next);
  }, []);

  return [value, choose];
}

/** Accepts a kept text choice (a radio's value) as it is; a list is not one. */
export function keptText(stored: DraftValue): string | undefined {
  return typeof stored === 'string' ? stored : undefined;
}
