import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { setPaymentTimeoutMs } from '@/checkout/api/paymentTimeout';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { mergeSession, readSession, writeSession } from '@/checkout/sessionStore';

/** The buyer as the checkout knows them (spec §3 "Shared checkout context"). */
export interface Buyer {
  name: string;
  email: string;
  phone: string;
}

/**
 * What the buyer has done so far on this device (spec §3 "Shared checkout context"), restored
 * from session storage. It lives in a small store beside the page props, so a change (the
 * restore after hydration, the loading overlay) re-renders only the components that read it.
 */
export interface CheckoutSession {
  buyer: Buyer;
  leadId: string | null;
  purchaseToken: string | null;
  /** Where the success page sends the buyer; spec §2 default '/login'. */
  redirectOnSuccess: string;
  /** Whether the loading overlay is requested (shown after the spec's 200 ms delay). */
  loading: boolean;
  /** The upsell theme flag (`shouldUseUpsellTheme`): the product theme follows it. */
  useUpsellTheme: boolean;
}

/**
 * The shared checkout context of spec §3: the page props (the server's answer for this
 * request), which never change during a render of the page, and the setters of the buyer's
 * session. The session's values are read with `useCheckoutSession` (re-renders on change) or,
 * in event handlers and query keys that need no re-render, with `readCheckoutSession`.
 */
export interface CheckoutContextValue {
  /** Everything the server resolved for this request (product, flow, step, brand, theme…). */
  page: CheckoutPageProps;
  isMozambique: boolean;
  /** Updates the buyer and persists it as `dataForm`, so a reload loses nothing. */
  setBuyer: (patch: Partial<Buyer>) => void;
  setLeadId: (leadId: string) => void;
  setPurchaseToken: (token: string) => void;
  setRedirectOnSuccess: (path: string) => void;
  setLoading: (loading: boolean) => void;
  setUseUpsellTheme: (value: boolean) => void;
  /** The session as it is now; reading it does not subscribe the caller to changes. */
  readCheckoutSession: () => CheckoutSession;
}

interface SessionStore {
  get: () => CheckoutSession;
  update: (patch: Partial<CheckoutSession>) => void;
  subscribe: (listener: () => void) => () => void;
}

interface CheckoutContextInternal extends CheckoutContextValue {
  store: SessionStore;
}

const CheckoutContext = createContext<CheckoutContextInternal | null>(null);

const emptyBuyer: Buyer = { name: '', email: '', phone: '' };

/** The session the server renders with: it has no session storage. */
const serverSession: CheckoutSession = {
  buyer: emptyBuyer,
  leadId: null,
  purchaseToken: null,
  redirectOnSuccess: '/login',
  loading: false,
  useUpsellTheme: false,
};

/** The session restored from session storage (the server's empty one where there is none). */
function restoredSession(): CheckoutSession {
  const form = readSession('dataForm');
  const lead = readSession('dataLead');
  const buyer = {
    name: form?.name ?? lead?.name ?? '',
    email: form?.email ?? lead?.email ?? '',
    phone: form?.phone ?? lead?.phone ?? '',
  };
  const sameBuyer = (Object.keys(buyer) as (keyof Buyer)[]).every((key) => buyer[key] === '');
  return {
    ...serverSession,
    buyer: sameBuyer ? emptyBuyer : buyer,
    leadId: lead?.leadId ?? null,
    useUpsellTheme: readSession('shouldUseUpsellTheme') === true,
  };
}

function createSessionStore(initial: CheckoutSession): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(patch) {
      const changed = (Object.keys(patch) as (keyof CheckoutSession)[]).some(
        (key) => patch[key] !== state[key],
      );
      if (!changed) return;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Provides the checkout context. It renders on the server too (the first paint is already the
 * brand's step). The buyer's session is read from session storage when the browser creates the
 * provider; the hydrating render still uses the server's empty session (no mismatch), and
 * right after it only the components that read a restored value render again, as the spec's
 * "restored from stored form data" asks. A payment form, which reads the lead only in its
 * handlers and query keys, is not rendered a second time.
 */
export function CheckoutProvider({
  page,
  children,
}: {
  page: CheckoutPageProps;
  children: ReactNode;
}) {
  const [store] = useState(() => createSessionStore(restoredSession()));
  // The browser's payment calls wait as long as this page says (only effects run in the browser).
  const { paymentTimeoutMs } = page;
  useEffect(() => setPaymentTimeoutMs(paymentTimeoutMs), [paymentTimeoutMs]);

  const value = useMemo<CheckoutContextInternal>(
    () => ({
      page,
      isMozambique: page.isMozambiqueTheme,
      store,
      readCheckoutSession: store.get,
      setBuyer(patch) {
        store.update({ buyer: { ...store.get().buyer, ...patch } });
        mergeSession('dataForm', patch);
      },
      setLeadId: (leadId) => store.update({ leadId }),
      setPurchaseToken: (purchaseToken) => store.update({ purchaseToken }),
      setRedirectOnSuccess: (redirectOnSuccess) => store.update({ redirectOnSuccess }),
      setLoading: (loading) => store.update({ loading }),
      setUseUpsellTheme(useUpsellTheme) {
        store.update({ useUpsellTheme });
        writeSession('shouldUseUpsellTheme', useUpsellTheme);
      },
    }),
    [page, store],
  );

  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

function useInternalContext(caller: string): CheckoutContextInternal {
  const value = useContext(CheckoutContext);
  if (!value) {
    throw new Error(`CHECKOUT_CONTEXT_MISSING: ${caller} must be used inside <CheckoutProvider>`);
  }
  return value;
}

/**
 * One value of the buyer's session, re-rendering the caller when it changes (and right after
 * hydration, when the restored value differs from the server's). `select` returns a field or
 * a value derived from it that compares equal when unchanged (a string, a flag, a field's
 * object), never a new object.
 */
export function useCheckoutSession<T>(select: (session: CheckoutSession) => T): T {
  const { store } = useInternalContext('useCheckoutSession()');
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverSession),
  );
}

/**
 * The checkout context when there is one; null outside `CheckoutProvider` (a shared hook that
 * works on checkout pages and in isolation, such as `useFieldForm`'s drafts).
 */
export function useOptionalCheckout(): CheckoutContextValue | null {
  return useContext(CheckoutContext);
}

/** Reads the checkout context; throws a coded error when used outside `CheckoutProvider`. */
export function useCheckout(): CheckoutContextValue {
  return useInternalContext('useCheckout()');
}
