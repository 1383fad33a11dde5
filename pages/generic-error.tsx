import { useMemo, useSyncExternalStore } from 'react';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { errorPageBrand } from '@/renderer/errorPageBrand';
import type { ErrorPageBrand } from '@/renderer/errorPageBrand';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';
import { createBrandTheme } from '@/ui/createBrandTheme';
import { styled } from '@/ui/stitches.config';

const Page = styled('div', {
  minHeight: '100vh',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  fontFamily: '$body',
});
const Logo = styled('img', {
  display: 'block',
  margin: '0 auto',
  paddingTop: '$6',
  height: 'auto',
});

/** Finds the brand (favicon, logo, theme) from the host and the query the failed checkout kept. */
export const getServerSideProps: GetServerSideProps<ErrorPageBrand> = async ({ req, query }) => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) flat[key] = first;
  }
  return { props: errorPageBrand(req, flat) };
};

/**
 * /generic-error (spec §2, §8): where every server-side failure lands, with the original
 * query kept so 'Tentar novamente' starts the same checkout again. It carries the brand the
 * query names (favicon, logo, colours and font, rendered on the server); the neutral page when
 * none can be told. The retry link reads the query after mount.
 */
export default function GenericErrorPage({ favicon, logo, theme }: ErrorPageBrand) {
  const retryHref = useSyncExternalStore(
    () => () => undefined,
    () => `/${window.location.search}`,
    () => '/',
  );
  const themeClass = useMemo(
    () => (theme ? createBrandTheme(theme.id, theme.tokens).className : undefined),
    [theme],
  );
  return (
    <Page className={themeClass}>
      <Head>
        <title>Checkout - Erro</title>
        <link rel="icon" href={favicon} />
      </Head>
      {logo ? <Logo src={logo.file} alt={logo.alt} width={logo.width} /> : null}
      <GeneralErrorView retryHref={retryHref} />
    </Page>
  );
}
