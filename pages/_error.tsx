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

ErrorPage.getInitialProps = async (context: NextPageContext): Promise<ErrorPageProps> => {
  const { res, err } = context;
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // Server-side only: a 500 with its error goes to error reporting (spec §8; a 404 is not).
  if (typeof window === 'undefined' && err && statusCode >= 500) {
    const { startErrorReportingServer } =
      await import('@/platform/observability/errorReportingServer');
    const Sentry = await startErrorReportingServer();
    await Sentry?.captureUnderscoreErrorException(context);
  }
  return { statusCode };
};
