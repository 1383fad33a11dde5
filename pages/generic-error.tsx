import { useSyncExternalStore } from 'react';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

/** Rendered per request, not prerendered, so its scripts get the request's nonce (`_document`). */
export const getServerSideProps: GetServerSideProps<Record<string, never>> = async () => ({
  props: {},
});

/**
 * /generic-error (spec §2, §8): where every server-side failure lands, with the original
 * query kept so 'Tentar novamente' starts the same checkout again. The query is read after
 * mount.
 */
export default function GenericErrorPage() {
  const retryHref = useSyncExternalStore(
    () => () => undefined,
    () => `/${window.location.search}`,
    () => '/',
  );
  return (
    <>
      <Head>
        <title>Checkout - Erro</title>
      </Head>
      <GeneralErrorView retryHref={retryHref} />
    </>
  );
}
