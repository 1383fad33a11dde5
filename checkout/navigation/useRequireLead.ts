import { useEffect, useState } from 'react';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession } from '@/checkout/sessionStore';

/** Whether the buyer of this page has a lead: unknown until the browser's session is read. */
export type LeadPresence = 'checking' | 'present' | 'missing';

/**
 * For the steps that cannot work without a lead (payment, Pix, success): once mounted, reads
 * the lead from session storage and, when there is none (a lost or expired session, a link
 * opened in another browser), sends the buyer to the flow's first step with the query kept,
 * instead of letting the step call the API without a lead and fail. Templates render their
 * content only when the answer is 'present'.
 */
export function useRequireLead(): LeadPresence {
  const { restart } = useStepNavigation();
  const [presence, setPresence] = useState<LeadPresence>('checking');

  useEffect(() => {
    const present = Boolean(readSession('dataLead')?.leadId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    setPresence(present ? 'present' : 'missing');
    if (!present) void restart();
  }, [restart]);

  return presence;
}
