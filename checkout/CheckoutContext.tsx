import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { mergeSession, readSession, writeSession } from '@/checkout/sessionStore';

/** The buyer as the checkout knows them (spec §3 "Shared checkout context"). */
export interface Buyer {
  name: string;
  email: string;
  phone: string;
}

/**
 * The shared checkout context of spec §3. The page props are the server's answer for this
 * request; the rest is what the buyer has done so far on this device.
 */
export interface CheckoutContextValue {
  /** Everything the server resolved for this request (product, flow, step, brand, theme…). */
  page: CheckoutPageProps;
  buyer: Buyer;
  /** Updates the buyer and persists it as `dataForm`, so a reload loses nothing. */
  setBuyer: (patch: Partial<Buyer>) => void;
  leadId: string | null;
  setLeadId: (leadId: string) => void;
  purchaseToken: string | null;
  setPurchaseToken: (token: string) => void;
  /** Where the success page sends the buyer; spec §2 default '/login'. */
  redirectOnSuccess: string;
  setRedirectOnSuccess: (path: string) => void;
  /** Whether the loading overlay is requested (shown after the spec's 200 ms delay). */
  loading: boolean;
  setLoading: (loading: boolean) => void;
  /** The upsell theme flag (`shouldUseUpsellTheme`): the product theme follows it. */
  useUpsellTheme: boolean;
  setUseUpsellTheme: (value: boolean) => void;
  isMozambique: boolean;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

const emptyBuyer: Buyer = { name: '', email: '', phone: '' };

/**
 * Provides the checkout context. Unlike the spec's original, it renders on the server too
 * (the first paint is already the brand's step); buyer data from session storage is restored
 * right after the first client mount, as the spec's "stored form data" asks.
 */
export function CheckoutProvider({
  page,
  children,
}: {
  page: CheckoutPageProps;
  children: ReactNode;
}) {
  const [buyer, setBuyerState] = useState<Buyer>(emptyBuyer);
  const [leadId, setLeadIdState] = useState<string | null>(null);
  const [purchaseToken, setPurchaseToken] = useState<string | null>(null);
  const [redirectOnSuccess, setRedirectOnSuccess] = useState('/login');
  const [loading, setLoading] = useState(false);
  const [useUpsellTheme, setUseUpsellThemeState] = useState(false);

  useEffect(() => {
    // Session storage exists only in the browser; restoring after mount keeps the server and
    // the first client render identical (no hydration mismatch), as the spec's "restored from
    // stored form data" needs.
    const form = readSession('dataForm');
    const lead = readSession('dataLead');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time restore from an external store after mount
    setBuyerState({
      name: form?.name ?? lead?.name ?? '',
      email: form?.email ?? lead?.email ?? '',
      phone: form?.phone ?? lead?.phone ?? '',
    });
    if (lead?.leadId) setLeadIdState(lead.leadId);
    setUseUpsellThemeState(readSession('shouldUseUpsellTheme') === true);
  }, []);

  const setBuyer = useCallback((patch: Partial<Buyer>) => {
    setBuyerState((previous) => ({ ...previous, ...patch }));
    mergeSession('dataForm', patch);
  }, []);

  const setLeadId = useCallback((id: string) => setLeadIdState(id), []);

  const setUseUpsellTheme = useCallback((value: boolean) => {
    setUseUpsellThemeState(value);
    writeSession('shouldUseUpsellTheme', value);
  }, []);

  const value = useMemo<CheckoutContextValue>(
    () => ({
      page,
      buyer,
      setBuyer,
      leadId,
      setLeadId,
      purchaseToken,
      setPurchaseToken,
      redirectOnSuccess,
      setRedirectOnSuccess,
      loading,
      setLoading,
      useUpsellTheme,
      setUseUpsellTheme,
      isMozambique: page.isMozambiqueTheme,
    }),
    [page, buyer, setBuyer, leadId, setLeadId, purchaseToken, redirectOnSuccess, loading, useUpsellTheme, setUseUpsellTheme],
  );

  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

/** Reads the checkout context; throws a coded error when used outside `CheckoutProvider`. */
export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) {
    throw new Error('CHECKOUT_CONTEXT_MISSING: useCheckout() must be used inside <CheckoutProvider>');
  }
  return value;
}
