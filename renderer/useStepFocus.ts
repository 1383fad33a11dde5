import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { StepPosition } from '@/checkout/stepPosition';

/** How long after a step change a heading drawn late (or swapped) still takes focus. */
const followHeadingMs = 5000;

/**
 * After each step change (not on the first page load, where the browser starts at the top),
 * moves focus to the new step's heading (the first `h1` of `main`, once the step has drawn
 * it), described as 'Passo N de M' (`aria-description`). A screen reader reads the focused
 * heading and its step ('Pagamento, Passo 2 de 3'); a keyboard user continues from the top of
 * the step. No live region repeats the heading's text, so the page's text is not doubled.
 */
export function useStepFocus(
  main: RefObject<HTMLElement | null>,
  stepId: string,
  position: StepPosition | null | undefined,
): void {
  const firstStep = useRef(stepId);

  useEffect(() => {
    if (firstStep.current === stepId) return;
    firstStep.current = '';
    const root = main.current;
    if (!root) return;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = root.querySelector('h1');
      if (!heading || heading === focused) return;
      // A step may swap its heading (loading → form): follow it, unless the buyer has
      // already moved on to something else.
      const active = document.activeElement;
      if (focused && focused.isConnected) return;
      if (focused && active && active !== document.body) return;
      focused = heading;
      heading.setAttribute('tabindex', '-1');
      if (position) {
        heading.setAttribute('aria-description', `Passo ${position.current} de ${position.total}`);
      }
      heading.focus();
    };
    focusHeading();
    // The step may draw its heading a moment later (lazy chunk, lead check, plans loading).
    const observer = new MutationObserver(focusHeading);
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), followHeadingMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [main, stepId, position]);
}
