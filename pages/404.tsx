import Head from 'next/head';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

/** The 404 page shows the general message (spec §2: generic error and 404 share a screen). */
export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>Checkout - Página não encontrada</title>
      </Head>
      <GeneralErrorView retryHref="/" />
    </>
  );
}
