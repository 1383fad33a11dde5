import { useSyncExternalStore } from 'react';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { errorPageFavicon } from '@/renderer/errorPageFavicon';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

/** Props of the generic error page. */
interface GenericErrorProps {
  /** The brand's favicon (from the kept query), else the neutral one. */
  favicon: string;
}

/** Finds the brand's favicon from the host and the query the failed checkout kept. */
export const getServerSideProps: GetServerSideProps<GenericErrorProps> = async ({ req, query }) => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) flat[key] = first;
  }
  return { props: { favicon: errorPageFavicon(req, flat) } };
};

/**
 * /generic-error (spec §2, §8): where every server-side failure lands, with the original
 * query kept so 'Tentar novamente' starts the same checkout again. The page is static; the
 * query is read after mount. It carries the brand's favicon.
 */
export default function GenericErrorPage({ favicon }: GenericErrorProps) {
  const retryHref = useSyncExternalStore(
    () => () => undefined,
    () => `/${window.location.search}`,
    () => '/',
  );
  return (
    <>
      <Head>
        <title>Checkout - Erro</title>
        <link rel="icon" href={favicon} />
      </Head>
      <GeneralErrorView retryHref={retryHref} />
    </>
  );
}
