import Head from 'next/head';
import type { NextPageContext } from 'next';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

interface ErrorPageProps {
  statusCode: number;
}

/**
 * The 404 and 500 pages: the general message (spec §2: the generic error and 404 share a
 * screen). Rendered per request (it has `getInitialProps`), so its scripts get the request's
 * nonce like every other page; a prerendered page could not carry one.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return (
    <>
      <Head>
        <title>{statusCode === 404 ? 'Checkout - Página não encontrada' : 'Checkout - Erro'}</title>
      </Head>
      <GeneralErrorView retryHref="/" />
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 404,
});
