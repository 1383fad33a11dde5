import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { isNotFound } from '@/checkout/api/ApiError';
import { useCheckout } from '@/checkout/CheckoutContext';
import { LoadFailed } from '@/checkout/LoadFailed';
import { AlreadyPaidForRecord } from '@/checkout/payment/AlreadyPaidForRecord';

/** How a "pay a record" page finds its record and says what it could not find. */
export interface RecordPaymentPageProps<Record> {
  /** The step's heading, also over the loading and failure states. */
  heading: string;
  /** The query key of the record named by the route's id (`/payment/[id]`, `/renew/[id]`, …). */
  queryKey: (recordId: string) => QueryKey;
  /** Reads the record of that id from the API. */
  load: (recordId: string) => Promise<Record>;
  /** What the loading state says, e.g. 'Carregando a fatura'. */
  loadingLabel: string;
  /** The notice of a link without an id, or of an id the API does not know. */
  notFound: { heading: string; body: (recordId: string) => ReactNode };
  /** The page once the record is here; `reload` reads it again (after a 409, say). */
  children: (record: Record, reload: () => void) => ReactNode;
}

/**
 * The page of an account record the buyer pays from a link (an invoice, a recovery, a
 * subscription to renew): the record of the route's id is read, with a notice for a link that
 * names none or an unknown one, the step's loading state, and 'Tentar novamente' when the read
 * fails; a record with a payment under way or issued gets that page first
 * (`AlreadyPaidForRecord`). Only then does `children` draw the record and its payment form.
 */
export function RecordPaymentPage<Record>(page: RecordPaymentPageProps<Record>) {
  const recordId = useCheckout().page.routeParams.id ?? '';
  return (
    <AlreadyPaidForRecord recordId={recordId}>
      <LoadedRecord recordId={recordId} {...page} />
    </AlreadyPaidForRecord>
  );
}

function LoadedRecord<Record>({
  recordId,
  heading,
  queryKey,
  load,
  loadingLabel,
  notFound,
  children,
}: RecordPaymentPageProps<Record> & { recordId: string }) {
  const record = useQuery({
    queryKey: queryKey(recordId),
    queryFn: () => load(recordId),
    enabled: recordId !== '',
  });
  if (recordId === '' || (record.isError && isNotFound(record.error))) {
    return (
      <AccountNotice heading={notFound.heading} tone="problem">
        {notFound.body(recordId)}
      </AccountNotice>
    );
  }
  if (record.isPending) return <AccountLoading heading={heading} label={loadingLabel} />;
  if (record.isError) {
    return <LoadFailed heading={heading} onRetry={() => void record.refetch()} />;
  }
  return <>{children(record.data, () => void record.refetch())}</>;
}
