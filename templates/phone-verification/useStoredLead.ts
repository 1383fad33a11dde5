import { useEffect, useState } from 'react';
import { readSession } from '@/checkout/sessionStore';
import type { StoredLead } from '@/checkout/sessionStore';

/** The lead the lead step stored (`dataLead`), once session storage has been read. */
export interface StoredLeadState {
  /** False on the server and in the first client render, before storage is read. */
  ready: boolean;
  lead: StoredLead | undefined;
}

/**
 * Reads `dataLead` after the first mount. A step that needs the lead id on arrival cannot
 * wait for the checkout context: its restore effect runs after the step's own effects.
 */
export function useStoredLead(): StoredLeadState {
  const [state, setState] = useState<StoredLeadState>({ ready: false, lead: undefined });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of an external store after mount
    setState({ ready: true, lead: readSession('dataLead') });
  }, []);
  return state;
}
