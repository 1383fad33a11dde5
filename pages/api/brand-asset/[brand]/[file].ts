import type { NextApiRequest, NextApiResponse } from 'next';
import { readBrandAsset } from '@/renderer/brandAssetFile';

/**
 * `/brands/<id>/<file>` for a brand asset `next start` did not know when it started (a brand
 * made by `npm run new-brand` on a running server): read from disk now (see
 * renderer/brandAssetFile.ts). The files that existed at start are still served by Next.js.
 */
export default function brandAsset(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const { brand, file } = req.query;
  const asset =
    typeof brand === 'string' && typeof file === 'string' ? readBrandAsset(brand, file) : undefined;
  if (!asset) return res.status(404).end();
  res.setHeader('Content-Type', asset.contentType);
  // An SVG opened on its own runs nothing and loads nothing.
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.setHeader('Content-Length', String(asset.body.length));
  return req.method === 'HEAD' ? res.status(200).end() : res.status(200).send(asset.body);
}
