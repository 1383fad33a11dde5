/**
 * What this browser knows of a purchase (lib/payment/purchase.ts), kept in local storage so
 * every tab of the checkout sees it: a reload, a duplicated tab, a window opened on the payment
 * URL. Session storage (sessionStore.ts) is one tab's; a purchase is the buyer's.
 *
 * An entry says: an attempt was sent and this browser has not seen it end (a tab reloaded or
 * closed while paying leaves it: the next page asks the API how it ended); the purchase is paid
 * (the receipt, no card data); a Pix code of it waits to be paid. Other tabs hear every change
 * (`storage` events). The writing tab does not: it is the one that paid or sent the attempt, and
 * shows that itself (had it heard its own write, a paid Pix step would have drawn the receipt for
 * the moment its navigation to the success step took: a layout shift the journey walker saw).
 * Entries older than a day are ignored. Reads never throw: a blocked or full storage reads as
 * nothing, and the API's purchase guard still refuses a second charge.
 */
import type { StoredPurchase } from '@/checkout/sessionStore';

/** A Pix code of the purchase waiting to be paid, as the page that issued it knows it. */
export interface LedgerPix {
  paymentId: string;
  amount: number;
  currency: StoredPurchase['currency'];
  expiresAt: string;
}

/** One purchase's entry (see the module's comment). */
export interface PurchaseLedgerEntry {
  /** When an attempt this browser sent started (Unix ms), until this browser saw it end. */
  attemptStartedAt?: number;
  /** The purchase, paid: the receipt the paying tab recorded. */
  paid?: StoredPurchase;
  /** A Pix code issued for the purchase and not known to be paid. */
  pix?: LedgerPix;
  /** When the entry last changed (Unix ms). */
  updatedAt: number;
}

const prefix = 'trilhaPurchase:';
const maxAgeMs = 24 * 60 * 60 * 1000;

let replacedArea: Storage | undefined;

/**
 * Replaces the local storage the ledger is kept in (undefined restores it): the studio's preview
 * keeps its made-up purchases to itself, so the real checkout in the same browser never takes
 * them for the buyer's.
 */
export function replaceLedgerArea(area: Storage | undefined): void {
  replacedArea = area;
}

function localArea(): Storage | undefined {
  if (replacedArea) return replacedArea;
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The entry of a purchase, or undefined (none, unreadable, or older than a day). */
export function readPurchaseLedger(purchaseId: string): PurchaseLedgerEntry | undefined {
  try {
    const raw = localArea()?.getItem(prefix + purchaseId);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as PurchaseLedgerEntry;
    if (typeof entry !== 'object' || entry === null || typeof entry.updatedAt !== 'number')
      return undefined;
    return Date.now() - entry.updatedAt > maxAgeMs ? undefined : entry;
  } catch {
    return undefined;
  }
}

type Listener = () => void;

/**
 * Changes a purchase's entry: the fields of `patch` replace the entry's (an `undefined` value
 * removes that field). Other tabs hear the storage event.
 */
export function updatePurchaseLedger(
  purchaseId: string,
  patch: Partial<Omit<PurchaseLedgerEntry, 'updatedAt'>>,
): void {
  const next: PurchaseLedgerEntry = {
    ...readPurchaseLedger(purchaseId),
    ...patch,
    updatedAt: Date.now(),
  };
  for (const key of Object.keys(next) as (keyof PurchaseLedgerEntry)[])
    if (next[key] === undefined) delete next[key];
  try {
    localArea()?.setItem(prefix + purchaseId, JSON.stringify(next));
  } catch {
    // A full or blocked storage: this tab still knows (its own state), the API still guards.
  }
}

/**
 * Calls `listener` whenever another tab changes the purchase's entry (or clears the storage);
 * returns the unsubscribe.
 */
export function subscribePurchaseLedger(purchaseId: string, listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === prefix + purchaseId || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
