import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountConfirming, AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { isApiError, isNotFound } from '@/checkout/api/ApiError';
import { LoadFailed } from '@/checkout/LoadFailed';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import type { StoredPurchase } from '@/checkout/sessionStore';

/** How often a record not yet confirmed is read again while the buyer waits (ms). */
const recheckMs = 5000;

/** What a confirmation of a paid record reads, and what it shows in each of its states. */
export interface PaidRecordConfirmationProps<Record> {
  /** The query key of the record of that id. */
  queryKey: (recordId: string) => QueryKey;
  /** Reads the record of that id from the API. */
  load: (recordId: string) => Promise<Record>;
  /** Whether the API confirms what the buyer paid for (an invoice paid, a subscription active). */
  confirms: (record: Record, purchase: StoredPurchase) => boolean;
  /** What the loading state says, e.g. 'Carregando a fatura'. */
  loadingLabel: string;
  /** The notice of a record the API does not know. */
  notFound: { heading: string; body: string };
  /** A boleto not paid yet: the boleto screen of this kind of record. */
  bankslip: (record: Record, purchase: StoredPurchase) => ReactNode;
  /** The confirmation, once the API confirms the record. */
  children: (record: Record, purchase: StoredPurchase) => ReactNode;
}

/**
 * The confirmation of an account record paid in this session (an invoice, a subscription): the
 * record is the stored purchase's `recordId` (never an id from the URL, so a reload keeps it and
 * a link cannot name another), read from the API. Its states: not found, loading, failed (with
 * 'Tentar novamente'), a boleto not paid yet (`bankslip`), still being confirmed after a card or
 * a Pix ('Estamos confirmando o seu pagamento', read again every few seconds), and confirmed
 * (`children`). The journey guard (`needs: record, receipt`) keeps buyers without a payment in
 * this session off the page, so a missing purchase draws nothing.
 */
export function PaidRecordConfirmation<Record>({
  queryKey,
  load,
  confirms,
  loadingLabel,
  notFound,
  bankslip,
  children,
}: PaidRecordConfirmationProps<Record>) {
  const purchase = useBuyerPurchase();
  const recordId = purchase?.recordId ?? '';
  const record = useQuery({
    queryKey: queryKey(recordId),
    queryFn: () => load(recordId),
    enabled: recordId !== '',
    retry: (count, error) => !(isApiError(error) && error.kind === 'client') && count < 2,
    refetchInterval: (query) =>
      query.state.data &&
      purchase &&
      purchase.method !== 'bankslip' &&
      !confirms(query.state.data, purchase)
        ? recheckMs
        : false,
  });

  // The session is read after mount; the journey guard has checked there is a purchase.
  if (!purchase) return null;
  if (isNotFound(record.error)) {
    return (
      <AccountNotice heading={notFound.heading} tone="problem">
        {notFound.body}
      </AccountNotice>
    );
  }
  if (record.isPending) {
    return <AccountLoading heading="Confirmando o pagamento" label={loadingLabel} />;
  }
  if (record.isError) {
    return <LoadFailed heading="Confirmando o pagamento" onRetry={() => void record.refetch()} />;
  }
  if (!confirms(record.data, purchase)) {
    if (purchase.method === 'bankslip') return <>{bankslip(record.data, purchase)}</>;
    return <AccountConfirming checking={record.isFetching} onCheck={() => void record.refetch()} />;
  }
  return <>{children(record.data, purchase)}</>;
}
