import type { NextApiRequest, NextApiResponse } from 'next';
import { studioEnabled } from '@/studio/server/studioEnabled';
import { studioRequestRefusal } from '@/studio/server/studioRequestGuard';
import { studioRoot, StudioFileError, StudioFileUnreadable } from '@/studio/server/studioFiles';
import {
  defaultAuthor,
  fileAtSave,
  fileHistory,
  formatAuthor,
  isGitWorkTree,
  UnknownSaveError,
} from '@/studio/server/gitHistory';
import { parseJsonDocument } from '@/scripts/lib/jsonLocation';

/**
 * The saves of a product config, where the studio's folder is a git work tree (404 unless the
 * process runs the studio; 403 to any request that is not this machine's own, like the file
 * API). GET `?file=` answers `{ git: false }` outside git, else `{ git: true, author, saves }`
 * (the default author of a save, and the file's commits newest first with their diffs); GET
 * `?file=&commit=` answers the file's data at one of those saves, which the studio then saves
 * again through the usual checks (a restore is a new save).
 */
export default function studioHistory(req: NextApiRequest, res: NextApiResponse) {
  if (!studioEnabled()) return res.status(404).json({ error: 'not_found' });
  res.setHeader('Cache-Control', 'no-store');
  const refusal = studioRequestRefusal(req);
  if (refusal) return res.status(403).json({ error: 'forbidden', message: refusal });
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'method_not_allowed' });
  }
  const root = studioRoot();
  const file = typeof req.query.file === 'string' ? req.query.file : '';
  const commit = typeof req.query.commit === 'string' ? req.query.commit : undefined;
  try {
    if (!isGitWorkTree(root)) return res.status(200).json({ git: false });
    if (commit === undefined) {
      return res.status(200).json({
        git: true,
        author: formatAuthor(defaultAuthor(root)),
        saves: fileHistory(root, file),
      });
    }
    const parsed = parseJsonDocument(fileAtSave(root, file, commit));
    if (!parsed.ok) return res.status(422).json({ error: 'invalid_json' });
    return res.status(200).json({ commit, data: parsed.document.data });
  } catch (error) {
    if (error instanceof StudioFileError || error instanceof UnknownSaveError)
      return res.status(400).json({ error: error.message });
    if (error instanceof StudioFileUnreadable)
      return res.status(422).json({ error: 'invalid_json', message: error.message });
    throw error;
  }
}
