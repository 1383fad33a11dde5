import { useEffect, useState } from 'react';
import { readSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The purchase this buyer made in this session (see `StoredPurchase`): undefined while the
 * session is read after mount, null when there is none or it belongs to another lead.
 */
export function useBuyerPurchase(): StoredPurchase | null | undefined {
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(undefined);
  useEffect(() => {
    const stored = readSession('dataPurchase');
    const leadId = readSession('dataLead')?.leadId;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    setPurchase(stored && leadId && stored.leadId === leadId ? stored : null);
  }, []);
  return purchase;
}
