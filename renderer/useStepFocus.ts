import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepPosition } from '@/checkout/navigation/stepPosition';

const waitForHeadingMs = 3000;

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
    const focusHeading = (): boolean => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      heading.setAttribute('tabindex', '-1');
      heading.focus();
      const text = heading.textContent?.trim() ?? '';
      setAnnouncement(position ? `Passo ${position.current} de ${position.total}: ${text}` : text);
      return true;
    };
    if (focusHeading()) return;
    // The step may draw its heading a moment later (lazy chunk, lead check, plans loading).
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), waitForHeadingMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [main, flow, stepId]);

  return announcement;
}
