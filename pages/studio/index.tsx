import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { StudioPageProps } from '@/studio/studioTypes';

// The studio is drawn in the browser only (graph layout, forms), in its own chunks.
const StudioApp = dynamic(() => import('@/studio/StudioApp').then((m) => m.StudioApp), {
  ssr: false,
});

/** /studio: the ops studio (404 unless the process runs with TRILHA_STUDIO=1). */
export const getServerSideProps: GetServerSideProps<StudioPageProps> = async (ctx) => {
  const { studioEnabled } = await import('@/studio/server/studioEnabled');
  if (!studioEnabled()) return { notFound: true };
  // Only this machine, by its own name: another site (DNS rebinding included) gets a 404.
  const { studioRequestRefusal } = await import('@/studio/server/studioRequestGuard');
  if (studioRequestRefusal(ctx.req)) return { notFound: true };
  const { applyPageSecurityHeaders } = await import('@/renderer/security/pageSecurityHeaders');
  const { buildStudioPageProps } = await import('@/studio/server/studioPageProps');
  applyPageSecurityHeaders(ctx.res, { frameOrigins: ["'self'"] });
  ctx.res.setHeader('X-Robots-Tag', 'noindex');
  return { props: buildStudioPageProps(ctx.query) };
};

export default function StudioPage(props: StudioPageProps) {
  return (
    <>
      <Head>
        <title>Trilha Studio</title>
      </Head>
      <StudioApp {...props} />
    </>
  );
}
