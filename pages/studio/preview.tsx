import type { GetServerSideProps } from 'next';
import { StudioPreview } from '@/studio/StudioPreview';
import type { StudioPreviewProps } from '@/studio/studioTypes';

/**
 * /studio/preview: the checkout page of the step being edited, drawn by the production
 * renderer and templates from the draft the studio posts (404 unless the studio runs).
 */
export const getServerSideProps: GetServerSideProps<StudioPreviewProps> = async (ctx) => {
  const { studioEnabled } = await import('@/studio/server/studioEnabled');
  if (!studioEnabled()) return { notFound: true };
  // Only this machine, by its own name: another site (DNS rebinding included) gets a 404.
  const { studioRequestRefusal } = await import('@/studio/server/studioRequestGuard');
  if (studioRequestRefusal(ctx.req)) return { notFound: true };
  const { applyPageSecurityHeaders } = await import('@/renderer/security/pageSecurityHeaders');
  const { buildStudioPreviewProps } = await import('@/studio/server/studioPageProps');
  applyPageSecurityHeaders(ctx.res, { frameAncestors: ["'self'"] });
  ctx.res.setHeader('X-Robots-Tag', 'noindex');
  return { props: buildStudioPreviewProps() };
};

export default StudioPreview;
