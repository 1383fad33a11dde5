import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepPosition } from '@/checkout/navigation/stepPosition';

/** How long after a step change a heading drawn late (or swapped) still takes focus. */
const followHeadingMs = 5000;

/**
 * After each step change (not on the first page load, where the browser starts at the top),
 * moves focus to the new step's heading (the first `h1` of `main`, once the step has drawn
 * it) and returns the sentence to announce in a live region: 'Passo N de M: <heading>'. A
 * screen-reader user hears where they are; a keyboard user continues from the top of the step.
 */
export function useStepFocus(
  main: RefObject<HTMLElement | null>,
  flow: ResolvedFlow,
  stepId: string,
): string {
  const [announcement, setAnnouncement] = useState('');
  const firstStep = useRef(stepId);

  useEffect(() => {
    if (firstStep.current === stepId) return;
    firstStep.current = '';
    const root = main.current;
    if (!root) return;
    const position = stepPosition(flow, stepId);
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
      heading.focus();
      const text = heading.textContent?.trim() ?? '';
      setAnnouncement(position ? `Passo ${position.current} de ${position.total}: ${text}` : text);
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
  }, [main, flow, stepId]);

  return announcement;
}
