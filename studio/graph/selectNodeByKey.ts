import type { KeyboardEvent } from 'react';

/**
 * Enter or Space on a focused graph node selects its step, as a click does (xyflow makes nodes
 * focusable with Tab but only a click opens a step). `missing:` nodes (a move to a step the flow
 * does not have) select nothing.
 */
export function selectNodeByKey(
  event: KeyboardEvent<HTMLElement>,
  onSelect: (stepId: string) => void,
) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target as HTMLElement;
  if (!target.classList?.contains('react-flow__node')) return;
  const id = target.getAttribute('data-id');
  if (!id || id.startsWith('missing:')) return;
  event.preventDefault();
  onSelect(id);
}
