import type { NextApiRequest, NextApiResponse } from 'next';
import { studioEnabled } from '@/studio/server/studioEnabled';
import { studioRequestRefusal } from '@/studio/server/studioRequestGuard';
import {
  openProductFile,
  saveProductFile,
  StudioFileError,
  StudioFileUnreadable,
  studioRoot,
} from '@/studio/server/studioFiles';
import { commitSave, parseAuthor } from '@/studio/server/gitHistory';

/**
 * The studio's file API (404 unless the process runs the studio; 403 to any request that is not
 * this machine's own, see studio/server/studioRequestGuard.ts): GET `?file=` opens a product
 * config (text, data and the hash of this version); PUT `{ file, baseHash, data, dryRun?,
 * commit?: { message?, author? } }` checks the edit against the whole tree and writes it (see
 * studio/server/studioFiles.ts), then commits it where the studio's folder is a git work tree
 * (studio/server/gitHistory.ts; `git` in the answer says how that went): 200 with the diff, 409 when the file changed on disk since it was opened, 422 with the errors
 * (and to a GET or PUT of a file that is not JSON on disk, with its file, line and column).
 */
export default function studioFile(req: NextApiRequest, res: NextApiResponse) {
  if (!studioEnabled()) return res.status(404).json({ error: 'not_found' });
  res.setHeader('Cache-Control', 'no-store');
  // Only this machine, by its own name: no other site, no DNS rebinding.
  const refusal = studioRequestRefusal(req);
  if (refusal) return res.status(403).json({ error: 'forbidden', message: refusal });
  try {
    if (req.method === 'GET') {
      const file = typeof req.query.file === 'string' ? req.query.file : '';
      return res.status(200).json(openProductFile(file));
    }
    if (req.method === 'PUT') {
      // Same-origin JSON only: a page elsewhere cannot send this without a CORS preflight.
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return res.status(415).json({ error: 'json_required' });
      const body = req.body as {
        file?: unknown;
        baseHash?: unknown;
        data?: unknown;
        dryRun?: unknown;
        commit?: { message?: unknown; author?: unknown };
      };
      const message = typeof body.commit?.message === 'string' ? body.commit.message : undefined;
      const author = typeof body.commit?.author === 'string' ? body.commit.author : undefined;
      // Refused before anything is written, so a save is never left without its commit.
      if (author?.trim() && !parseAuthor(author))
        return res
          .status(400)
          .json({ error: 'author', message: 'Autor inválido: use "Nome <email>".' });
      if (
        typeof body.file !== 'string' ||
        typeof body.baseHash !== 'string' ||
        body.data === undefined
      )
        return res.status(400).json({ error: 'file, baseHash and data are required' });
      const result = saveProductFile({
        file: body.file,
        baseHash: body.baseHash,
        data: body.data,
        dryRun: body.dryRun === true,
      });
      const git =
        result.status === 200 && result.written
          ? commitSave(studioRoot(), body.file, { message, author })
          : undefined;
      // The errors are `npm run validate`'s own, already in the ops' Portuguese.
      if (result.status === 200) return res.status(200).json({ ...result, git });
      return res.status(result.status).json(result);
    }
    res.setHeader('Allow', 'GET, PUT');
    return res.status(405).json({ error: 'method_not_allowed' });
  } catch (error) {
    if (error instanceof StudioFileError) return res.status(400).json({ error: error.message });
    // A config on disk that is not JSON: where, so the ops person can fix it.
    if (error instanceof StudioFileUnreadable)
      return res.status(422).json({ error: 'invalid_json', message: error.message });
    throw error;
  }
}
