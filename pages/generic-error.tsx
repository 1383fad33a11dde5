import { useSyncExternalStore } from 'react';
import Head from 'next/head';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

/**
 * /generic-error (spec §2, §8): where every server-side failure lands, with the original
 * query kept so 'Tentar novamente' starts the same checkout again. The page is static; the
 * query is read after mount.
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
