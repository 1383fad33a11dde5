import { useCallback, useRef, useState } from 'react';

/**
 * Whether the buyer started on a form (focused a field or pressed anywhere in it), and the
 * handler that says so, for the form's `onFocus` and `onPointerDown`. `onEngaged` runs once, on
 * the first of them: what only paying needs is loaded then, while the buyer fills the form,
 * instead of with the page (issue 25: a buyer who only looks downloads none of it).
 */
export function useFormEngagement(onEngaged: () => void): { engaged: boolean; engage: () => void } {
  const [engaged, setEngaged] = useState(false);
  const started = useRef(false);
  const engage = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setEngaged(true);
    onEngaged();
  }, [onEngaged]);
  return { engaged, engage };
}
